import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { closePool, observeTasks, poolStats, runInWorker } from './pool.js';

const SPIN = new URL('./pool-test-tasks.worker.ts', import.meta.url);

afterAll(closePool);

describe('the worker pool', () => {
  it('runs a task of a TypeScript worker module and answers its result', async () => {
    await expect(runInWorker(SPIN, 'sumTo', 1000)).resolves.toBe(500500);
  });

  it('keeps the event loop free while a task spins for 300 ms', async () => {
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const ticks: number[] = [];
    const timer = setInterval(() => ticks.push(performance.now()), 10);
    await runInWorker(SPIN, 'spin', 300);
    clearInterval(timer);
    delay.disable();
    // On the event loop the same work would block for 300 ms: no timer would fire meanwhile.
    expect(ticks.length).toBeGreaterThan(10);
    expect(delay.max / 1e6).toBeLessThan(150);
  });

  it('gives a task error to the caller and reports every task to its observers', async () => {
    const seen: { name: string; ok: boolean }[] = [];
    const stop = observeTasks((t) => seen.push({ name: t.name, ok: t.ok }));
    await expect(runInWorker(SPIN, 'fail', 'bad input')).rejects.toThrow('bad input');
    await runInWorker(SPIN, 'sumTo', 3);
    stop();
    expect(seen).toEqual([
      { name: 'fail', ok: false },
      { name: 'sumTo', ok: true },
    ]);
    expect(poolStats().completed).toBeGreaterThan(0);
  });
});
