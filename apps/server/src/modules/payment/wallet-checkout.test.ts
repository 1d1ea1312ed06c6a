import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { wallets } from '../../db/schema/index.js';
import { orderFixtures } from '../../test-support/kits/orders.fixtures.js';

let t: TestApp;
let customer: Record<string, string>;
let fx: Awaited<ReturnType<typeof orderFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  // Stock for the order the wallet cannot cover (10,000 eSIMs): sold only what can be delivered.
  fx = await orderFixtures(t.database.db, { serialsV2: 10_001 });
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => t.app.inject({ method, url: `/api/${url}`, headers, payload: payload as never });
const order = (lines: unknown[]) => ({ distributorEntityCode: 'DIST001', lines });

describe('wallet checkout', () => {
  const balance = async () =>
    (await call('GET', 'payment/Wallet/WalletBalance', customer)).json().data
      .walletBalance as number;

  it('debits the wallet and marks the order paid in one go, with a ledger row', async () => {
    const start = await balance();
    const res = await call('POST', 'payment/Payment/WanderCheckout', customer, {
      dataPlanModel: order([{ variantId: fx.v2, qty: 1 }]),
    });
    expect(res.statusCode).toBe(200);
    const result = res.json().data;
    expect(result.status).toBe('Paid');
    expect(result.amount).toBe(27);
    expect(await balance()).toBeCloseTo(start - 27, 2);
    const ledger = await call('POST', 'payment/WalletTransaction/Search', customer, {
      pageIndex: 1,
      pageSize: 5,
    });
    const first = ledger.json().data.items[0];
    expect(first).toMatchObject({
      kind: 'purchase',
      amount: -27,
      reference: result.documentNo,
      purchaseOrderId: result.poHeaderId,
    });
    expect(first.balanceAfter).toBeCloseTo(start - 27, 2);
  });

  it('refuses an order the wallet cannot cover, changing nothing', async () => {
    const start = await balance();
    const po = (
      await call(
        'POST',
        'network/PurchaseOrders',
        customer,
        order([{ variantId: fx.v2, qty: 10_000 }]),
      )
    ).json().data;
    expect(po.totalAmount).toBeGreaterThan(start);
    const check = await call(
      'GET',
      `payment/Wallet/CheckSufficientWalletBalance/${po.totalAmount}`,
      customer,
    );
    expect(check.json().data.isSufficient).toBe(false);
    const res = await call('POST', 'payment/Payment/WanderCheckout', customer, {
      poHeaderId: po.id,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: 'Insufficient wallet balance',
    });
    expect(await balance()).toBe(start);
    expect(
      (await call('GET', `network/PurchaseOrders/GetDetail/${po.id}`, customer)).json().data.status,
    ).toBe('Draft');
  });

  it('replays a retried checkout with the same Idempotency-Key: one order, one debit', async () => {
    const start = await balance();
    const body = { dataPlanModel: order([{ variantId: fx.v1, qty: 3 }]) };
    const headers = { ...customer, 'idempotency-key': 'retry-test-0001' };
    const first = await call('POST', 'payment/Payment/WanderCheckout', headers, body);
    const second = await call('POST', 'payment/Payment/WanderCheckout', headers, body);
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toEqual(first.json().data);
    expect(await balance()).toBeCloseTo(start - 32.4, 2);
    const other = await call('POST', 'payment/Payment/WanderCheckout', headers, {
      dataPlanModel: order([{ variantId: fx.v1, qty: 4 }]),
    });
    expect(other.statusCode).toBe(422);
    const bad = await call(
      'POST',
      'payment/Payment/WanderCheckout',
      { ...customer, 'idempotency-key': 'no' },
      body,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('answers the wallet of the working company and keeps the ledger append-only', async () => {
    const res = await call('GET', 'payment/Wallet/GetByCustomer', customer);
    expect(res.json().data.item).toMatchObject({ entityCode: 'CUST001', currency: 'MYR' });
    expect(res.json().data.walletBalance).toBe(await balance());
    await expect(
      t.database.db.execute(sql`update wallet_transactions set amount_minor = 1`),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from wallet_transactions`)).rejects.toThrow();
    await expect(
      t.database.db.update(wallets).set({ balanceMinor: -1 }).where(eq(wallets.currency, 'MYR')),
    ).rejects.toThrow();
  });
});
