import type { Database } from '../db/client.js';
import { InlineJobQueue, type JobQueue } from './job-queue.js';
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

/**
 * The queue the app runs: pg-boss on PostgreSQL (DATABASE_URL), or on the embedded database
 * through a local pglite-socket bridge. The bridge starts with the queue and stops after it.
 */
export function createJobQueue(
  mode: JobsMode,
  database: Database,
  options: {
    onError: (error: Error) => void;
    pollingIntervalSeconds?: number;
  },
): JobQueue {
  if (mode === 'inline') return new InlineJobQueue();
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
  };
}
