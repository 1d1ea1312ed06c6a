import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { purchaseOrders, wanderSerialNumbers } from '../db/schema/index.js';
import { demoConsumerOrders, seedConsumerOrders } from './seed-consumer-orders.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

describe('demo consumer orders', () => {
  it('holds about 200 completed consumer orders over six months, each with a delivered eSIM', async () => {
    const db = t.database.db;
    const expected = demoConsumerOrders(new Date()).length;
    const [row] = await db
      .select({
        n: count(),
        completed:
          sql<number>`count(*) filter (where ${purchaseOrders.status} = 'Completed')`.mapWith(
            Number,
          ),
        oldest: sql<string>`min(${purchaseOrders.paidAt})`,
      })
      .from(purchaseOrders)
      .where(isNotNull(purchaseOrders.consumerId));
    expect(row.n).toBe(expected);
    expect(expected).toBeGreaterThan(180);
    expect(row.completed).toBe(expected);
    const oldestDays = (Date.now() - new Date(row.oldest).getTime()) / 86_400_000;
    expect(oldestDays).toBeGreaterThan(100);
    expect(oldestDays).toBeLessThan(185);
    const [delivered] = await db
      .select({ n: count() })
      .from(wanderSerialNumbers)
      .where(
        and(
          eq(wanderSerialNumbers.status, 'delivered'),
          sql`${wanderSerialNumbers.iccid} like '896077%'`,
        ),
      );
    expect(delivered.n).toBe(expected);
    // A second run adds nothing.
    expect(await seedConsumerOrders(db)).toBe(0);
  });
});
