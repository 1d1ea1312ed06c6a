import { Counter, Gauge, Histogram, type Registry } from 'prom-client';

/** A worker pool as it is now (read at each scrape). */
export interface PoolState {
  /** The pool's name, the `pool` label (e.g. `pdf`). */
  name: string;
  /** Tasks waiting for a free thread. */
  queueSize: number;
  /** Threads the pool runs now. */
  threads: number;
  /**
   * Busy share of the threads, 0 to 1, when the pool measures it (piscina's `utilization`);
   * without it, the run times recorded since the previous scrape over threads x elapsed time.
   */
  utilisation?: number;
}

/**
 * What a pool of worker threads reports (platform/workers calls these): the metrics know no
 * pool, the pool knows no Prometheus.
 */
export interface WorkerPoolMetrics {
  /** One task done (or failed): how long it waited for a thread, then how long it ran. */
  recordPoolTask(pool: string, waitSeconds: number, runSeconds: number): void;
  /**
   * Where a scrape reads the pools' queue and threads; answers the function that removes the
   * source (a pool that closes). Several sources may be set, one or more pools each.
   */
  setPoolQueueSource(source: () => PoolState | PoolState[]): () => void;
}

/** Wait and run times, seconds: a QR code in 1 ms, a long PDF in seconds. */
const TASK_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function workerPoolMetrics(registry: Registry): WorkerPoolMetrics {
  const registers = [registry];
  const sources = new Set<() => PoolState | PoolState[]>();
  /** Run seconds recorded per pool since the previous scrape, and when that was. */
  const busy = new Map<string, number>();
  let lastScrape = performance.now();

  const wait = new Histogram({
    name: 'worker_pool_wait_seconds',
    help: 'Time a worker pool task waited for a free thread, by pool',
    labelNames: ['pool'],
    buckets: TASK_BUCKETS,
    registers,
  });
  const run = new Histogram({
    name: 'worker_pool_run_seconds',
    help: 'Time a worker pool task ran on its thread, by pool',
    labelNames: ['pool'],
    buckets: TASK_BUCKETS,
    registers,
  });
  const busySeconds = new Counter({
    name: 'worker_pool_busy_seconds_total',
    help: "Seconds the pool's threads spent running tasks, by pool",
    labelNames: ['pool'],
    registers,
  });
  const states = () => [...sources].flatMap((source) => source());

  new Gauge({
    name: 'worker_pool_queue_size',
    help: 'Tasks waiting for a free thread, by pool',
    labelNames: ['pool'],
    registers,
    collect() {
      this.reset();
      for (const pool of states()) this.set({ pool: pool.name }, pool.queueSize);
    },
  });
  new Gauge({
    name: 'worker_pool_threads',
    help: 'Threads a worker pool runs, by pool',
    labelNames: ['pool'],
    registers,
    collect() {
      this.reset();
      for (const pool of states()) this.set({ pool: pool.name }, pool.threads);
    },
  });
  new Gauge({
    name: 'worker_pool_utilisation',
    help: "Busy share of a pool's threads (0 to 1) since the previous scrape, by pool",
    labelNames: ['pool'],
    registers,
    collect() {
      this.reset();
      const now = performance.now();
      const elapsed = (now - lastScrape) / 1000;
      lastScrape = now;
      for (const pool of states()) {
        const measured =
          pool.utilisation ??
          (pool.threads > 0 && elapsed > 0
            ? (busy.get(pool.name) ?? 0) / (pool.threads * elapsed)
            : 0);
        this.set({ pool: pool.name }, Math.min(1, Math.max(0, measured)));
      }
      busy.clear();
    },
  });

  return {
    recordPoolTask(pool, waitSeconds, runSeconds) {
      waitSeconds = Math.max(0, waitSeconds);
      runSeconds = Math.max(0, runSeconds);
      wait.observe({ pool }, waitSeconds);
      run.observe({ pool }, runSeconds);
      busySeconds.inc({ pool }, runSeconds);
      busy.set(pool, (busy.get(pool) ?? 0) + runSeconds);
    },
    setPoolQueueSource(source) {
      sources.add(source);
      return () => void sources.delete(source);
    },
  };
}
