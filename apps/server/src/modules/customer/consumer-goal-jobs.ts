import type { Db } from '../../platform/db/client.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
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
export class ConsumerGoalJobs {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly jobs: JobQueue,
    db: Db,
    private readonly onError: (error: unknown) => void,
  ) {
    jobs.define(
      CONSUMER_UPGRADE_GOALS_JOB,
      async () => {
        await runConsumerUpgradeGoals(db);
      },
      { retryLimit: 2, retryDelaySeconds: 60, retryBackoff: true },
      { policy: 'stately' },
    );
  }

  queue() {
    return this.jobs.send(CONSUMER_UPGRADE_GOALS_JOB, {}, { singletonKey: 'all' });
  }

  start() {
    if (this.jobs.kind === 'inline') return;
    this.queue().catch(this.onError);
    this.timer = setInterval(() => {
      this.queue().catch(this.onError);
    }, EVERY_MS);
    this.timer.unref();
  }

  stop() {
    clearInterval(this.timer);
  }
}
