import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';
import {
  consumerGoalAchievements,
  consumers,
  couponConsumers,
  purchaseOrders,
} from '../../db/schema/index.js';
import { stableId } from '../../seed/stable-id.js';
import type { Tx } from '../../platform/db/client.js';
import { consumerOrderPaid } from './consumer-order-events.js';
import { CONSUMER_UPGRADE_GOALS_JOB } from './consumer-goal-jobs.js';

let t: TestApp;
let dist1: Record<string, string>;
let dist2: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  dist1 = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  dist2 = bearer(await signIn(t.app, 'newdistributor@wander.demo'), 'DIST002');
});
afterAll(() => t.close());

const DAY = 86_400_000;
const group = (key: string) => stableId(`consumer-group:DIST001:${key}`);
const GROUP_NAMES: Record<string, string> = {
  explorer: 'Explorer',
  'frequent-flyer': 'Frequent Flyer',
  vip: 'VIP',
};
const FREQUENT_FLYER_GOAL = stableId('consumer-goal:DIST001:frequent-flyer');
const VIP_GOAL = stableId('consumer-goal:DIST001:vip');

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = dist1,
) => t.app.inject({ method, url: `/api/${url}`, headers, payload });

let serial = 0;
/** A consumer of DIST001 of its own (the demo's are left alone), in `groupKey`. */
async function newConsumer(name: string, groupKey = 'explorer') {
  serial += 1;
  const [row] = await t.database.db
    .insert(consumers)
    .values({
      entityCode: 'DIST001',
      email: `goal.test.${serial}@example.com`,
      name,
      country: 'MY',
      consumerGroupId: group(groupKey),
      consumerGroupName: GROUP_NAMES[groupKey],
      referralCode: `GOALTEST${serial}`,
    })
    .returning();
  return row;
}

/** A consumer order of DIST001 paid `daysAgo` days ago (not evaluated: see `pay`). */
async function paidOrder(
  consumerId: string,
  totalMinor: number,
  daysAgo = 1,
  status = 'Paid',
  db: Tx = t.database.db,
) {
  serial += 1;
  const [po] = await db
    .insert(purchaseOrders)
    .values({
      documentNo: `GOAL-${serial}`,
      entityCode: 'DIST001',
      distributorEntityCode: 'DIST001',
      consumerId,
      currency: 'MYR',
      status,
      paymentMethod: 'card',
      subtotalMinor: totalMinor,
      totalMinor,
      paidAt: new Date(Date.now() - daysAgo * DAY),
    })
    .returning();
  return po;
}

/** An order paid now, followed by what its payment's transaction runs. */
const pay = (consumerId: string, totalMinor: number) =>
  t.database.db.transaction(async (tx) => {
    const po = await paidOrder(consumerId, totalMinor, 0, 'Paid', tx);
    await consumerOrderPaid(tx, po);
  });

const consumerRow = async (id: string) =>
  (await t.database.db.select().from(consumers).where(eq(consumers.id, id)))[0];
const achievementsOf = (consumerId: string) =>
  t.database.db
    .select()
    .from(consumerGoalAchievements)
    .where(eq(consumerGoalAchievements.consumerId, consumerId));
const couponsOf = (consumerId: string) =>
  t.database.db
    .select({ code: couponConsumers.couponCode, note: couponConsumers.note })
    .from(couponConsumers)
    .where(and(eq(couponConsumers.consumerId, consumerId)));
const goalDetail = async (id: string) =>
  (await call('GET', `customer/ConsumerUpgradeGoal/GetDetail/${id}`)).json().data as {
    reachedCount: number;
  };

describe('customer/ConsumerUpgradeGoal (Consumer Summary)', () => {
  const body = (over: object = {}) => ({
    name: 'Jet Setter: spend 2,000.00 in a year',
    description: 'For the road warriors',
    consumerGroupId: group('vip'),
    spendTarget: 2000,
    periodDays: 365,
    isActive: false,
    ...over,
  });

  it("lists DIST001's goals with their group, target and period", async () => {
    const res = await call('POST', 'customer/ConsumerUpgradeGoal/Search', { pageSize: 10 });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().data.items as Record<string, unknown>[];
    expect(items.map((g) => [g.name, g.consumerGroupName, g.spendTarget, g.periodDays])).toEqual([
      ['Summer sprint: spend 200.00 in 30 days', 'Frequent Flyer', 200, 30],
      ['Frequent Flyer: spend 300.00 in 90 days', 'Frequent Flyer', 300, 90],
      ['VIP: spend 800.00 in 180 days', 'VIP', 800, 180],
    ]);
    expect(items[0].isActive).toBe(false);
    expect(typeof items[1].reachedCount).toBe('number');
    const theirs = await call('POST', 'customer/ConsumerUpgradeGoal/Search', {}, dist2);
    expect(theirs.json().data.totalCount).toBe(0);
  });

  it('creates, edits and deletes a goal, the group name copied', async () => {
    const created = await call('POST', 'customer/ConsumerUpgradeGoal', body());
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().message).toBe('Create successfully!');
    const goal = created.json().data;
    expect(goal).toMatchObject({ consumerGroupName: 'VIP', spendTarget: 2000, reachedCount: 0 });
    const updated = await call(
      'PUT',
      `customer/ConsumerUpgradeGoal/${goal.id}`,
      body({ consumerGroupId: group('frequent-flyer'), spendTarget: 1234.56 }),
    );
    expect(updated.json().message).toBe('Update successfully!');
    expect(updated.json().data).toMatchObject({
      consumerGroupName: 'Frequent Flyer',
      spendTarget: 1234.56,
    });
    const removed = await call('DELETE', `customer/ConsumerUpgradeGoal/${goal.id}`);
    expect(removed.json().message).toBe('Delete successfully!');
  });

  it("answers the spec's validation messages and creates nothing", async () => {
    const empty = await call('POST', 'customer/ConsumerUpgradeGoal', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({
      name: ['Name is required'],
      consumerGroupId: ['Consumer Group is required'],
      spendTarget: ['Spend Target is required'],
      periodDays: ['Period (Days) is required'],
    });
    const bad = await call(
      'POST',
      'customer/ConsumerUpgradeGoal',
      body({ spendTarget: 0, periodDays: 0, consumerGroupId: 'vip' }),
    );
    expect(bad.json().errors).toMatchObject({
      spendTarget: ['Spend Target should have minimum value of 0.01'],
      periodDays: ['Period (Days) should have minimum value of 1'],
      consumerGroupId: ['Consumer Group is not a valid option'],
    });
    const cents = await call('POST', 'customer/ConsumerUpgradeGoal', body({ spendTarget: 1.005 }));
    expect(cents.json().errors.spendTarget).toEqual([
      'Spend Target should have maximum of 2 decimal places',
    ]);
    const taken = await call(
      'POST',
      'customer/ConsumerUpgradeGoal',
      body({ name: 'VIP: spend 800.00 in 180 days' }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.name).toEqual(['Name already exists']);
    const after = await call('POST', 'customer/ConsumerUpgradeGoal/Search', {});
    expect(after.json().data.totalCount).toBe(3);
  });

  it("refuses another distributor's group, and hides the goals from another distributor (404)", async () => {
    const theirGroup = await call(
      'POST',
      'customer/ConsumerGroups',
      { name: 'Nomad', discountPercent: 20 },
      dist2,
    );
    const mixed = await call(
      'POST',
      'customer/ConsumerUpgradeGoal',
      body({ consumerGroupId: theirGroup.json().data.id }),
    );
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().errors.consumerGroupId).toEqual(['Consumer Group is not a valid option']);
    const ours = `customer/ConsumerUpgradeGoal/${VIP_GOAL}`;
    expect(
      (await call('GET', `customer/ConsumerUpgradeGoal/GetDetail/${VIP_GOAL}`, undefined, dist2))
        .statusCode,
    ).toBe(404);
    const put = await call(
      'PUT',
      ours,
      body({ consumerGroupId: theirGroup.json().data.id }),
      dist2,
    );
    expect(put.statusCode).toBe(404);
    expect((await call('DELETE', ours, undefined, dist2)).statusCode).toBe(404);
    const progress = await call(
      'POST',
      `customer/ConsumerUpgradeGoal/SearchProgress/${VIP_GOAL}`,
      { pageIndex: 1 },
      dist2,
    );
    expect(progress.statusCode).toBe(404);
    const someone = await newConsumer('Private Person');
    const theirView = await call(
      'GET',
      `customer/ConsumerUpgradeGoal/GetProgress/${someone.id}`,
      undefined,
      dist2,
    );
    expect(theirView.statusCode).toBe(404);
    expect((await goalDetail(VIP_GOAL)).reachedCount).toBeGreaterThanOrEqual(0);
    expect(
      (await call('GET', `customer/ConsumerUpgradeGoal/GetDetail/${VIP_GOAL}`)).json().data.name,
    ).toBe('VIP: spend 800.00 in 180 days');
  });

  it('renames a group on its goals, and refuses to delete a group a goal moves consumers to', async () => {
    const made = await call('POST', 'customer/ConsumerGroups', {
      name: 'Jet Set',
      discountPercent: 15,
    });
    const id = made.json().data.id as string;
    const goal = (
      await call('POST', 'customer/ConsumerUpgradeGoal', body({ consumerGroupId: id }))
    ).json().data;
    await call('PUT', `customer/ConsumerGroups/${id}`, {
      name: 'Jet Set Club',
      discountPercent: 15,
    });
    expect(
      (await call('GET', `customer/ConsumerUpgradeGoal/GetDetail/${goal.id}`)).json().data
        .consumerGroupName,
    ).toBe('Jet Set Club');
    const refused = await call('DELETE', `customer/ConsumerGroups/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Consumer Group is used by 1 upgrade goal');
    await call('DELETE', `customer/ConsumerUpgradeGoal/${goal.id}`);
    expect((await call('DELETE', `customer/ConsumerGroups/${id}`)).json().message).toBe(
      'Delete successfully!',
    );
  });
});

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
    const ffAfter = (await goalDetail(FREQUENT_FLYER_GOAL)).reachedCount;
    expect(ffAfter).toBe(ffBefore + 1);

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
    expect(rows.some((r) => r.name === 'Private Person')).toBe(false);
    const last = await call('POST', url, { pageIndex: 2, pageSize: 1 });
    expect(last.json().data.items[0].name).toBe(page.items[1].name);
    const bad = await call('POST', url, { pageIndex: 0, extra: 1 });
    expect(bad.statusCode).toBe(400);
  });
});
