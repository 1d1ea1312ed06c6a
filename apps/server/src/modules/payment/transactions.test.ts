import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let admin: Record<string, string>;
let distributor: Record<string, string>;
let otherDistributor: Record<string, string> | null;
let customer: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await signIn(t.app, 'admin@wander.demo'), 'WANDER');
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
  otherDistributor = null;
}, 120_000);
afterAll(() => t.close());

type Row = {
  id: string;
  kind: string;
  walletKind: string | null;
  provider: string;
  amount: number;
  status: string;
  entityCode: string;
  poNo: string | null;
};
const search = async (headers: Record<string, string>, body: object = {}) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payment/Transactions/Search',
    headers,
    payload: { pageSize: 100, ...body },
  });
  return { status: res.statusCode, body: res.json() };
};

describe('payment/Transactions', () => {
  it('lists every wallet movement of the demo world with its order, newest first', async () => {
    const { status, body } = await search(admin);
    expect(status).toBe(200);
    const items = body.data.items as Row[];
    expect(items.length).toBeGreaterThan(0);
    const purchase = items.find((r) => r.walletKind === 'purchase');
    expect(purchase).toMatchObject({ kind: 'wallet', provider: 'wallet', status: 'posted' });
    expect(purchase!.amount).toBeLessThan(0);
    expect(purchase!.poNo).toMatch(/^PO-/);
    const dates = (body.data.items as { createdAt: string }[]).map((r) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('shows a top-up the moment its hosted page is asked for, as pending', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/Payment/GetStripeReloadUrl',
      headers: customer,
      payload: { data: {}, amount: 50 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { body } = await search(customer, {
      filterColumns: [{ columnName: 'kind', filterValue: 'topup', operator: 'eq' }],
    });
    const topUps = body.data.items as Row[];
    expect(topUps[0]).toMatchObject({ kind: 'topup', status: 'pending', amount: 50 });
    expect(topUps.every((r) => r.kind === 'topup')).toBe(true);
  });

  it("gives a company its own rows and a distributor its customers', never another's", async () => {
    const own = (await search(customer)).body.data.items as Row[];
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(own.map((r) => r.entityCode))).toEqual(new Set(['CUST001']));
    const dist = (await search(distributor)).body.data.items as Row[];
    expect(dist.some((r) => r.entityCode === 'CUST001')).toBe(true);
    expect(
      dist.every(
        (r) => ['DIST001', 'CUST001'].includes(r.entityCode) || r.entityCode.startsWith('CUST'),
      ),
    ).toBe(true);
    const all = (await search(admin)).body.data.items as Row[];
    const foreign = all.find(
      (r) => !['DIST001'].includes(r.entityCode) && !dist.some((d) => d.id === r.id),
    );
    if (foreign) {
      const res = await t.app.inject({
        url: `/api/payment/Transactions/GetDetail/${foreign.id}`,
        headers: distributor,
      });
      expect(res.statusCode).toBe(404);
    }
    const mine = await t.app.inject({
      url: `/api/payment/Transactions/GetDetail/${own[0].id}`,
      headers: customer,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.id).toBe(own[0].id);
    void otherDistributor;
  });

  it('refuses a filter it does not offer and a role without the grant', async () => {
    const bad = await search(admin, {
      filterColumns: [{ columnName: 'parentEntityCode', filterValue: 'X', operator: 'eq' }],
    });
    expect(bad.status).toBe(400);
  });
});
