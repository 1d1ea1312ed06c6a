import PgBoss from 'pg-boss';
import type { JobHandler, JobQueue, RetryPolicy } from './job-queue.js';

export interface PgBossQueueOptions {
  connectionString: string;
  /** Connections pg-boss may open (1 on the embedded database: it has one session). */
  max: number;
  pollingIntervalSeconds?: number;
  onError: (error: Error) => void;
}

/** The real queue: pg-boss 10 in the `pgboss` schema of the application's database. */
export class PgBossJobQueue implements JobQueue {
  readonly kind = 'pg-boss' as const;
  private readonly boss: PgBoss;
  private readonly jobs = new Map<string, { handler: JobHandler<object>; retry: RetryPolicy }>();
  private started = false;

  constructor(private readonly options: PgBossQueueOptions) {
    this.boss = new PgBoss({
      connectionString: options.connectionString,
      max: options.max,
      application_name: 'wander-jobs',
      // Keep a week of finished jobs for support questions, then let maintenance drop them.
      deleteAfterDays: 7,
    });
    this.boss.on('error', (error) => options.onError(error));
  }

  define<T extends object>(name: string, handler: JobHandler<T>, retry: RetryPolicy) {
    if (this.started) throw new Error(`job ${name} defined after the queue started`);
    this.jobs.set(name, { handler: handler as JobHandler<object>, retry });
  }

  async start() {
    await this.boss.start();
    for (const [name, { handler, retry }] of this.jobs) {
      await this.boss.createQueue(name, {
        name,
        retryLimit: retry.retryLimit,
        retryDelay: retry.retryDelaySeconds,
        retryBackoff: retry.retryBackoff,
      });
      // createQueue keeps an existing queue's policy; make a changed configuration apply.
      await this.boss.updateQueue(name, {
        name,
        retryLimit: retry.retryLimit,
        retryDelay: retry.retryDelaySeconds,
        retryBackoff: retry.retryBackoff,
      });
      await this.boss.work<object>(
        name,
        {
          includeMetadata: true,
          batchSize: 1,
          pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2,
        },
        async (batch) => {
          for (const job of batch) {
            await handler(job.data, {
              attempt: job.retryCount + 1,
              final: job.retryCount >= job.retryLimit,
            });
          }
        },
      );
    }
    this.started = true;
  }

  async send(name: string, data: object, options: { singletonKey?: string } = {}) {
    await this.boss.send(
      name,
      data,
      options.singletonKey ? { singletonKey: options.singletonKey } : {},
    );
  }

  async stop() {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000, close: true });
  }

  async idle() {}
}
