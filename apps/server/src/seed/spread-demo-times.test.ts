import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// Issue 26: the demo world's records shared one second; real ones are spread over days and hours.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Spread = { n: number; days: number; hours: number; future: number };
const spread = async (table: string) => {
  const result = (await t.database.db.execute(
    sql.raw(`select count(*)::int as n,
      count(distinct date_trunc('day', created_at))::int as days,
      count(distinct extract(hour from created_at))::int as hours,
      count(*) filter (where created_at > now())::int as future
      from "${table}"`),
  )) as unknown as { rows: Spread[] };
  return result.rows[0];
};

describe('the demo world over time', () => {
  it.each(['companies', 'users', 'customers', 'agents', 'products', 'promotions'])(
    '%s were created on different days and at different hours, none in the future',
    async (table) => {
      const s = await spread(table);
      expect(s.n).toBeGreaterThan(4);
      expect(s.days).toBeGreaterThan(Math.min(4, s.n - 1));
      expect(s.hours).toBeGreaterThan(3);
      expect(s.future).toBe(0);
    },
  );
});
