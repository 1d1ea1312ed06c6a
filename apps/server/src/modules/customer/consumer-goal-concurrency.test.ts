import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { goalFixtures } from '../../test-support/kits/consumer-goal.fixtures.js';
import { evaluateConsumerGoals, runConsumerUpgradeGoals } from './consumer-goals.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * The payment's hook and the hourly job evaluating the same consumers at once (PGlite is one
 * session, so this runs on PostgreSQL only): each consumer is moved and credited once, with one
 * coupon and one count on the goal.
 */
describe.skipIf(!onPostgres)('consumer goals evaluated concurrently (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());
  const fx = goalFixtures(
    () => t,
    () => ({}),
  );

  it('credits each consumer once, however many evaluations race', async () => {
    const reachedCount = async () =>
      (
        await t.database.db.query.consumerUpgradeGoals.findFirst({
          where: (g, { eq }) => eq(g.id, fx.FREQUENT_FLYER_GOAL),
        })
      )?.reachedCount;
    const before = (await reachedCount())!;
    const racers = [];
    for (let i = 0; i < 10; i++) {
      const c = await fx.newConsumer(`Racer ${i}`);
      await fx.paidOrder(c.id, 32_000, 3);
      racers.push(c);
    }
    const db = t.database.db;
    await Promise.all([
      runConsumerUpgradeGoals(db),
      runConsumerUpgradeGoals(db),
      ...racers.flatMap((c) =>
        Array.from({ length: 4 }, () => db.transaction((tx) => evaluateConsumerGoals(tx, c.id))),
      ),
    ]);
    for (const c of racers) {
      expect((await fx.consumerRow(c.id)).consumerGroupName).toBe('Frequent Flyer');
      expect(await fx.achievementsOf(c.id)).toHaveLength(1);
      expect(await fx.couponsOf(c.id)).toHaveLength(1);
    }
    expect(await reachedCount()).toBe(before + 10);
  });
});
