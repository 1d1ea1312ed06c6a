import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.js';
import { workerPoolMetrics, type WorkerPoolMetrics } from './worker-pool-metrics.js';

export type { PoolState } from './worker-pool-metrics.js';

/** A job queue's due jobs per job name (JobQueue.queueDepths), read at each scrape. */
export type JobDepthSource = () => Promise<Record<string, number>>;

/**
 * The server's vital signs in Prometheus's text format (docs/operations.md, "Metrics and
 * alerts"): one registry per app (tests build several apps in one process; prom-client's global
 * registry would mix them), holding prom-client's default process metrics (CPU, memory, GC, the
 * event-loop delay from `monitorEventLoopDelay`) and Wander's own. The areas report through the
 * functions below; what a scrape reads from elsewhere (the pool, the job queue) is read then.
 */
export interface Metrics extends WorkerPoolMetrics {
  /** `text/plain; version=0.0.4; charset=utf-8`: the exposition format the text is in. */
  readonly contentType: string;
  /** Every metric now, as Prometheus reads it. */
  scrape(): Promise<string>;
  /** One answered HTTP request: its route pattern (never the raw URL), status and duration. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  /**
   * One call of an upstream provider's API (an adapter operation): how long it took and whether
   * it failed (threw). `provider` is the provider's kind (airalo, esim-access, demo).
   */
  providerCall(provider: string, seconds: number, ok: boolean, operation?: string): void;
  /** A job's handler threw; `final` when no retry follows (the job has failed for good). */
  jobFailed(job: string, final: boolean): void;
  /** Where the queue depths come from (the app's job queue). */
  setJobDepthSource(source: JobDepthSource): void;
}

/** Request durations, seconds: from 5 ms (a cached read) to 10 s (the slowest export). */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Provider calls, seconds: a balance in 100 ms, an order in seconds, a catalogue in minutes. */
const PROVIDER_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

/**
 * prom-client's default metrics (CPU, memory, GC, event-loop delay) are the process's, not an
 * app's: made once per process, on the global object (a test run evaluates this module once per
 * test file). Made per app, each left an event-loop monitor and a GC observer running that
 * nothing stops: hundreds in a test run, which slowed it some three times and grew its memory.
 */
function processRegistry(): Registry {
  const shared = globalThis as { wanderProcessMetrics?: Registry };
  if (!shared.wanderProcessMetrics) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
    shared.wanderProcessMetrics = registry;
  }
  return shared.wanderProcessMetrics;
}

export function createMetrics(options: {
  database: Pick<Database, 'kind' | 'pool'>;
  /** Told when a value read at scrape time could not be read (the scrape goes on without it). */
  onCollectError?: (error: unknown) => void;
}): Metrics {
  const { database } = options;
  const registry = new Registry();
  const registers = [registry];
  const processMetrics = processRegistry();

  const http = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: HTTP_BUCKETS,
    registers,
  });
  const providerDuration = new Histogram({
    name: 'provider_call_duration_seconds',
    help: "Time of a call to an upstream eSIM provider's API, by provider and operation",
    labelNames: ['provider', 'operation'],
    buckets: PROVIDER_BUCKETS,
    registers,
  });
  const providerErrors = new Counter({
    name: 'provider_call_errors_total',
    help: "Calls to an upstream eSIM provider's API that failed, by provider and operation",
    labelNames: ['provider', 'operation'],
    registers,
  });
  // A job's label is `job_name`: `job` is the one Prometheus gives every series of a scrape job.
  const jobsFailed = new Counter({
    name: 'jobs_failed_total',
    help: 'Failed job attempts (the handler threw), by job; final="true": no retry follows',
    labelNames: ['job_name', 'final'],
    registers,
  });

  let jobDepths: JobDepthSource | null = null;
  new Gauge({
    name: 'jobs_queue_depth',
    help: 'Jobs due and waiting to start, by job (the whole queue: every process sees the same)',
    labelNames: ['job_name'],
    registers,
    async collect() {
      this.reset();
      if (!jobDepths) return;
      try {
        for (const [name, depth] of Object.entries(await jobDepths()))
          this.set({ job_name: name }, depth);
      } catch (error) {
        options.onCollectError?.(error);
      }
    },
  });

  new Gauge({
    name: 'db_pool_connections',
    help: "This process's database connections: open (total), idle, and the pool's max",
    labelNames: ['state'],
    registers,
    collect() {
      const pool = database.pool();
      this.set({ state: 'max' }, pool.max);
      this.set({ state: 'total' }, pool.total);
      if (pool.idle !== undefined) this.set({ state: 'idle' }, pool.idle);
    },
  });
  new Gauge({
    name: 'db_pool_waiting_clients',
    help: 'Queries waiting for a free database connection (PostgreSQL pool only)',
    registers,
    collect() {
      const { waiting } = database.pool();
      if (waiting !== undefined) this.set(waiting);
    },
  });
  new Gauge({
    name: 'db_info',
    help: 'The database the process runs on (kind: postgres or pglite); always 1',
    labelNames: ['kind'],
    registers,
    collect() {
      this.set({ kind: database.kind }, 1);
    },
  });

  return {
    contentType: registry.contentType,
    scrape: async () => `${await processMetrics.metrics()}\n${await registry.metrics()}`,
    observeRequest(method, route, statusCode, seconds) {
      http.observe({ method, route, status_code: String(statusCode) }, seconds);
    },
    providerCall(provider, seconds, ok, operation = 'call') {
      providerDuration.observe({ provider, operation }, seconds);
      if (!ok) providerErrors.inc({ provider, operation });
    },
    jobFailed(job, final) {
      jobsFailed.inc({ job_name: job, final: String(final) });
    },
    setJobDepthSource(source) {
      jobDepths = source;
    },
    ...workerPoolMetrics(registry),
  };
}
