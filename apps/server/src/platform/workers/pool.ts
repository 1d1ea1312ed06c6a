import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { WorkerPoolMetrics } from '../metrics/worker-pool-metrics.js';

/**
 * The server's worker pool (issue 39): CPU-heavy work (trip and group planning, spreadsheet
 * parsing, PDF and QR rendering, Excel exports) runs on worker threads, so one large request
 * does not hold every other caller's request behind it on the event loop. One pool per process,
 * made on first use, one thread fewer than the machine has cores, at least one (the event loop
 * keeps a core for the other requests; WORKER_THREADS overrides it).
 *
 * A task is a function exported by a worker module of its area (`*.worker.ts`): it takes and
 * answers plain data (structured clone: objects, arrays, Maps, Sets, Buffers; no classes, no
 * functions), and must not reach the database. An area calls `runInWorker(url, name, input)`
 * with its module's URL, so this layer never imports an area.
 */
export interface PoolStats {
  threads: number;
  queueSize: number;
  completed: number;
}

/** What watches the pool: the metrics (platform/metrics) record every task's wait and run. */
export type TaskObserver = (task: {
  name: string;
  waitMs: number;
  runMs: number;
  ok: boolean;
}) => void;

/**
 * The process's pool, kept on the global object: a test run evaluates this module once per test
 * file (vitest isolates their module graphs), and a pool per file started its threads, and
 * loaded the task modules into them, again for every file.
 */
const shared = globalThis as { wanderWorkerPool?: Piscina | null };

/** The `pool` label of its metrics. */
const POOL_NAME = 'cpu';
const observers = new Set<TaskObserver>();

export function poolSize(): number {
  const configured = Number(process.env.WORKER_THREADS);
  if (Number.isInteger(configured) && configured > 0) return configured;
  return Math.max(1, os.availableParallelism() - 1);
}

/**
 * The module loader a worker needs for TypeScript sources: the server runs under tsx
 * (`node --import tsx`), and a worker thread of a test run (vitest) has no loader of its own.
 */
function execArgv(): string[] {
  const inherited = process.execArgv.filter((a) => !a.startsWith('--inspect'));
  const hasTsx = inherited.some(
    (a, i) =>
      a.includes('tsx') && (i === 0 || inherited[i - 1] === '--import' || a.startsWith('--import')),
  );
  return hasTsx ? inherited : [...inherited, '--import', 'tsx'];
}

function thePool(): Piscina {
  let pool = shared.wanderWorkerPool;
  if (!pool) {
    const threads = poolSize();
    pool = new Piscina({
      // The default task module is never run: every task names its own (`filename`).
      filename: fileURLToPath(new URL('./no-task.worker.ts', import.meta.url)),
      // No thread is kept when idle (a process that is done is not held by the pool).
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: 60_000,
      execArgv: execArgv(),
      // Queued tasks beyond this are refused at once rather than waiting without end.
      maxQueue: threads * 256,
    });
    shared.wanderWorkerPool = pool;
  }
  return pool;
}

/** Runs `name` of the worker module at `moduleUrl` with `input` on a worker thread. */
export async function runInWorker<I, O>(moduleUrl: URL, name: string, input: I): Promise<O> {
  const queuedAt = performance.now();
  let startedAt = queuedAt;
  const p = thePool();
  let ok = false;
  try {
    const answer = (await p.run(
      { input, queuedAt: performance.timeOrigin + queuedAt },
      { filename: fileURLToPath(moduleUrl), name },
    )) as { output: O; startedAt: number };
    startedAt = answer.startedAt - performance.timeOrigin;
    ok = true;
    return answer.output;
  } finally {
    const doneAt = performance.now();
    for (const observe of observers) {
      observe({
        name,
        waitMs: Math.max(0, startedAt - queuedAt),
        runMs: Math.max(0, doneAt - startedAt),
        ok,
      });
    }
  }
}

/**
 * A worker module's task: wraps `fn` so the pool learns when the task started on its thread
 * (the queue's wait is measured apart from the run).
 */
export function workerTask<I, O>(fn: (input: I) => O | Promise<O>) {
  return async ({ input }: { input: I; queuedAt: number }) => {
    const startedAt = performance.timeOrigin + performance.now();
    return { output: await fn(input), startedAt };
  };
}

export function observeTasks(observer: TaskObserver): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

export function poolStats(): PoolStats {
  const pool = shared.wanderWorkerPool;
  if (!pool) return { threads: 0, queueSize: 0, completed: 0 };
  return { threads: pool.threads.length, queueSize: pool.queueSize, completed: pool.completed };
}

/** Stops the threads (the server's close; a test's end). The next task makes a new pool. */
export async function closePool(): Promise<void> {
  const p = shared.wanderWorkerPool;
  shared.wanderWorkerPool = null;
  await p?.destroy();
}

/** The pool's figures for the metrics (GET /api/metrics): each task, and the queue at a scrape. */
export function reportPoolTo(metrics: WorkerPoolMetrics): () => void {
  const stopTasks = observeTasks((t) =>
    metrics.recordPoolTask(POOL_NAME, t.waitMs / 1000, t.runMs / 1000),
  );
  const stopQueue = metrics.setPoolQueueSource(() => ({
    name: POOL_NAME,
    ...poolStats(),
    ...(shared.wanderWorkerPool && { utilisation: shared.wanderWorkerPool.utilization }),
  }));
  return () => {
    stopTasks();
    stopQueue();
  };
}
