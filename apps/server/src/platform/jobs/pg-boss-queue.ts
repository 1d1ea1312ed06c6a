import PgBoss from 'pg-boss';
import type { JobHandler, JobQueue, RetryPolicy, RunPolicy, SendOptions } from './job-queue.js';

export interface PgBossQueueOptions {
  connectionString: string;
  /** Connections pg-boss may open (1 on the embedded database: it has one session). */
  max: number;
  pollingIntervalSeconds?: number;
  onError: (error: Error) => void;
}

interface Defined {
  handler: JobHandler<object>;
  retry: RetryPolicy;
  run: RunPolicy;
}

/** The real queue: pg-boss 10 in the `pgboss` schema of the application's database. */
export class PgBossJobQueue implements JobQueue {
  readonly kind = 'pg-boss' as const;
  private readonly boss: PgBoss;
  private readonly jobs = new Map<string, Defined>();
  /** The worker ids of each queue in this process (for `wake`). */
  private readonly workers = new Map<string, string[]>();
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

  define<T extends object>(
    name: string,
    handler: JobHandler<T>,
    retry: RetryPolicy,
    run: RunPolicy = {},
  ) {
    if (this.started) throw new Error(`job ${name} defined after the queue started`);
    this.jobs.set(name, { handler: handler as JobHandler<object>, retry, run });
  }

  async start() {
    await this.boss.start();
    for (const [name, { handler, retry, run }] of this.jobs) {
      const queue = {
        name,
        retryLimit: retry.retryLimit,
        retryDelay: retry.retryDelaySeconds,
        retryBackoff: retry.retryBackoff,
      };
      // The policy is fixed when the queue is created (pick it with the job's first release).
      await this.boss.createQueue(name, { ...queue, policy: run.policy ?? 'standard' });
      // createQueue keeps an existing queue's settings; make a changed configuration apply. The
      // policy must be passed again: updateQueue would otherwise set it back to 'standard'.
      await this.boss.updateQueue(name, { ...queue, policy: run.policy ?? 'standard' });
      const ids: string[] = [];
      for (let i = 0; i < (run.workers ?? 1); i++) {
        let id = '';
        id = await this.boss.work<object>(
          name,
          {
            includeMetadata: true,
            batchSize: 1,
            pollingIntervalSeconds:
              run.pollingIntervalSeconds ?? this.options.pollingIntervalSeconds ?? 2,
          },
          async (batch) => {
            // A woken worker that found a job looks again at once: drain, then poll.
            if (batch.length > 0 && id) this.boss.notifyWorker(id);
            for (const job of batch) {
              await handler(job.data, {
                attempt: job.retryCount + 1,
                final: job.retryCount >= job.retryLimit,
              });
            }
          },
        );
        ids.push(id);
      }
      this.workers.set(name, ids);
    }
    this.started = true;
  }

  async send(name: string, data: object, options: SendOptions = {}) {
    const id = await this.boss.send(name, data, {
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(options.singletonSeconds ? { singletonSeconds: options.singletonSeconds } : {}),
    });
    if (options.wake) for (const id of this.workers.get(name) ?? []) this.boss.notifyWorker(id);
    return id;
  }

  async cancel(name: string, jobId: string) {
    const job = await this.boss.getJobById(name, jobId);
    if (!job || job.state !== 'created') return false;
    await this.boss.cancel(name, jobId);
    const after = await this.boss.getJobById(name, jobId);
    return after?.state === 'cancelled';
  }

  async stop() {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000, close: true });
  }

  async idle() {}

  /** One statement over pg-boss's job table: the due jobs in `created` or `retry`, per queue. */
  async queueDepths() {
    const depths: Record<string, number> = Object.fromEntries(
      [...this.jobs.keys()].map((n) => [n, 0]),
    );
    if (!this.started) return depths;
    const { rows } = await this.boss.getDb().executeSql(
      `select name, count(*)::int as count from pgboss.job
          where state < 'active' and start_after <= now() group by name`,
      [],
    );
    for (const row of rows as { name: string; count: number }[]) {
      if (row.name in depths) depths[row.name] = row.count;
    }
    return depths;
  }
}
