import type { Db } from '../../platform/db/client.js';
import type { JobQueue } from '../../platform/jobs/jobs.js';
import { PeriodicJob } from '../../platform/jobs/periodic-job.js';
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
export class UsageAlertJobs extends PeriodicJob {
  constructor(db: Db, jobs: JobQueue, mail: Mailer, onError: (error: unknown) => void) {
    super(
      jobs,
      { name: USAGE_ALERTS_JOB, everyMs: EVERY_MS, retryDelaySeconds: 60, wake: true },
      () => sendUsageAlerts(db, mail),
      onError,
    );
  }
}
