import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { companies, settings, walletTopUps } from '../../db/schema/index.js';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let customer: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers = customer) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, headers, payload: payload as object });
const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/${url}`, headers: customer });
const balance = async () => (await get('payment/Wallet/WalletBalance')).json().data.walletBalance;
const history = async () => (await post('payment/WalletTransaction/Search', {})).json().data.items;

describe('wallet top-up through the sandbox provider', () => {
  it('offers the sandbox with the limits from the settings', async () => {
    const res = await get('payment/Payment/GetTopUpOptions');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      currency: 'MYR',
      minAmount: 10,
      maxAmount: 5000,
      providers: [{ value: 'sandbox', label: 'Sandbox (test card)' }],
    });
  });

  it('credits the wallet only when the payer pays on the hosted page, once', async () => {
    const before = await balance();
    const res = await post('payment/Payment/GetStripeReloadUrl', { data: null, amount: 100 });
    expect(res.statusCode).toBe(200);
    const { topUpId, url, provider, amount, currency } = res.json().data;
    expect({ provider, amount, currency }).toEqual({
      provider: 'sandbox',
      amount: 100,
      currency: 'MYR',
    });
    expect((await get(`payment/Payment/GetTopUp/${topUpId}`)).json().data.status).toBe('pending');
    expect(await balance()).toBe(before);

    const page = await t.app.inject({ method: 'GET', url });
    expect(page.body).toContain('MYR 100.00');
    // A forged callback (wrong signature) is refused and credits nothing.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payment/Payment/Webhook/sandbox',
      headers: {
        'content-type': 'application/json',
        'x-sandbox-signature': `t=${Math.floor(Date.now() / 1000)},v1=00`,
      },
      payload: JSON.stringify({ type: 'paid', topUpId, amountMinor: 10000, currency: 'MYR' }),
    });
    expect(forged.statusCode).toBe(400);
    expect(await balance()).toBe(before);

    const pay = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(pay.statusCode).toBe(302);
    expect(pay.headers.location).toBe(`/#/wallet?topUp=${topUpId}&payment=success`);
    expect(await balance()).toBe(before + 100);
    const done = (await get(`payment/Payment/GetTopUp/${topUpId}`)).json().data;
    expect(done).toMatchObject({ status: 'paid', paymentRef: `sbx_pay_${topUpId}` });
    const rows = (await history()).filter((r: { kind: string }) => r.kind === 'topup');
    expect(rows[0]).toMatchObject({ amount: 100, reference: `Test payment sbx_pay_${topUpId}` });
    // The page is used up: a second Pay finds nothing to pay.
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('leaves the wallet as it was when the payer cancels', async () => {
    const before = await balance();
    const { topUpId, url } = (
      await post('payment/Payment/GetPayDollarUrl', { data: null, amount: 25.5 })
    ).json().data;
    await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=cancel',
    });
    expect((await get(`payment/Payment/GetTopUp/${topUpId}`)).json().data.status).toBe('cancelled');
    expect(await balance()).toBe(before);
  });

  it('refuses amounts outside the limits in the spec wording, and records nothing', async () => {
    const count = async () => (await t.database.db.select().from(walletTopUps)).length;
    const n = await count();
    const low = await post('payment/Payment/GetStripeReloadUrl', { data: null, amount: 9.99 });
    expect(low.statusCode).toBe(400);
    expect(low.json().errors.amount).toEqual(['Amount should have minimum value of 10']);
    const high = await post('payment/Payment/GetStripeReloadUrl', { data: null, amount: 5000.01 });
    expect(high.json().errors.amount).toEqual(['Amount should have maximum value of 5000']);
    const cents = await post('payment/Payment/GetStripeReloadUrl', { data: null, amount: 10.001 });
    expect(cents.json().errors.amount).toEqual(['Amount should have maximum of 2 decimal places']);

    // The platform company's settings move the limits.
    const [platform] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.companyType, 'platform'));
    const setLimit = (name: string, value: string) =>
      t.database.db
        .update(settings)
        .set({ settingValue: value })
        .where(and(eq(settings.entityCode, platform.entityCode), eq(settings.settingName, name)));
    await setLimit('TopUpMinimumAmount', '50');
    await setLimit('TopUpMaximumAmount', '200');
    const moved = await post('payment/Payment/GetStripeReloadUrl', { data: null, amount: 20 });
    expect(moved.json().errors.amount).toEqual(['Amount should have minimum value of 50']);
    expect((await get('payment/Payment/GetTopUpOptions')).json().data).toMatchObject({
      minAmount: 50,
      maxAmount: 200,
    });
    expect(await count()).toBe(n);
    await setLimit('TopUpMinimumAmount', '10');
    await setLimit('TopUpMaximumAmount', '5000');
  });

  it("refuses another company's wallet", async () => {
    const other = await post('payment/Payment/GetStripeReloadUrl', {
      data: '00000000-0000-4000-8000-000000000000',
      amount: 100,
    });
    expect(other.statusCode).toBe(404);
  });
});
