import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { orderFixtures } from '../../test-support/kits/orders.fixtures.js';

let t: TestApp;
let customer: Record<string, string>;
let distributor: Record<string, string>;
let dist2: Record<string, string>;
let fx: Awaited<ReturnType<typeof orderFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  fx = await orderFixtures(t.database.db, { serialsV2: 5 });
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
type Issue = { id: string; couponCode: string; customerName: string; status: string };
const issues = async (headers = distributor) =>
  (await call('POST', 'payment/CouponConsumer/Search', headers, { pageSize: 50 })).json().data
    .items as (Issue & { buyerEntityCode: string; usedDocumentNo: string | null })[];
const idOf = async (apiPath: string, label: string, headers = distributor) => {
  const res = await call('GET', `${apiPath}/GetSelectList`, headers);
  const options = res.json().data as { label: string; value: string }[];
  return options.find((o) => o.label.startsWith(label))!.value;
};

describe('payment/CouponConsumer', () => {
  it('lists the coupons the distributor issued in the demo world, open', async () => {
    const rows = await issues();
    expect(rows.filter((r) => r.couponCode === 'WELCOME10')).toHaveLength(3);
    expect(rows.filter((r) => r.couponCode === 'TRAVEL5')).toHaveLength(1);
    expect(rows.every((r) => r.status === 'Issued')).toBe(true);
    expect(await issues(dist2)).toEqual([]);
  });

  it('issues a coupon to a customer, refusing another company’s coupon or an unknown customer', async () => {
    const couponId = await idOf('payment/Coupons', 'TRAVEL5');
    const customerId = await idOf('customer/Customers', 'Skyway');
    await call('POST', 'payment/Coupons', dist2, {
      code: 'ELSEWHERE',
      discountType: 'Fixed',
      discountValue: 1,
    });
    const theirs = await idOf('payment/Coupons', 'ELSEWHERE', dist2);
    const bad = await call('POST', 'payment/CouponConsumer', distributor, {
      couponId: theirs,
      customerId: '00000000-0000-4000-8000-000000000000',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Coupon is not a valid option');
    expect(bad.body).toContain('Customer is not a valid option');
    const travel5 = async () =>
      (await issues()).filter((r) => r.couponCode === 'TRAVEL5' && r.buyerEntityCode === 'CUST001');
    const before = (await travel5()).length;
    const res = await call('POST', 'payment/CouponConsumer', distributor, {
      couponId,
      customerId,
      note: 'Second trip',
    });
    expect(res.statusCode, res.body).toBe(200);
    const mine = await travel5();
    expect(mine).toHaveLength(before + 1);
    expect(mine[0]).toMatchObject({ customerName: 'Skyway Travel Agency', status: 'Issued' });
    // Another distributor neither reads nor changes it.
    const id = mine[0].id;
    expect((await call('GET', `payment/CouponConsumer/GetDetail/${id}`, dist2)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `payment/CouponConsumer/${id}`, dist2)).statusCode).toBe(404);
  });

  it('the buyer’s redemption marks one issue Used with the order; cancelling the order opens it again', async () => {
    const po = await call('POST', 'network/PurchaseOrders', customer, {
      distributorEntityCode: 'DIST001',
      lines: [{ variantId: fx.v2, qty: 2 }],
    });
    const poId = po.json().data.id as string;
    const card = await call('POST', 'payment/Payment/GetStripePlzUrl', customer, {
      poHeaderId: poId,
      couponCode: 'travel5',
    });
    expect(card.statusCode, card.body).toBe(200);
    const used = (await issues()).filter(
      (r) => r.couponCode === 'TRAVEL5' && r.buyerEntityCode === 'CUST001',
    );
    expect(used.filter((r) => r.status === 'Used')).toHaveLength(1);
    const documentNo = po.json().data.documentNo as string;
    expect(used.find((r) => r.status === 'Used')!.usedDocumentNo).toBe(documentNo);

    expect((await call('PUT', `network/PurchaseOrders/Cancel/${poId}`, customer)).statusCode).toBe(
      200,
    );
    const after = (await issues()).filter(
      (r) => r.couponCode === 'TRAVEL5' && r.buyerEntityCode === 'CUST001',
    );
    expect(after).toHaveLength(used.length);
    expect(after.every((r) => r.status === 'Issued')).toBe(true);
  });
});
