import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../../test-support/test-app.js';
import type { Database } from '../db/client.js';
import { createJobQueue, type JobQueue } from './jobs.js';

async function until(check: () => boolean, timeoutMs = 20_000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting for the job');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the pg-boss job queue on the application database', () => {
  let database: Database;
  let jobs: JobQueue;
  const delivered: string[] = [];
  const attempts: { attempt: number; final: boolean }[] = [];
  const failures: [string, boolean][] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let holding = 0;

  beforeAll(async () => {
    database = await openTestDatabase();
    jobs = createJobQueue('pg-boss', database, {
      onError: () => {},
      pollingIntervalSeconds: 0.5,
      onJobFailed: (name, final) => failures.push([name, final]),
    });
    jobs.define<{ word: string }>(
      'test.echo',
      async ({ word }) => {
        delivered.push(word);
      },
      { retryLimit: 0, retryDelaySeconds: 0, retryBackoff: false },
    );
    jobs.define(
      'test.flaky',
      async (_data, meta) => {
        attempts.push(meta);
        if (!meta.final) throw new Error('temporary failure');
      },
      { retryLimit: 2, retryDelaySeconds: 0, retryBackoff: false },
    );
    // One worker that holds each job until released: what is sent meanwhile waits.
    jobs.define(
      'test.held',
      async () => {
        holding++;
        await held;
      },
      { retryLimit: 0, retryDelaySeconds: 0, retryBackoff: false },
    );
    await jobs.start();
  }, 60_000);

  afterAll(async () => {
    await jobs.stop();
    await database.close();
  });

  it('delivers a sent job to its worker', async () => {
    await jobs.send('test.echo', { word: 'hello' });
    await until(() => delivered.includes('hello'));
    expect(delivered).toEqual(['hello']);
  });

  it('retries a failing job until its last attempt, and says which attempt is the last', async () => {
    await jobs.send('test.flaky', {});
    await until(() => attempts.length === 3);
    expect(attempts).toEqual([
      { attempt: 1, final: false },
      { attempt: 2, final: false },
      { attempt: 3, final: true },
    ]);
    // The two attempts that threw are reported (the metrics' jobs_failed_total), neither final.
    expect(failures).toEqual([
      ['test.flaky', false],
      ['test.flaky', false],
    ]);
  });

  it('counts the jobs due and waiting per job, not the running one nor a later one', async () => {
    await jobs.send('test.held', {});
    await until(() => holding === 1);
    await jobs.send('test.held', {});
    await jobs.send('test.held', {});
    await jobs.send('test.held', {}, { startAfter: new Date(Date.now() + 3_600_000) });
    expect(await jobs.queueDepths()).toEqual({
      'test.echo': 0,
      'test.flaky': 0,
      'test.held': 2,
    });
    release();
    await until(() => holding === 3);
    expect((await jobs.queueDepths())['test.held']).toBe(0);
  });

  it("keeps the queue out of the application's open transaction", async () => {
    const { db } = database;
    await db.execute(sql`create table if not exists jobs_probe (v text)`);
    // While the app holds a transaction open, the queue keeps polling and a job is sent: none of
    // the queue's statements may run inside it (the rollback must leave no trace of either).
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into jobs_probe values ('in-tx')`);
        await new Promise((r) => setTimeout(r, 1200));
        throw new Error('roll back');
      })
      .catch(() => {});
    const sent = jobs.send('test.echo', { word: 'after' });
    await sent;
    await until(() => delivered.includes('after'));
    const rows = (await db.execute(sql`select v from jobs_probe`)) as unknown as {
      rows?: unknown[];
    };
    expect(rows.rows ?? rows).toHaveLength(0);
  });
});
