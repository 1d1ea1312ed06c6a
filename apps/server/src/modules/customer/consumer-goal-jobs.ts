import type { Db } from '../../platform/db/client.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { PeriodicJob } from '../../platform/jobs/periodic-job.js';
import { runConsumerUpgradeGoals } from './consumer-goals.js';

export const CONSUMER_UPGRADE_GOALS_JOB = 'consumer.upgrade-goals';
/** How often the goals are evaluated (a paid order evaluates its consumer at once). */
const EVERY_MS = 60 * 60 * 1000;

/**
 * The scheduled consumer-goal evaluation (pg-boss): at start-up and every hour, a `stately` queue
 * with one singleton key so runs never overlap, retried twice on failure. It catches up what the
 * payment's hook cannot: a goal created or lowered after the orders were paid. The in-process
 * queue of the tests does not run it at start-up: tests send it when they want it.
 */
export class ConsumerGoalJobs extends PeriodicJob {
  constructor(jobs: JobQueue, db: Db, onError: (error: unknown) => void) {
    super(
      jobs,
      {
        name: CONSUMER_UPGRADE_GOALS_JOB,
        everyMs: EVERY_MS,
        retryDelaySeconds: 60,
        singletonKey: 'all',
      },
      () => runConsumerUpgradeGoals(db),
      onError,
    );
  }
}
