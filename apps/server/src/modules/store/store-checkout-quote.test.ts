import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseOrders } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { storeKit } from '../../test-support/kits/store-test-kit.js';

// Issue 26: the store's checkout showed no total before paying, and the order page showed the
// discounted line, then the discount again, then the same total.
let t: TestApp;
let kit: Awaited<ReturnType<typeof storeKit>>;
beforeAll(async () => {
  t = await createTestApp();
  kit = await storeKit(t);
});
afterAll(() => t.close());

const ordersOf = async (consumerId: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.consumerId, consumerId))
  )[0].n;

describe('store checkout quote and order amounts', () => {
  it('quotes the plan with the coupon before paying, places nothing, and the checkout charges it', async () => {
    const { token, consumer } = await kit.newConsumer();
    const plan = await kit.japanPlan();
    const body = { variantId: plan.variantId, qty: 2, couponCode: 'welcome10' };
    const quote = await kit.call('POST', 'orders/quote', { token, payload: body });
    expect(quote.statusCode, quote.body).toBe(200);
    const q = quote.json().data;
    expect(q).toMatchObject({ currency: 'MYR', couponCode: 'WELCOME10' });
    expect(q.subtotal).toBeGreaterThan(0);
    expect(q.discount).toBeCloseTo(q.subtotal * 0.1, 2);
    expect(q.total).toBeCloseTo(q.subtotal - q.discount + q.tax, 2);
    expect(await ordersOf(consumer.id)).toBe(0);

    const paid = await kit.call('POST', 'orders', { token, payload: body });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.total).toBe(q.total);

    // The order's page: each line at its price before the discount, then the discount once.
    const order = (await kit.call('GET', `orders/${paid.json().data.orderId}`, { token })).json()
      .data;
    expect(order.lines[0].unitPrice * order.lines[0].qty).toBeCloseTo(order.subtotal, 2);
    expect(order).toMatchObject({ subtotal: q.subtotal, discount: q.discount, total: q.total });
  });

  it('says why a coupon is refused before paying', async () => {
    const { token } = await kit.newConsumer();
    const plan = await kit.japanPlan();
    const res = await kit.call('POST', 'orders/quote', {
      token,
      payload: { variantId: plan.variantId, qty: 1, couponCode: 'NOPE' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Coupon is not valid');
  });
});
