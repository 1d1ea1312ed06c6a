import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';
import { goalFixtures } from '../../test-support/kits/consumer-goal.fixtures.js';
let t: TestApp;
let dist1: Record<string, string>;
let dist2: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  dist1 = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  dist2 = bearer(await signIn(t.app, 'newdistributor@wander.demo'), 'DIST002');
});
afterAll(() => t.close());

const { group, VIP_GOAL, call, newConsumer, goalDetail } = goalFixtures(
  () => t,
  () => dist1,
);

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
