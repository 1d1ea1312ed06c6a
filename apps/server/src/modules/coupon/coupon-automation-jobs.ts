import type { Db } from '../../platform/db/client.js';
import type { JobQueue } from '../../platform/jobs/jobs.js';
import { runCouponAutomations } from './run-coupon-automations.js';

export const COUPON_AUTOMATIONS_JOB = 'coupon.automations';
/** How often the rules are run (a new customer gets its sign-up coupon within this). */
const EVERY_MS = 15 * 60_000;

/**
 * The scheduled coupon-automation job (pg-boss): one run at start-up and every 15 minutes, a
 * `stately` queue with one singleton key so runs never overlap. The in-process queue of the
 * tests does not run it at start-up: tests call it when they want it.
 */
export class CouponAutomationJobs {
  private timer?: NodeJS.Timeout;

  constructor(
    db: Db,
    private readonly jobs: JobQueue,
    private readonly onError: (error: unknown) => void,
  ) {
    jobs.define(
      COUPON_AUTOMATIONS_JOB,
      async () => {
        await runCouponAutomations(db);
      },
      { retryLimit: 2, retryDelaySeconds: 60, retryBackoff: true },
      { policy: 'stately' },
    );
  }

  /** Queues a run now (at most one waits at a time). */
  async trigger() {
    await this.jobs.send(
      COUPON_AUTOMATIONS_JOB,
      {},
      { singletonKey: COUPON_AUTOMATIONS_JOB, wake: true },
    );
  }

  start() {
    if (this.jobs.kind === 'inline') return;
    this.trigger().catch(this.onError);
    this.timer = setInterval(() => this.trigger().catch(this.onError), EVERY_MS);
    this.timer.unref();
  }

  stop() {
    clearInterval(this.timer);
  }
}
