import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/** How often a failure also deletes long-expired counters (one call in this many). */
const PRUNE_ONE_IN = 200;

/**
 * Counts failures per key in a fixed window. No permanent lock-out: a key is blocked only until
 * its window ends. The counters live in the database (`request_throttles`), so every server
 * process behind a load balancer counts the same failures; the window is measured on the
 * database's clock, the one clock all processes share.
 */
export class FailureThrottle {
  constructor(
    private readonly db: Db,
    /** Which limit this is (part of the key, so limits never share a counter). */
    private readonly scope: string,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Seconds until the key may try again, or 0 when it is not blocked. */
  async retryAfter(key: string): Promise<number> {
    const rows = (await this.db.execute(sql`
      select ceil(extract(epoch from reset_at - now()))::int as "wait"
      from request_throttles
      where scope = ${this.scope} and key = ${key} and reset_at > now() and count >= ${this.limit}
    `)) as unknown as { rows: { wait: number }[] };
    return Math.max(0, rows.rows[0]?.wait ?? 0);
  }

  /** Counts one failure (a new window starts when the last one has ended). */
  async fail(key: string): Promise<void> {
    const window = `${this.windowMs} milliseconds`;
    await this.db.execute(sql`
      insert into request_throttles (scope, key, count, reset_at)
      values (${this.scope}, ${key}, 1, now() + ${window}::interval)
      on conflict (scope, key) do update set
        count = case when request_throttles.reset_at <= now() then 1
                     else request_throttles.count + 1 end,
        reset_at = case when request_throttles.reset_at <= now() then excluded.reset_at
                        else request_throttles.reset_at end
    `);
    if (Math.floor(Math.random() * PRUNE_ONE_IN) === 0) {
      await this.db.execute(
        sql`delete from request_throttles where reset_at < now() - interval '1 hour'`,
      );
    }
  }

  async reset(key: string): Promise<void> {
    await this.db.execute(
      sql`delete from request_throttles where scope = ${this.scope} and key = ${key}`,
    );
  }
}

/** Seconds until every key of the pairs may try again: the longest of their waits (0: none). */
export async function longestWait(pairs: [FailureThrottle, string][]): Promise<number> {
  const waits = await Promise.all(pairs.map(([throttle, key]) => throttle.retryAfter(key)));
  return Math.max(0, ...waits);
}
