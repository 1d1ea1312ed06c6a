import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';
import { goalFixtures } from '../../test-support/kits/consumer-goal.fixtures.js';
import { count, eq } from 'drizzle-orm';
import { consumerGoalAchievements, consumers } from '../../db/schema/index.js';
import { CONSUMER_UPGRADE_GOALS_JOB } from './consumer-goal-jobs.js';
let t: TestApp;
let dist1: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  dist1 = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
});
afterAll(() => t.close());

const {
  group,
  FREQUENT_FLYER_GOAL,
  VIP_GOAL,
  call,
  newConsumer,
  paidOrder,
  pay,
  consumerRow,
  achievementsOf,
  couponsOf,
  goalDetail,
} = goalFixtures(
  () => t,
  () => dist1,
);

describe('reaching a goal', () => {
  it('moves the consumer up when a paid order reaches the target, and issues the coupon once', async () => {
    const aiko = await newConsumer('Aiko Goal');
    const before = (await goalDetail(FREQUENT_FLYER_GOAL)).reachedCount;
    await pay(aiko.id, 20_000);
    expect((await consumerRow(aiko.id)).consumerGroupName).toBe('Explorer');
    expect(await achievementsOf(aiko.id)).toEqual([]);

    // 200.00 + 150.00 = 350.00 within 90 days: Frequent Flyer (300.00).
    await pay(aiko.id, 15_000);
    const moved = await consumerRow(aiko.id);
    expect(moved.consumerGroupId).toBe(group('frequent-flyer'));
    expect(moved.consumerGroupName).toBe('Frequent Flyer');
    const [reached] = await achievementsOf(aiko.id);
    expect(reached).toMatchObject({ goalId: FREQUENT_FLYER_GOAL, spentMinor: 35_000 });
    expect(await couponsOf(aiko.id)).toEqual([{ code: 'TRAVEL5', note: 'Upgrade reward' }]);
    expect((await goalDetail(FREQUENT_FLYER_GOAL)).reachedCount).toBe(before + 1);

    // 450.00: nothing more to reach yet; 850.00: VIP (800.00 in 180 days).
    await pay(aiko.id, 10_000);
    expect(await achievementsOf(aiko.id)).toHaveLength(1);
    await pay(aiko.id, 40_000);
    expect((await consumerRow(aiko.id)).consumerGroupName).toBe('VIP');
    const all = await achievementsOf(aiko.id);
    expect(all.map((a) => [a.goalId, a.spentMinor])).toEqual([
      [FREQUENT_FLYER_GOAL, 35_000],
      [VIP_GOAL, 85_000],
    ]);
    // The automation serves a consumer once, however many goals it reaches.
    expect(await couponsOf(aiko.id)).toHaveLength(1);
    expect((await goalDetail(FREQUENT_FLYER_GOAL)).reachedCount).toBe(before + 1);
  });

  it('goes straight to the best group reached, and never moves anyone down', async () => {
    const ben = await newConsumer('Ben Straight');
    await pay(ben.id, 90_000);
    expect((await consumerRow(ben.id)).consumerGroupName).toBe('VIP');
    expect((await achievementsOf(ben.id)).map((a) => a.goalId)).toEqual([VIP_GOAL]);

    const vera = await newConsumer('Vera Already', 'vip');
    await pay(vera.id, 35_000);
    expect((await consumerRow(vera.id)).consumerGroupName).toBe('VIP');
    expect(await achievementsOf(vera.id)).toEqual([]);
    expect(await couponsOf(vera.id)).toEqual([]);
  });

  it('counts only orders paid within the period and not cancelled', async () => {
    const cleo = await newConsumer('Cleo Window');
    await paidOrder(cleo.id, 40_000, 100); // outside Frequent Flyer's 90 days, inside VIP's 180
    await paidOrder(cleo.id, 50_000, 2, 'Cancelled'); // refunded
    await paidOrder(cleo.id, 30_000, 200); // outside both
    await pay(cleo.id, 10_000);
    expect((await consumerRow(cleo.id)).consumerGroupName).toBe('Explorer');
    expect(await achievementsOf(cleo.id)).toEqual([]);

    const res = await call('GET', `customer/ConsumerUpgradeGoal/GetProgress/${cleo.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const progress = res.json().data;
    expect(progress).toMatchObject({
      name: 'Cleo Window',
      consumerGroupName: 'Explorer',
      currency: 'MYR',
    });
    // The paused Summer sprint is not shown; the smallest target first.
    expect(
      progress.goals.map((g: Record<string, unknown>) => [
        g.name,
        g.spent,
        g.spendTarget,
        g.percent,
        g.reachedAt,
      ]),
    ).toEqual([
      ['Frequent Flyer: spend 300.00 in 90 days', 100, 300, 33.3, null],
      ['VIP: spend 800.00 in 180 days', 500, 800, 62.5, null],
    ]);
  });

  it('leaves an Inactive consumer where it is', async () => {
    const ina = await newConsumer('Ina Inactive');
    await t.database.db
      .update(consumers)
      .set({ status: 'Inactive' })
      .where(eq(consumers.id, ina.id));
    await pay(ina.id, 50_000);
    expect((await consumerRow(ina.id)).consumerGroupName).toBe('Explorer');
  });
});

describe('the consumer.upgrade-goals job', () => {
  const runJob = async () => {
    await t.app.services.jobs.send(CONSUMER_UPGRADE_GOALS_JOB, {});
    await t.app.services.jobs.idle();
  };

  it('catches up consumers whose orders were paid without the hook, once', async () => {
    const dan = await newConsumer('Dan Catchup');
    const eve = await newConsumer('Eve Catchup');
    const fay = await newConsumer('Fay Short');
    await paidOrder(dan.id, 31_000, 5);
    await paidOrder(eve.id, 50_000, 150);
    await paidOrder(eve.id, 40_000, 20);
    await paidOrder(fay.id, 29_999, 5);
    const ffBefore = (await goalDetail(FREQUENT_FLYER_GOAL)).reachedCount;
    await runJob();
    expect((await consumerRow(dan.id)).consumerGroupName).toBe('Frequent Flyer');
    expect((await consumerRow(eve.id)).consumerGroupName).toBe('VIP');
    expect((await consumerRow(fay.id)).consumerGroupName).toBe('Explorer');
    expect(await couponsOf(dan.id)).toHaveLength(1);
    expect(await couponsOf(eve.id)).toHaveLength(1);
    expect((await achievementsOf(eve.id)).map((a) => [a.goalId, a.spentMinor])).toEqual([
      [VIP_GOAL, 90_000],
    ]);
    // Dan here (and any demo consumer whose orders were never evaluated): the count is the rows.
    const ffAfter = (await goalDetail(FREQUENT_FLYER_GOAL)).reachedCount;
    expect(ffAfter).toBeGreaterThanOrEqual(ffBefore + 1);
    const [{ n }] = await t.database.db
      .select({ n: count() })
      .from(consumerGoalAchievements)
      .where(eq(consumerGoalAchievements.goalId, FREQUENT_FLYER_GOAL));
    expect(ffAfter).toBe(n);

    await runJob();
    expect(await achievementsOf(dan.id)).toHaveLength(1);
    expect((await goalDetail(FREQUENT_FLYER_GOAL)).reachedCount).toBe(ffAfter);
  });
});

describe('goal progress in the back-office', () => {
  it("shows one consumer's progress with the date a goal was reached", async () => {
    const gus = await newConsumer('Gus Progress');
    await paidOrder(gus.id, 15_000, 10);
    await paidOrder(gus.id, 10_000, 120);
    const res = await call('GET', `customer/ConsumerUpgradeGoal/GetProgress/${gus.id}`);
    const [ff, vip] = res.json().data.goals;
    expect(ff).toMatchObject({
      goalId: FREQUENT_FLYER_GOAL,
      spent: 150,
      percent: 50,
      reachedAt: null,
    });
    expect(vip).toMatchObject({ goalId: VIP_GOAL, spent: 250, percent: 31.2, periodDays: 180 });

    await pay(gus.id, 20_000);
    const after = (await call('GET', `customer/ConsumerUpgradeGoal/GetProgress/${gus.id}`)).json()
      .data;
    expect(after.consumerGroupName).toBe('Frequent Flyer');
    expect(after.goals[0]).toMatchObject({ spent: 350, percent: 116.6 });
    expect(new Date(after.goals[0].reachedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const unknown = await call(
      'GET',
      'customer/ConsumerUpgradeGoal/GetProgress/00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
  });

  it("lists a goal's consumers with spend in its period, the highest first, paged", async () => {
    const hal = await newConsumer('Hal Top Spender');
    await paidOrder(hal.id, 9_999_900, 3);
    const url = `customer/ConsumerUpgradeGoal/SearchProgress/${FREQUENT_FLYER_GOAL}`;
    const res = await call('POST', url, { pageIndex: 1, pageSize: 5 });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ currency: 'MYR', spendTarget: 300, periodDays: 90 });
    expect(page.items[0]).toMatchObject({
      name: 'Hal Top Spender',
      spent: 99_999,
      percent: 33_333,
    });
    const spent = page.items.map((r: { spent: number }) => r.spent);
    expect(spent).toEqual([...spent].sort((a, b) => b - a));
    expect(page.totalCount).toBeGreaterThanOrEqual(5);
    expect(page.pageCount).toBe(Math.ceil(page.totalCount / 5));
    // Outside the period (Cleo's 400.00 of 100 days ago) or cancelled does not put anyone here.
    const everyone = await call('POST', url, { pageIndex: 1, pageSize: 100 });
    const rows = everyone.json().data.items as {
      name: string;
      spent: number;
      reachedAt: unknown;
    }[];
    expect(rows.find((r) => r.name === 'Cleo Window')?.spent).toBe(100);
    expect(rows.find((r) => r.name === 'Aiko Goal')?.reachedAt).not.toBeNull();
    const idle = await newConsumer('Ida No Orders');
    const again = await call('POST', url, { pageIndex: 1, pageSize: 100 });
    const names = (again.json().data.items as { name: string }[]).map((r) => r.name);
    expect(names).not.toContain(idle.name);
    expect(names).toContain('Hal Top Spender');
    const last = await call('POST', url, { pageIndex: 2, pageSize: 1 });
    expect(last.json().data.items[0].name).toBe(page.items[1].name);
    const bad = await call('POST', url, { pageIndex: 0, extra: 1 });
    expect(bad.statusCode).toBe(400);
  });
});
