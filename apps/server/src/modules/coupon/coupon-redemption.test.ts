import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { purchaseOrders } from '../../db/schema/index.js';
import { orderFixtures } from '../../test-support/kits/orders.fixtures.js';
import { invoicingHelpers } from '../../test-support/kits/invoicing.fixtures.js';

let t: TestApp;
let customer: Record<string, string>;
let distributor: Record<string, string>;
let dist2: Record<string, string>;
let fx: Awaited<ReturnType<typeof orderFixtures>>;
let h: ReturnType<typeof invoicingHelpers>;

beforeAll(async () => {
  t = await createTestApp();
  fx = await orderFixtures(t.database.db, { serials: 20, serialsV2: 10 });
  h = invoicingHelpers(t, fx.v1);
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  dist2 = bearer(await signIn(t.app, 'newdistributor@wander.demo'), 'DIST002');
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => t.app.inject({ method, url: `/api/${url}`, headers, payload: payload as never });

const coupon = async (headers: Record<string, string>, body: object) => {
  const res = await call('POST', 'payment/Coupons', headers, {
    discountType: 'Percentage',
    discountValue: 10,
    minimumSpend: 0,
    productVariantIds: [],
    status: 'Active',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
};
const couponRow = async (code: string) =>
  (
    await call('POST', 'payment/Coupons/Search', distributor, {
      filterColumns: [{ columnName: 'code', filterValue: code, operator: 'eq' }],
    })
  ).json().data.items[0] as { id: string; usedCount: number };
const checkout = (lines: { variantId: string; qty: number }[], couponCode?: string) =>
  call('POST', 'payment/Payment/WanderCheckout', customer, {
    dataPlanModel: { distributorEntityCode: 'DIST001', lines },
    couponCode,
  });
const transactions = async (code: string) =>
  (
    await call('POST', 'payment/CouponTransactions/Search', distributor, {
      filterColumns: [{ columnName: 'couponCode', filterValue: code, operator: 'eq' }],
    })
  ).json().data.items as { kind: string; amount: number; documentNo: string }[];
const orderCount = async () =>
  (
    await t.database.db
      .select({ n: count() })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.entityCode, 'CUST001'))
  )[0].n;

/** A refused checkout: the message, and no order, no debit, no use. */
async function refused(res: Awaited<ReturnType<typeof checkout>>, message: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().message).toBe(message);
}

describe('coupon redemption at the wallet checkout', () => {
  it('takes the coupon off the order, taxes the rest, debits the wallet and records the redemption', async () => {
    await coupon(distributor, { code: 'TEN', perBuyerLimit: 1, totalUseLimit: 10 });
    const start = await h.walletBalance('CUST001');
    // 2 x 25.00 = 50.00, 10 % off = 45.00, 8 % tax = 3.60: 48.60.
    const res = await checkout([{ variantId: fx.v2, qty: 2 }], 'ten');
    expect(res.statusCode, res.body).toBe(200);
    const paid = res.json().data;
    expect(paid.amount).toBe(48.6);
    expect(await h.walletBalance('CUST001')).toBe(start - 4860);
    const [po] = await t.database.db
      .select()
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, paid.poHeaderId));
    expect(po).toMatchObject({ discountMinor: 500, taxMinor: 360, totalMinor: 4860 });
    expect(await transactions('TEN')).toEqual([
      expect.objectContaining({ kind: 'Redeemed', amount: 5, documentNo: paid.documentNo }),
    ]);
    expect((await couponRow('TEN')).usedCount).toBe(1);
  });

  it('refuses a second use by the same buyer: no order, no debit, no use', async () => {
    const start = await h.walletBalance('CUST001');
    const orders = await orderCount();
    await refused(
      await checkout([{ variantId: fx.v2, qty: 2 }], 'TEN'),
      'You have already used this coupon',
    );
    expect(await h.walletBalance('CUST001')).toBe(start);
    expect(await orderCount()).toBe(orders);
    expect((await couponRow('TEN')).usedCount).toBe(1);
  });

  it('refuses unknown, expired, inactive and another seller’s coupons as not valid', async () => {
    await coupon(distributor, { code: 'OLD', validFrom: '2025-01-01', validTo: '2025-02-01' });
    await coupon(distributor, { code: 'OFF', status: 'Inactive' });
    await coupon(dist2, { code: 'THEIRS' });
    for (const code of ['NOPE', 'OLD', 'OFF', 'THEIRS']) {
      await refused(await checkout([{ variantId: fx.v1, qty: 1 }], code), 'Coupon is not valid');
    }
  });

  it('refuses below the minimum spend and a coupon used up', async () => {
    await coupon(distributor, {
      code: 'FIVE',
      discountType: 'Fixed',
      discountValue: 5,
      minimumSpend: 50,
    });
    await refused(await checkout([{ variantId: fx.v1, qty: 1 }], 'FIVE'), 'Minimum spend is 50.00');
    await coupon(distributor, { code: 'ONCE', totalUseLimit: 1 });
    expect((await checkout([{ variantId: fx.v1, qty: 1 }], 'ONCE')).statusCode).toBe(200);
    await refused(
      await checkout([{ variantId: fx.v1, qty: 1 }], 'ONCE'),
      'Coupon has been fully used',
    );
  });

  it('a coupon for some plans discounts those lines only, and refuses an order without them', async () => {
    await coupon(distributor, { code: 'V1ONLY', discountValue: 50, productVariantIds: [fx.v1] });
    await refused(
      await checkout([{ variantId: fx.v2, qty: 1 }], 'V1ONLY'),
      'Coupon does not apply to these plans',
    );
    // v1 10.00 -> 5.00 + 0.40 tax; v2 25.00 + 2.00 tax: 32.40.
    const res = await checkout(
      [
        { variantId: fx.v1, qty: 1 },
        { variantId: fx.v2, qty: 1 },
      ],
      'V1ONLY',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.amount).toBe(32.4);
  });
});

describe('coupon reversal', () => {
  it('cancelling the paid order refunds what was paid, writes a Reversed row and frees the use', async () => {
    await coupon(distributor, { code: 'BACK', perBuyerLimit: 1, totalUseLimit: 1 });
    const start = await h.walletBalance('CUST001');
    // 5 x 10.00 = 50.00, 10 % off = 45.00 + 3.60 tax = 48.60.
    const paid = await checkout([{ variantId: fx.v1, qty: 5 }], 'BACK');
    expect(paid.statusCode, paid.body).toBe(200);
    const poId = paid.json().data.poHeaderId as string;
    expect(await h.walletBalance('CUST001')).toBe(start - 4860);
    const invoiceId = await h.fulfil(distributor, poId);
    const cancel = await h.requestCancel(distributor, invoiceId);
    expect(cancel.statusCode, cancel.body).toBe(200);
    const done = await call(
      'PUT',
      `payment/InvoiceCancelled/Complete/${cancel.json().data.id}`,
      distributor,
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(await h.walletBalance('CUST001')).toBe(start);
    const rows = await transactions('BACK');
    expect(rows.map((r) => [r.kind, r.amount]).sort()).toEqual([
      ['Redeemed', 5],
      ['Reversed', 5],
    ]);
    expect((await couponRow('BACK')).usedCount).toBe(0);
    // The use is free again, for the total and for the buyer.
    expect((await checkout([{ variantId: fx.v1, qty: 5 }], 'BACK')).statusCode).toBe(200);
  });

  it('the buyer cancelling an unpaid order with a coupon frees its use', async () => {
    await coupon(distributor, { code: 'DRAFT', totalUseLimit: 1 });
    const po = await call('POST', 'network/PurchaseOrders', customer, {
      distributorEntityCode: 'DIST001',
      lines: [{ variantId: fx.v1, qty: 1 }],
    });
    const poId = po.json().data.id as string;
    // The card checkout redeems the coupon on the order before the buyer is sent to pay.
    const card = await call('POST', 'payment/Payment/GetStripePlzUrl', customer, {
      poHeaderId: poId,
      couponCode: 'DRAFT',
    });
    expect(card.statusCode, card.body).toBe(200);
    expect((await couponRow('DRAFT')).usedCount).toBe(1);
    const cancelled = await call('PUT', `network/PurchaseOrders/Cancel/${poId}`, customer);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await couponRow('DRAFT')).usedCount).toBe(0);
    expect((await transactions('DRAFT')).map((r) => r.kind).sort()).toEqual([
      'Redeemed',
      'Reversed',
    ]);
  });

  it('the transaction list is the issuer’s own', async () => {
    const theirs = await call('POST', 'payment/CouponTransactions/Search', dist2, {});
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data.totalCount).toBe(0);
    expect((await call('POST', 'payment/CouponTransactions/Search', customer, {})).statusCode).toBe(
      403,
    );
  });
});
