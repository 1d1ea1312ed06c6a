import { randomUUID } from 'node:crypto';

/**
 * The job queue other modules use: define a job once (handler + retry policy), send it from
 * anywhere after a commit. Two implementations: pg-boss on the database (the real queue) and an
 * in-process one for tests that want jobs run at once.
 */
export interface JobMeta {
  /** 1 for the first try. */
  attempt: number;
  /** No retry follows if this attempt fails. */
  final: boolean;
}

export type JobHandler<T> = (data: T, meta: JobMeta) => Promise<void>;

export interface RetryPolicy {
  /** Retries after the first attempt. */
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
}

export interface RunPolicy {
  /**
   * pg-boss queue policy: 'stately' keeps at most one job per singletonKey in each state (queued,
   * retrying, running), so a second send for the same key is dropped. Default 'standard'.
   */
  policy?: 'standard' | 'stately';
  /** pg-boss workers in this process, each taking one job at a time (default 1). */
  workers?: number;
  /** Seconds between polls of an idle worker (default: the queue's setting, 2). */
  pollingIntervalSeconds?: number;
}

export interface SendOptions {
  singletonKey?: string;
  /**
   * Wake this process's workers of the queue at once instead of at their next poll (for jobs a
   * user is waiting for); a worker that found a job then keeps fetching until the queue is empty.
   */
  wake?: boolean;
  /** Not before this time (a scheduled job; cancel() takes it back until it starts). */
  startAfter?: Date;
  /**
   * At most one job of this queue and singletonKey per time slot of this many seconds, whichever
   * process sends it (pg-boss throttling): a timer that runs in every process runs the job once.
   */
  singletonSeconds?: number;
}

export interface JobQueue {
  readonly kind: 'pg-boss' | 'inline';
  /** Registers a job type; call before start(). */
  define<T extends object>(
    name: string,
    handler: JobHandler<T>,
    retry: RetryPolicy,
    run?: RunPolicy,
  ): void;
  /**
   * Queues a job and answers its id (null when a second send with the same singletonKey, while
   * one is queued, was dropped).
   */
  send(name: string, data: object, options?: SendOptions): Promise<string | null>;
  /** Takes back a job that has not started: true if it was still waiting, false otherwise. */
  cancel(name: string, jobId: string): Promise<boolean>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Resolves when nothing is queued or running (inline queue; pg-boss: no-op). */
  idle(): Promise<void>;
  /**
   * How many jobs of each defined job wait to start now (due, not running: a job scheduled for
   * later is not counted until its time), 0 for a job with none. pg-boss counts every process's.
   */
  queueDepths(): Promise<Record<string, number>>;
}

interface Defined {
  handler: JobHandler<object>;
  retry: RetryPolicy;
}

/**
 * Runs each job in this process right after send(), with the same retry policy minus the delays.
 * For tests and tools; the application uses the pg-boss queue.
 */
export class InlineJobQueue implements JobQueue {
  readonly kind = 'inline' as const;
  private readonly jobs = new Map<string, Defined>();
  /** Jobs waiting for their startAfter (a timer each; idle() does not wait for them). */
  private readonly waiting = new Map<string, NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private readonly keys = new Set<string>();
  /** Jobs sent and not started yet, per name. */
  private readonly due = new Map<string, number>();
  private stopped = false;

  define<T extends object>(name: string, handler: JobHandler<T>, retry: RetryPolicy) {
    this.jobs.set(name, { handler: handler as JobHandler<object>, retry });
  }

  async send(name: string, data: object, options: SendOptions = {}) {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`job ${name} is not defined`);
    if (this.stopped) return null;
    const id = randomUUID();
    const delay = options.startAfter ? options.startAfter.getTime() - Date.now() : 0;
    if (delay > 0) {
      const timer = setTimeout(
        () => {
          this.waiting.delete(id);
          void this.send(name, data, { ...options, startAfter: undefined });
        },
        Math.min(delay, 2 ** 31 - 1),
      );
      timer.unref();
      this.waiting.set(id, timer);
      return id;
    }
    const key = options.singletonKey ? `${name}:${options.singletonKey}` : null;
    if (key && this.keys.has(key)) return null;
    if (key) this.keys.add(key);
    this.due.set(name, (this.due.get(name) ?? 0) + 1);
    const run = (async () => {
      await new Promise((resolve) => setImmediate(resolve));
      this.due.set(name, this.due.get(name)! - 1);
      for (let attempt = 1; attempt <= job.retry.retryLimit + 1; attempt++) {
        const final = attempt === job.retry.retryLimit + 1;
        try {
          await job.handler(data, { attempt, final });
          return;
        } catch {
          if (final) return;
        }
      }
    })().finally(() => {
      if (key) this.keys.delete(key);
      this.running.delete(run);
    });
    this.running.add(run);
    return id;
  }

  async cancel(_name: string, jobId: string) {
    const timer = this.waiting.get(jobId);
    if (!timer) return false;
    clearTimeout(timer);
    this.waiting.delete(jobId);
    return true;
  }

  async start() {}

  async stop() {
    this.stopped = true;
    for (const timer of this.waiting.values()) clearTimeout(timer);
    this.waiting.clear();
    await this.idle();
  }

  async idle() {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  async queueDepths() {
    return Object.fromEntries([...this.jobs.keys()].map((name) => [name, this.due.get(name) ?? 0]));
  }
}
