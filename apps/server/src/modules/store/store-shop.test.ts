import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { couponConsumers, couponTransactions, purchaseOrders } from '../../db/schema/index.js';
import { storeKit } from '../../test-support/kits/store-test-kit.js';
import { DEMO_STORE_CONSUMER } from '../../seed/seed-consumers.js';
import { DEMO_PASSWORD } from '../../seed/seed-demo.js';

let t: TestApp;
let kit: Awaited<ReturnType<typeof storeKit>>;
let hk: string;
beforeAll(async () => {
  t = await createTestApp();
  kit = await storeKit(t);
  ({ hk } = kit);
}, 120_000);
afterAll(() => t?.close());

const call: Awaited<ReturnType<typeof storeKit>>['call'] = (...args) => kit.call(...args);
const newConsumer = (key?: string) => kit.newConsumer({ key });
const japanPlan = () => kit.japanPlan();
const payOnSandbox = (url: string) => kit.payOnSandbox(url);

describe('/api/store/v1 shopping', () => {
  it('lists the plans of the platform in its currency, exact-country plans first', async () => {
    const res = await call('GET', 'plans?country=jp');
    const plans = res.json().data as { countries: string[]; currency: string; price: number }[];
    expect(plans.length).toBeGreaterThan(1);
    expect(plans.every((p) => p.currency === 'MYR' && p.countries.includes('JP'))).toBe(true);
    expect(plans[0].countries).toEqual(['JP']);
    const counts = plans.map((p) => p.countries.length);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    // A platform selling in HKD sells them converted (issue 40; store-currency.test.ts).
    const inHkd = (await call('GET', 'plans', { key: hk })).json().data as { currency: string }[];
    expect(inHkd.length).toBeGreaterThan(0);
    expect(inHkd.every((p) => p.currency === 'HKD')).toBe(true);
  });

  it('sells a plan by card: paid only by the callback, then delivered with its QR code', async () => {
    const { token } = await newConsumer();
    const plan = await japanPlan();
    const res = await call('POST', 'orders', { token, payload: { variantId: plan.variantId } });
    expect(res.statusCode).toBe(200);
    const checkout = res.json().data;
    expect(checkout.paymentUrl).toContain('/api/payment/Sandbox/Checkout/');
    expect(checkout.currency).toBe('MYR');
    const before = (await call('GET', `orders/${checkout.orderId}`, { token })).json().data;
    expect(before.status).toBe('Submitted');
    expect(before.esims).toEqual([]);

    const back = await payOnSandbox(checkout.paymentUrl);
    expect(back).toBe(`/store/WEB-MY/orders/${checkout.orderId}?payment=success`);
    const order = (await call('GET', `orders/${checkout.orderId}`, { token })).json().data;
    expect(order.status).toBe('Completed');
    expect(order.total).toBe(checkout.total);
    expect(order.esims).toHaveLength(1);
    expect(order.esims[0].activationCode).toMatch(/^LPA:1\$/);
    const esims = (await call('GET', 'me/esims', { token })).json().data;
    expect(esims.map((e: { iccid: string }) => e.iccid)).toEqual([order.esims[0].iccid]);
    const mine = (await call('GET', 'orders', { token })).json().data;
    expect(mine.map((o: { id: string }) => o.id)).toEqual([checkout.orderId]);

    // Another consumer cannot see it; the distributor's own purchase orders do not list it.
    const other = await newConsumer();
    expect(
      (await call('GET', `orders/${checkout.orderId}`, { token: other.token })).statusCode,
    ).toBe(404);
  });

  it('takes the sign-up coupon once, per consumer', async () => {
    const { token, consumer } = await newConsumer();
    const [issued] = await t.database.db
      .select()
      .from(couponConsumers)
      .where(eq(couponConsumers.consumerId, consumer.id));
    expect(issued).toMatchObject({ couponCode: 'WELCOME10', status: 'Issued' });
    const plan = await japanPlan();
    const first = await call('POST', 'orders', {
      token,
      payload: { variantId: plan.variantId, couponCode: 'welcome10' },
    });
    expect(first.statusCode).toBe(200);
    const order = (await call('GET', `orders/${first.json().data.orderId}`, { token })).json().data;
    expect(order.couponCode).toBe('WELCOME10');
    expect(order.discount).toBeGreaterThan(0);
    const [used] = await t.database.db
      .select()
      .from(couponConsumers)
      .where(eq(couponConsumers.id, issued.id));
    expect(used.status).toBe('Used');
    const [redemption] = await t.database.db
      .select()
      .from(couponTransactions)
      .where(eq(couponTransactions.purchaseOrderId, order.id));
    expect(redemption.consumerId).toBe(consumer.id);

    const again = await call('POST', 'orders', {
      token,
      payload: { variantId: plan.variantId, couponCode: 'WELCOME10' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('You have already used this coupon');
    // Another consumer of the same distributor still may.
    const other = await newConsumer();
    const theirs = await call('POST', 'orders', {
      token: other.token,
      payload: { variantId: plan.variantId, couponCode: 'WELCOME10' },
    });
    expect(theirs.statusCode).toBe(200);
  });

  it('refuses bad checkouts and changes nothing', async () => {
    const { token, consumer } = await newConsumer();
    const count = async () =>
      (
        await t.database.db
          .select()
          .from(purchaseOrders)
          .where(and(eq(purchaseOrders.consumerId, consumer.id)))
      ).length;
    const unknown = await call('POST', 'orders', {
      token,
      payload: { variantId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('This plan is not sold here');
    const plan = await japanPlan();
    const tooMany = await call('POST', 'orders', {
      token,
      payload: { variantId: plan.variantId, qty: 11 },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.qty).toEqual(['Quantity should have maximum value of 10']);
    const badCoupon = await call('POST', 'orders', {
      token,
      payload: { variantId: plan.variantId, couponCode: 'NOPE' },
    });
    expect(badCoupon.json().message).toBe('Coupon is not valid');
    expect(
      (await call('POST', 'orders', { payload: { variantId: plan.variantId } })).statusCode,
    ).toBe(401);
    expect(await count()).toBe(0);
  });

  it('registers, lists and removes a device for push', async () => {
    const { token } = await newConsumer();
    const body = { platform: 'ios', token: 'fcm-token-abc', name: "Maya's iPhone" };
    const first = await call('POST', 'me/devices', { token, payload: body });
    expect(first.statusCode).toBe(200);
    const again = await call('POST', 'me/devices', { token, payload: body });
    expect(again.json().data.id).toBe(first.json().data.id);
    const list = (await call('GET', 'me/devices', { token })).json().data;
    expect(list).toHaveLength(1);
    expect(list[0]).not.toHaveProperty('token');
    const bad = await call('POST', 'me/devices', {
      token,
      payload: { platform: 'nokia', token: 'x' },
    });
    expect(bad.json().errors.platform).toEqual(['Platform is not a valid option']);
    expect((await call('DELETE', `me/devices/${list[0].id}`, { token })).statusCode).toBe(200);
    expect((await call('GET', 'me/devices', { token })).json().data).toEqual([]);
  });
});

describe('the demo store consumer', () => {
  it('signs in with the demo password and finds its past orders and eSIMs', async () => {
    const res = await call('POST', 'consumers/sign-in', {
      payload: { email: DEMO_STORE_CONSUMER, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const { token } = res.json().data;
    const orders = (await call('GET', 'orders', { token })).json().data;
    expect(orders).toHaveLength(3);
    expect(orders.every((o: { status: string }) => o.status === 'Completed')).toBe(true);
    const esims = (await call('GET', 'me/esims', { token })).json().data;
    expect(esims).toHaveLength(3);
    expect(esims[0].qrCode).toMatch(/^data:image\/png;base64,/);
  });
});

describe('coupons of some platforms and destinations', () => {
  const coupon = async (code: string, extra: object) => {
    const headers = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
    return t.app.inject({
      method: 'POST',
      url: '/api/payment/Coupons',
      headers,
      payload: { code, discountType: 'Percentage', discountValue: 8, status: 'Active', ...extra },
    });
  };

  it('refuses unknown platforms and countries on the coupon form', async () => {
    const res = await coupon('NOWHERE', { platformCodes: ['NOPE'], countryCodes: ['JP'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ platformCodes: ['Platforms is not a valid option'] });
    const bad = await coupon('NOWHERE', { countryCodes: ['XX'] });
    expect(bad.json().errors).toEqual({ countryCodes: ['Countries is not a valid option'] });
  });

  it('takes a coupon only on its platforms, and only off the plans of its destinations', async () => {
    expect((await coupon('HKONLY', { platformCodes: ['WEB-HK'] })).statusCode).toBe(200);
    expect((await coupon('KOREA8', { countryCodes: ['KR'] })).statusCode).toBe(200);
    expect(
      (await coupon('JAPAN8', { platformCodes: ['WEB-MY'], countryCodes: ['JP'] })).statusCode,
    ).toBe(200);
    const { token } = await newConsumer();
    const plan = await japanPlan();
    const order = (couponCode: string) =>
      call('POST', 'orders', { token, payload: { variantId: plan.variantId, couponCode } });
    const hk = await order('HKONLY');
    expect(hk.statusCode).toBe(400);
    expect(hk.json().message).toBe('Coupon is not valid on this platform');
    const korea = await order('KOREA8');
    expect(korea.json().message).toBe('Coupon does not apply to these plans');
    const japan = await order('JAPAN8');
    expect(japan.statusCode, japan.body).toBe(200);
    const placed = (await call('GET', `orders/${japan.json().data.orderId}`, { token })).json()
      .data;
    expect(placed).toMatchObject({ couponCode: 'JAPAN8' });
    expect(placed.discount).toBeCloseTo(Math.round(placed.subtotal * 8) / 100, 2);
  });
});
