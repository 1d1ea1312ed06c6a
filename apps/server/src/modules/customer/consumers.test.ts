import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';
import { DEMO_CONSUMER_COUNT } from '../../seed/seed-consumers.js';

let t: TestApp;
let dist1: Record<string, string>;
let dist2: Record<string, string>;
let customer: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  dist1 = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  dist2 = bearer(await signIn(t.app, 'newdistributor@wander.demo'), 'DIST002');
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = dist1,
) => t.app.inject({ method, url: `/api/${url}`, headers, payload });

type Consumer = Record<string, unknown> & { id: string; email: string; name: string };
const search = async (payload: object, headers = dist1) => {
  const res = await call('POST', 'customer/Consumer/Search', payload, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: Consumer[]; totalCount: number };
};
const groupId = async (name: string) => {
  const res = await call('GET', 'customer/ConsumerGroups/GetSelectList');
  return (res.json().data as { label: string; value: string }[]).find((o) => o.label === name)!
    .value;
};
const edit = (c: Consumer, overrides: object = {}) => ({
  email: c.email,
  name: c.name,
  phone: c.phone,
  country: c.country,
  consumerGroupId: c.consumerGroupId,
  status: c.status,
  ...overrides,
});

describe('customer/ConsumerGroups and customer/Consumer', () => {
  it('holds the demo groups and the demo consumers of DIST001, some referred by others', async () => {
    const groups = await call('POST', 'customer/ConsumerGroups/Search', { pageSize: 10 });
    const names = (groups.json().data.items as { name: string }[]).map((g) => g.name);
    expect(names).toEqual(['Explorer', 'Frequent Flyer', 'VIP']);
    const all = await search({ pageSize: 5 });
    expect(all.totalCount).toBe(DEMO_CONSUMER_COUNT);
    expect(all.items[0]).not.toHaveProperty('passwordHash');
    const referred = await search({
      pageSize: 5,
      filterColumns: [{ columnName: 'referredByName', filterValue: ' ', operator: 'contains' }],
    });
    expect(referred.totalCount).toBeGreaterThan(30);
    expect(referred.totalCount).toBeLessThan(DEMO_CONSUMER_COUNT);
    const vip = await search({
      filterColumns: [{ columnName: 'consumerGroupName', filterValue: 'VIP', operator: 'eq' }],
    });
    expect(vip.totalCount).toBeGreaterThan(0);
    expect(vip.totalCount).toBeLessThan(60);
  });

  it('has no create from the back-office: consumers sign up through the store', async () => {
    const res = await call('POST', 'customer/Consumer', {
      email: 'new.person@example.com',
      name: 'New Person',
      country: 'MY',
      status: 'Active',
    });
    expect(res.statusCode).toBe(404);
    expect((await search({})).totalCount).toBe(DEMO_CONSUMER_COUNT);
  });

  it('edits a consumer: group, status and profile, with the group name on the list', async () => {
    const [c] = (
      await search({ pageSize: 1, sortColumns: [{ columnName: 'name', sortOrder: 'asc' }] })
    ).items;
    const vipId = await groupId('VIP');
    const res = await call(
      'PUT',
      `customer/Consumer/${c.id}`,
      edit(c, { consumerGroupId: vipId, status: 'Inactive', email: 'New.Address@Example.com' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const detail = (await call('GET', `customer/Consumer/GetDetail/${c.id}`)).json().data;
    expect(detail).toMatchObject({
      consumerGroupName: 'VIP',
      status: 'Inactive',
      email: 'new.address@example.com',
      referralCode: c.referralCode,
    });
  });

  it('answers clear validation messages and changes nothing', async () => {
    const [a, b] = (
      await search({ pageSize: 2, sortColumns: [{ columnName: 'email', sortOrder: 'asc' }] })
    ).items;
    const bad = await call(
      'PUT',
      `customer/Consumer/${a.id}`,
      edit(a, { name: '', email: 'not-an-email', country: 'Japan' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      name: ['Name is required'],
      email: ['Email is invalid'],
      country: ['Country is not a valid option'],
    });
    const unknown = await call('PUT', `customer/Consumer/${a.id}`, edit(a, { country: 'XX' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.country).toEqual(['Country is not a valid option']);
    const taken = await call('PUT', `customer/Consumer/${a.id}`, edit(a, { email: b.email }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.email).toEqual(['Email already exists']);
    const after = (await call('GET', `customer/Consumer/GetDetail/${a.id}`)).json().data;
    expect(after.email).toBe(a.email);
    expect(after.name).toBe(a.name);
  });

  it("refuses another distributor's group, and hides the consumers from another distributor (404)", async () => {
    const [c] = (await search({ pageSize: 1 })).items;
    const theirGroup = await call(
      'POST',
      'customer/ConsumerGroups',
      { name: 'Elsewhere', description: null, discountPercent: 3 },
      dist2,
    );
    expect(theirGroup.statusCode, theirGroup.body).toBe(200);
    const wrong = await call(
      'PUT',
      `customer/Consumer/${c.id}`,
      edit(c, { consumerGroupId: theirGroup.json().data.id }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.consumerGroupId).toEqual(['Consumer Group is not a valid option']);

    expect(
      (await call('GET', `customer/Consumer/GetDetail/${c.id}`, undefined, dist2)).statusCode,
    ).toBe(404);
    const put = await call(
      'PUT',
      `customer/Consumer/${c.id}`,
      edit(c, { name: 'Taken Over' }),
      dist2,
    );
    expect(put.statusCode).toBe(404);
    expect((await search({}, dist2)).totalCount).toBe(0);
    expect((await call('POST', 'customer/Consumer/Search', {}, customer)).statusCode).toBe(403);
  });

  it('renaming a group renames it on its consumers', async () => {
    const id = await groupId('Frequent Flyer');
    const res = await call('PUT', `customer/ConsumerGroups/${id}`, {
      name: 'Frequent Traveller',
      description: 'Five trips or more a year',
      discountPercent: 5,
    });
    expect(res.statusCode, res.body).toBe(200);
    const renamed = await search({
      filterColumns: [
        { columnName: 'consumerGroupName', filterValue: 'Frequent Traveller', operator: 'eq' },
      ],
    });
    expect(renamed.totalCount).toBeGreaterThan(0);
    const old = await search({
      filterColumns: [
        { columnName: 'consumerGroupName', filterValue: 'Frequent Flyer', operator: 'eq' },
      ],
    });
    expect(old.totalCount).toBe(0);
  });
});
