import type { Db } from '../../platform/db/client.js';
import type { JobQueue } from '../../platform/jobs/jobs.js';
import type { Mailer } from '../../platform/mail/index.js';
import { sendUsageAlerts } from './send-usage-alerts.js';

export const USAGE_ALERTS_JOB = 'usage.alerts';
/** How often the usage alerts are looked for (the network reports usage once a day). */
const EVERY_MS = 15 * 60_000;

/**
 * The scheduled usage-alert job (pg-boss): one `usage.alerts` job at start-up and every 15
 * minutes, a `stately` queue with one singleton key so runs never overlap. Each alert is sent
 * once whatever the number of runs (send-usage-alerts.ts). The in-process queue of the tests
 * does not run it at start-up: tests call it when they want it.
 */
export class UsageAlertJobs {
  private timer?: NodeJS.Timeout;

  constructor(
    db: Db,
    private readonly jobs: JobQueue,
    mail: Mailer,
    private readonly onError: (error: unknown) => void,
  ) {
    jobs.define(
      USAGE_ALERTS_JOB,
      async () => {
        await sendUsageAlerts(db, mail);
      },
      { retryLimit: 2, retryDelaySeconds: 60, retryBackoff: true },
      { policy: 'stately' },
    );
  }

  /** Queues a run now (at most one waits at a time). */
  async trigger() {
    await this.jobs.send(USAGE_ALERTS_JOB, {}, { singletonKey: USAGE_ALERTS_JOB, wake: true });
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
