import type { JobQueue } from './job-queue.js';

export interface PeriodicJobOptions {
  name: string;
  everyMs: number;
  retryDelaySeconds: number;
  /** The singleton key every run is queued under (default: the job's name). */
  singletonKey?: string;
  /** Wake this process's workers at once when a run is queued (default: their next poll). */
  wake?: boolean;
  /**
   * Queue a run at start-up too (default true). Such a job is not run by the in-process queue of
   * the tests at all: they trigger it when they want it.
   */
  runAtStart?: boolean;
}

/**
 * A job run on a timer (pg-boss): a `stately` queue with one singleton key so runs never overlap,
 * retried twice with backoff. Each run is one call of `run`. Every server process keeps the timer,
 * but a timer's send is throttled to one job per period (pg-boss `singletonSeconds`), so with
 * several processes the job still runs once a period, and runs on while any process lives.
 */
export class PeriodicJob {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly jobs: JobQueue,
    private readonly options: PeriodicJobOptions,
    run: () => Promise<unknown>,
    private readonly onError: (error: unknown) => void,
  ) {
    jobs.define(
      options.name,
      async () => {
        await run();
      },
      { retryLimit: 2, retryDelaySeconds: options.retryDelaySeconds, retryBackoff: true },
      { policy: 'stately' },
    );
  }

  /** Queues a run now (at most one waits at a time): the job's id, null when one already waits. */
  trigger() {
    const { name, singletonKey = name, wake } = this.options;
    return this.jobs.send(name, {}, wake ? { singletonKey, wake } : { singletonKey });
  }

  start() {
    const { everyMs, runAtStart = true } = this.options;
    if (runAtStart) {
      if (this.jobs.kind === 'inline') return;
      this.tick().catch(this.onError);
    }
    this.timer = setInterval(() => this.tick().catch(this.onError), everyMs);
    this.timer.unref();
  }

  /** The timer's run: one per period across every process. */
  private tick() {
    const { name, singletonKey = name, everyMs } = this.options;
    return this.jobs.send(name, {}, { singletonKey, singletonSeconds: Math.ceil(everyMs / 1000) });
  }

  stop() {
    clearInterval(this.timer);
  }
}
