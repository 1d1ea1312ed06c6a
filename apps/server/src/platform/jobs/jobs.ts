import type { Database } from '../db/client.js';
import {
  InlineJobQueue,
  type JobHandler,
  type JobQueue,
  type RetryPolicy,
  type RunPolicy,
} from './job-queue.js';
import { PgBossJobQueue } from './pg-boss-queue.js';
import { startPgliteBridge, type PgliteBridge } from './pglite-bridge.js';

export type {
  JobHandler,
  JobMeta,
  JobQueue,
  RetryPolicy,
  RunPolicy,
  SendOptions,
} from './job-queue.js';
export { InlineJobQueue } from './job-queue.js';

export type JobsMode = 'pg-boss' | 'inline';

export interface JobQueueOptions {
  onError: (error: Error) => void;
  pollingIntervalSeconds?: number;
  /** Told of every failed attempt (its handler threw), `final` when no retry follows. */
  onJobFailed?: (name: string, final: boolean) => void;
}

/**
 * The queue the app runs: pg-boss on PostgreSQL (DATABASE_URL), or on the embedded database
 * through a local pglite-socket bridge. The bridge starts with the queue and stops after it.
 */
export function createJobQueue(
  mode: JobsMode,
  database: Database,
  options: JobQueueOptions,
): JobQueue {
  const queue = mode === 'inline' ? new InlineJobQueue() : pgBossQueue(database, options);
  return options.onJobFailed ? reportingFailures(queue, options.onJobFailed) : queue;
}

/** The queue with each handler's failures told to `onJobFailed` (then thrown on as before). */
function reportingFailures(
  queue: JobQueue,
  onJobFailed: (name: string, final: boolean) => void,
): JobQueue {
  const define: JobQueue['define'] = <T extends object>(
    name: string,
    handler: JobHandler<T>,
    retry: RetryPolicy,
    run?: RunPolicy,
  ) =>
    queue.define<T>(
      name,
      async (data, meta) => {
        try {
          await handler(data, meta);
        } catch (error) {
          onJobFailed(name, meta.final);
          throw error;
        }
      },
      retry,
      run,
    );
  return {
    kind: queue.kind,
    define,
    send: (name, data, sendOptions) => queue.send(name, data, sendOptions),
    cancel: (name, jobId) => queue.cancel(name, jobId),
    start: () => queue.start(),
    stop: () => queue.stop(),
    idle: () => queue.idle(),
    queueDepths: () => queue.queueDepths(),
  };
}

function pgBossQueue(database: Database, options: JobQueueOptions): JobQueue {
  let inner: PgBossJobQueue | null = null;
  let bridge: PgliteBridge | null = null;
  type Define = Parameters<JobQueue['define']>;
  const pending: [string, Define[1], Define[2], Define[3]][] = [];
  return {
    kind: 'pg-boss',
    define(name, handler, retry, run) {
      pending.push([name, handler as Define[1], retry, run]);
    },
    async start() {
      let connectionString = database.url;
      if (!connectionString) {
        if (!database.pglite) throw new Error('the embedded database is not available for jobs');
        bridge = await startPgliteBridge(database.pglite);
        connectionString = bridge.connectionString;
      }
      inner = new PgBossJobQueue({
        connectionString,
        max: database.kind === 'pglite' ? 1 : 4,
        pollingIntervalSeconds: options.pollingIntervalSeconds,
        onError: options.onError,
      });
      for (const [name, handler, retry, run] of pending) inner.define(name, handler, retry, run);
      await inner.start();
    },
    async send(name, data, sendOptions) {
      if (!inner) throw new Error('the job queue is not started');
      return inner.send(name, data, sendOptions);
    },
    async cancel(name, jobId) {
      if (!inner) throw new Error('the job queue is not started');
      return inner.cancel(name, jobId);
    },
    async stop() {
      await inner?.stop();
      inner = null;
      await bridge?.stop();
      bridge = null;
    },
    idle: async () => {},
    queueDepths: async () =>
      inner ? inner.queueDepths() : Object.fromEntries(pending.map(([name]) => [name, 0] as const)),
  };
}
