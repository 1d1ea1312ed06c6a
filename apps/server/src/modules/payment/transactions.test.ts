import { eq, sql } from 'drizzle-orm';
import { companies } from '../../db/schema/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let admin: Record<string, string>;
let distributor: Record<string, string>;
let customer: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await signIn(t.app, 'admin@wander.demo'), 'WANDER');
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
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
    payload: { pageSize: 50, ...body },
  });
  return { status: res.statusCode, body: res.json() };
};

describe('payment/Transactions', () => {
  it('lists every wallet movement of the demo world with its order, newest first', async () => {
    const { status, body } = await search(admin);
    expect(status, JSON.stringify(body)).toBe(200);
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
      payload: { amount: 50 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { body } = await search(admin, {
      filterColumns: [
        { columnName: 'kind', filterValue: 'topup', operator: 'eq' },
        { columnName: 'entityCode', filterValue: 'CUST001', operator: 'eq' },
      ],
    });
    expect(body.data, JSON.stringify(body)).toBeDefined();
    const topUps = body.data.items as Row[];
    expect(topUps[0]).toMatchObject({ kind: 'topup', status: 'pending', amount: 50 });
    expect(topUps.every((r) => r.kind === 'topup')).toBe(true);
  });

  it("gives a distributor its own and its customers' rows, never another company's", async () => {
    const children = await t.database.db
      .select({ code: companies.entityCode })
      .from(companies)
      .where(eq(companies.parentEntityCode, 'DIST001'));
    const visible = new Set(['DIST001', ...children.map((r) => r.code)]);
    const dist = (await search(distributor)).body.data.items as Row[];
    expect(dist.some((r) => r.entityCode === 'CUST001')).toBe(true);
    expect(dist.filter((r) => !visible.has(r.entityCode))).toEqual([]);

    // Another distributor's wallet opening: a row the first distributor must never see.
    await t.database.db.execute(sql`
      with w as (
        insert into wallets (company_id, currency, balance_minor)
        select id, 'MYR', 50000 from companies where entity_code = 'DIST002'
        on conflict (company_id) do update set balance_minor = wallets.balance_minor
        returning id, balance_minor
      )
      insert into wallet_transactions (wallet_id, amount_minor, balance_after_minor, kind, reference)
      select id, 50000, balance_minor, 'opening', 'Opening balance' from w`);
    const all = (await search(admin, { pageSize: 128 })).body.data.items as Row[];
    const foreign = all.filter((r) => !visible.has(r.entityCode));
    expect(foreign.length).toBeGreaterThan(0);
    const asDistributor = await t.app.inject({
      url: `/api/payment/Transactions/GetDetail/${foreign[0].id}`,
      headers: distributor,
    });
    expect(asDistributor.statusCode).toBe(404);
    const mine = await t.app.inject({
      url: `/api/payment/Transactions/GetDetail/${dist[0].id}`,
      headers: distributor,
    });
    expect(mine.json().data).toMatchObject({ id: dist[0].id, entityCode: dist[0].entityCode });
  });

  it('refuses a filter it does not offer and a role without the grant', async () => {
    const bad = await search(admin, {
      filterColumns: [{ columnName: 'parentEntityCode', filterValue: 'X', operator: 'eq' }],
    });
    expect(bad.status).toBe(400);
    expect((await search(customer)).status).toBe(403);
  });
});
