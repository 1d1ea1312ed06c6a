import type { FastifyInstance } from 'fastify';
import type { Database } from '../platform/db/client.js';
import { haproxyInstalled, startHaproxy } from '../stack/haproxy.js';
import { sharedKeyEnv } from '../stack/shared-key.js';
import { httpInject } from './http-inject.js';

export { sharedKeyEnv };

/**
 * How many replicas a test app runs as: TEST_REPLICAS (the replica lane sets 2) on PostgreSQL,
 * one on the embedded database (one process owns it).
 */
export function replicaCount(database: Database, asked?: number): number {
  const count = asked ?? Number(process.env.TEST_REPLICAS || 1);
  if (count <= 1 || database.kind !== 'postgres') return 1;
  if (!haproxyInstalled()) throw new Error('replicas need haproxy (apt-get install haproxy)');
  return count;
}

export interface Replicated {
  /** Every replica; the first is the app the test holds. */
  replicas: FastifyInstance[];
  /** The proxy in front of them, ending with '/'. */
  proxyUrl: string;
  close(): Promise<void>;
}

/**
 * Runs `first` and more replicas, each with its own database pool, caches and job queue, on one
 * database, listening on local ports behind Debian's haproxy; `first.inject` then goes through
 * the proxy over HTTP, so every API test alternates the replicas; `services.jobs.idle()` waits
 * for the jobs of all of them and `apiLog.flush()` flushes all their logs.
 */
export async function replicate(
  first: FastifyInstance,
  count: number,
  more: () => Promise<{ app: FastifyInstance; database: Database }>,
): Promise<Replicated> {
  const others: { app: FastifyInstance; database: Database }[] = [];
  for (let i = 1; i < count; i++) others.push(await more());
  const replicas = [first, ...others.map((o) => o.app)];
  const ports: number[] = [];
  for (const replica of replicas) {
    await replica.listen({ port: 0, host: '127.0.0.1' });
    const address = replica.server.address();
    ports.push(typeof address === 'object' && address ? address.port : 0);
  }
  const proxy = await startHaproxy(ports, { healthChecks: false });
  const inject = httpInject(proxy.baseUrl);
  (first as unknown as { inject: typeof inject }).inject = inject;
  const jobs = first.services.jobs;
  const ownIdle = jobs.idle.bind(jobs);
  jobs.idle = async () => {
    await Promise.all([ownIdle(), ...others.map((o) => o.app.services.jobs.idle())]);
  };
  // Each process buffers its own API log: a test's flush writes every replica's.
  const ownFlush = first.apiLog.flush.bind(first.apiLog);
  first.apiLog.flush = async () => {
    await Promise.all([ownFlush(), ...others.map((o) => o.app.apiLog.flush())]);
  };
  return {
    replicas,
    proxyUrl: proxy.baseUrl,
    close: async () => {
      await proxy.close();
      for (const other of others) {
        await other.app.close();
        await other.database.close();
      }
    },
  };
}
