import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerOrders, purchaseOrders } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { storeKit } from './store-test-kit.js';
import { TOP_UP_PLAN_INVALID } from './top-up-consumer-esim.js';

// Issue 28: a consumer tops up one of its eSIMs from My eSIMs, by card like any purchase.
let t: TestApp;
let kit: Awaited<ReturnType<typeof storeKit>>;
beforeAll(async () => {
  t = await createTestApp();
  kit = await storeKit(t);
}, 120_000);
afterAll(() => t?.close());

type Plan = { variantId: string; productName: string; countries: string[] };

describe('store eSIM top-up and receipt', () => {
  it("offers the eSIM's own plans, refuses another plan, and checks out a top-up by card", async () => {
    const { token } = await kit.newConsumer();
    const plan = await kit.japanPlan();
    const bought = (
      await kit.call('POST', 'orders', { token, payload: { variantId: plan.variantId } })
    ).json().data;
    await kit.payOnSandbox(bought.paymentUrl);
    const [esim] = (await kit.call('GET', 'me/esims', { token })).json().data;

    const res = await kit.call('GET', `me/esims/${esim.id}/top-ups`, { token });
    expect(res.statusCode, res.body).toBe(200);
    const options = res.json().data as Plan[];
    expect(options.length).toBeGreaterThan(0);
    expect(new Set(options.map((o) => o.productName))).toEqual(new Set([esim.productName]));

    // Another consumer does not see this eSIM's top-ups.
    const other = await kit.newConsumer();
    const hidden = await kit.call('GET', `me/esims/${esim.id}/top-ups`, { token: other.token });
    expect(hidden.statusCode).toBe(404);

    // A plan of another product is not a top-up of this eSIM: refused, nothing placed.
    const all = (await kit.call('GET', 'plans')).json().data as Plan[];
    const foreign = all.find((p) => p.productName !== esim.productName)!;
    const ordersBefore = (await kit.call('GET', 'orders', { token })).json().data.length;
    const refused = await kit.call('POST', 'orders', {
      token,
      payload: { variantId: foreign.variantId, topUpOf: esim.id },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(TOP_UP_PLAN_INVALID);
    expect((await kit.call('GET', 'orders', { token })).json().data).toHaveLength(ordersBefore);

    const topUp = await kit.call('POST', 'orders', {
      token,
      payload: { variantId: options[0].variantId, topUpOf: esim.id },
    });
    expect(topUp.statusCode, topUp.body).toBe(200);
    const [po] = await t.database.db
      .select({ remarks: purchaseOrders.remarks })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, topUp.json().data.orderId));
    expect(po.remarks).toBe(`Top-up of eSIM ${esim.iccid}`);
    await kit.payOnSandbox(topUp.json().data.paymentUrl);
    const order = (await kit.call('GET', `orders/${topUp.json().data.orderId}`, { token })).json();
    expect(order.data.status).toBe('Completed');

    // Its receipt: the order's invoice as a PDF, for its consumer only.
    const receipt = await kit.call('GET', `orders/${bought.orderId}/receipt`, { token });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toContain('application/pdf');
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const theirs = await kit.call('GET', `orders/${bought.orderId}/receipt`, {
      token: other.token,
    });
    expect(theirs.statusCode).toBe(404);
  });
});

describe("a store eSIM bought from a provider (issue 27's top-ups)", () => {
  it("is topped up with its provider's package: quoted, paid by card, bought for that eSIM", async () => {
    const { token } = await kit.newConsumer();
    const iceland = ((await kit.call('GET', 'plans?country=IS')).json().data as Plan[]).find(
      (p) => (p as Plan & { variantName: string }).variantName === 'Iceland 5GB 7 Days',
    )!;
    const bought = (
      await kit.call('POST', 'orders', { token, payload: { variantId: iceland.variantId } })
    ).json().data;
    await kit.payOnSandbox(bought.paymentUrl);
    const [esim] = (await kit.call('GET', 'me/esims', { token })).json().data;

    const offers = (await kit.call('GET', `me/esims/${esim.id}/top-ups`, { token })).json()
      .data as (Plan & { packageCode: string; price: number; variantName: string })[];
    expect(offers.map((o) => [o.packageCode, o.variantName, o.price])).toEqual([
      ['DEMO-TOPUP-1GB', 'Top-up 1GB 7 Days', 5.9],
      ['DEMO-TOPUP-3GB', 'Top-up 3GB 15 Days', 13.9],
    ]);
    // A plan instead of the provider's package would sell a second eSIM: refused.
    const plan = await kit.call('POST', 'orders/quote', {
      token,
      payload: { variantId: iceland.variantId, topUpOf: esim.id },
    });
    expect(plan.statusCode).toBe(400);
    expect(plan.json().message).toBe(TOP_UP_PLAN_INVALID);

    const payload = {
      variantId: offers[0].variantId,
      topUpOf: esim.id,
      packageCode: offers[0].packageCode,
    };
    const quote = await kit.call('POST', 'orders/quote', { token, payload });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().data.subtotal).toBe(5.9);
    const topUp = await kit.call('POST', 'orders', { token, payload });
    expect(topUp.statusCode, topUp.body).toBe(200);
    await kit.payOnSandbox(topUp.json().data.paymentUrl);
    const order = (await kit.call('GET', `orders/${topUp.json().data.orderId}`, { token })).json();
    expect(order.data.status).toBe('Completed');
    const provided = await t.database.db
      .select()
      .from(providerOrders)
      .where(eq(providerOrders.poId, topUp.json().data.orderId));
    expect(provided.map((p) => [p.kind, p.status, p.serialId])).toEqual([
      ['top-up', 'Completed', esim.id],
    ]);
    // Still the one eSIM: the top-up handed over no new one.
    expect((await kit.call('GET', 'me/esims', { token })).json().data).toHaveLength(1);
  });
});
