import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { couponTransactions, purchaseOrders } from '../../db/schema/index.js';
import { orderFixtures } from '../../test-support/kits/orders.fixtures.js';
import { invoicingHelpers } from '../../test-support/kits/invoicing.fixtures.js';

// Issue 26: the new order form showed no totals and the coupon's discount appeared only after
// paying. The quote is what the checkout will charge, before anything is placed or paid. (Another
// company's order is refused by the tenancy scope, checked for every route by route-tenancy.test.ts.)
let t: TestApp;
let customer: Record<string, string>;
let distributor: Record<string, string>;
let fx: Awaited<ReturnType<typeof orderFixtures>>;
let h: ReturnType<typeof invoicingHelpers>;

beforeAll(async () => {
  t = await createTestApp();
  fx = await orderFixtures(t.database.db, { serials: 10, serialsV2: 5 });
  h = invoicingHelpers(t, fx.v1);
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  for (const body of [
    { code: 'QTEN', discountType: 'Percentage', discountValue: 10, minimumSpend: 0 },
    { code: 'QFIFTY', discountType: 'Fixed', discountValue: 5, minimumSpend: 50 },
  ]) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/Coupons',
      headers: distributor,
      payload: { productVariantIds: [], status: 'Active', ...body },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(() => t.close());

const quote = (body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/Payment/Quote',
    headers: customer,
    payload: body,
  });
const plans = (qty: number) => ({
  dataPlanModel: { distributorEntityCode: 'DIST001', lines: [{ variantId: fx.v2, qty }] },
});
const counts = async () => ({
  orders: (
    await t.database.db
      .select({ n: count() })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.entityCode, 'CUST001'))
  )[0].n,
  uses: (await t.database.db.select({ n: count() }).from(couponTransactions))[0].n,
  wallet: await h.walletBalance('CUST001'),
});

describe('POST payment/Payment/Quote', () => {
  it('prices the plans of a new order line by line, with the totals, and keeps nothing', async () => {
    const before = await counts();
    const res = await quote(plans(2));
    expect(res.statusCode, res.body).toBe(200);
    // 2 x 25.00 = 50.00, 8 % tax = 4.00: 54.00.
    expect(res.json().data).toMatchObject({
      currency: 'MYR',
      subTotal: 50,
      discountAmount: 0,
      taxAmount: 4,
      totalAmount: 54,
      couponCode: null,
      couponDiscount: 0,
      lines: [expect.objectContaining({ variantId: fx.v2, qty: 2, unitPrice: 25, lineTotal: 54 })],
    });
    expect(await counts()).toEqual(before);
  });

  it('shows a coupon’s discount and the new total before paying, and the checkout charges it', async () => {
    const res = await quote({ ...plans(2), couponCode: 'qten' });
    expect(res.statusCode, res.body).toBe(200);
    // 10 % off 50.00 = 45.00, 8 % tax = 3.60: 48.60, 5.40 less.
    expect(res.json().data).toMatchObject({
      couponCode: 'QTEN',
      discountAmount: 5,
      taxAmount: 3.6,
      totalAmount: 48.6,
      couponDiscount: 5.4,
    });
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payment/Payment/WanderCheckout',
      headers: customer,
      payload: { ...plans(2), couponCode: 'QTEN' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.amount).toBe(48.6);
  });

  it('says why a coupon is refused, on an existing order too, and changes nothing', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/network/PurchaseOrders',
      headers: customer,
      payload: { distributorEntityCode: 'DIST001', lines: [{ variantId: fx.v1, qty: 1 }] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const before = await counts();
    const refused = await quote({ poHeaderId: created.json().data.id, couponCode: 'QFIFTY' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Minimum spend is 50.00');
    expect(refused.json().errors).toEqual({ couponCode: ['Minimum spend is 50.00'] });
    const plain = await quote({ poHeaderId: created.json().data.id });
    expect(plain.json().data.totalAmount).toBe(10.8);
    expect(await counts()).toEqual(before);
  });
});
