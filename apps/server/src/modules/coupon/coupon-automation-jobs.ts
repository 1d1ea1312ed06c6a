import type { Db } from '../../platform/db/client.js';
import type { JobQueue } from '../../platform/jobs/jobs.js';
import { PeriodicJob } from '../../platform/jobs/periodic-job.js';
import { runCouponAutomations } from './run-coupon-automations.js';

export const COUPON_AUTOMATIONS_JOB = 'coupon.automations';
/** How often the rules are run (a new customer gets its sign-up coupon within this). */
const EVERY_MS = 15 * 60_000;

/**
 * The scheduled coupon-automation job (pg-boss): one run at start-up and every 15 minutes, a
 * `stately` queue with one singleton key so runs never overlap. The in-process queue of the
 * tests does not run it at start-up: tests call it when they want it.
 */
export class CouponAutomationJobs extends PeriodicJob {
  constructor(db: Db, jobs: JobQueue, onError: (error: unknown) => void) {
    super(
      jobs,
      { name: COUPON_AUTOMATIONS_JOB, everyMs: EVERY_MS, retryDelaySeconds: 60, wake: true },
      () => runCouponAutomations(db),
      onError,
    );
  }
}
