import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, sql } from 'drizzle-orm';
import { openTestDatabase } from '../test-support/test-app.js';
import type { Database } from '../platform/db/client.js';
import {
  companies,
  rolePermissions,
  roles,
  userRoles,
  users,
  walletTransactions,
} from '../db/schema/index.js';
import { seedDemo } from './seed-demo.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('demo seed', () => {
  it('loads the twelve demo accounts (six of them DIST001 agents, seed-agents.ts), the eight roles and the companies, and a second run adds nothing', async () => {
    const counts = async () => {
      const db = database.db;
      const [u] = await db.select({ n: count() }).from(users);
      const [r] = await db.select({ n: count() }).from(roles);
      const [c] = await db.select({ n: count() }).from(companies);
      const [ur] = await db.select({ n: count() }).from(userRoles);
      const [rp] = await db.select({ n: count() }).from(rolePermissions);
      const [wt] = await db.select({ n: count() }).from(walletTransactions);
      return {
        users: u.n,
        roles: r.n,
        companies: c.n,
        userRoles: ur.n,
        grants: rp.n,
        ledger: wt.n,
      };
    };
    await seedDemo(database.db);
    const first = await counts();
    // ledger: the opening balance, the two paid demo orders (seed-orders.ts), the tour group's
    // order (seed-group-orders.ts) and the cancelled one with its refund (seed-invoicing.ts).
    expect(first).toMatchObject({ users: 12, roles: 8, companies: 11, userRoles: 12, ledger: 6 });
    await seedDemo(database.db);
    expect(await counts()).toEqual(first);
    // The whole demo world, twice (with ~200 consumer orders through the use cases): about a
    // minute on a quiet 2-core machine, over two on a loaded one.
  }, 300_000);

  it('sells the same plans on every seed: this one and the shared template picked the same', async () => {
    // What the demo orders sold and the stock they left, per plan: the seed picks its plans
    // among many that tie on stock, and the tests (and the demo) count on the same ones.
    const sold = async (db: Database['db']) =>
      (
        (await db.execute(sql`
          select v.variant_code as plan, s.entity_code as seller, s.status, count(*)::int as n
          from wander_serial_numbers s join product_variants v on v.id = s.variant_id
          group by 1, 2, 3
          order by 1, 2, 3`)) as unknown as { rows: unknown[] }
      ).rows;
    const template = await openTestDatabase(undefined, true);
    try {
      if (!template.seeded) await seedDemo(template.db);
      const mine = await sold(database.db);
      expect(mine.length).toBeGreaterThan(100);
      expect(mine).toEqual(await sold(template.db));
    } finally {
      await template.close();
    }
  }, 120_000);
});
