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

  beforeAll(async () => {
    database = await openTestDatabase();
    jobs = createJobQueue('pg-boss', database, {
      onError: () => {},
      pollingIntervalSeconds: 0.5,
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
