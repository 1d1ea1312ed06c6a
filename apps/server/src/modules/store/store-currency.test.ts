import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { convertMinor, rateToDecimal, roundUpToEnding } from '@wander/contract';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import {
  exchangeRates,
  invoices,
  productPrices,
  purchaseOrders,
  wanderPlatforms,
} from '../../db/schema/index.js';
import { rateOn } from '../rates/rate-on.js';
import { storeKit } from '../../test-support/kits/store-test-kit.js';

let t: TestApp;
let kit: Awaited<ReturnType<typeof storeKit>>;
let distributor: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  kit = await storeKit(t);
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
}, 120_000);
afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

type Destination = { countryCode: string; plans: number; fromPrice: number; currency: string };
type Plan = { variantId: string; price: number; currency: string; countries: string[] };
const DAY_MS = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);
const hkPlans = async (query = 'country=JP') =>
  (await kit.call('GET', `plans?${query}`, { key: kit.hk })).json().data as Plan[];
const backOffice = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: distributor, payload });

describe('the Hong Kong store sells in HKD (issue 40)', () => {
  it('finds Japan (日本) on WEB-HK, whose distributor prices its plans in MYR', async () => {
    const res = await kit.call('GET', 'destinations', { key: kit.hk });
    expect(res.statusCode).toBe(200);
    const japan = (res.json().data as Destination[]).find((d) => d.countryCode === 'JP');
    expect(japan).toMatchObject({ currency: 'HKD' });
    expect(japan!.plans).toBeGreaterThan(0);
    const plans = await hkPlans();
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.every((p) => p.currency === 'HKD' && p.countries.includes('JP'))).toBe(true);
    expect(Math.min(...plans.map((p) => p.price))).toBe(japan!.fromPrice);
  });

  it("prices a plan from its MYR price at the day's rate, rounded up to an ending of .90", async () => {
    const [plan] = await hkPlans();
    const [base] = await t.database.db
      .select({ minor: productPrices.unitPriceMinor, currency: productPrices.currency })
      .from(productPrices)
      .where(
        and(eq(productPrices.entityCode, 'DIST001'), eq(productPrices.variantId, plan.variantId)),
      );
    expect(base.currency).toBe('MYR');
    const rate = await rateOn(t.database.db, 'MYR', 'HKD', today());
    const converted = convertMinor(base.minor, 'MYR', 'HKD', rateToDecimal(rate.rate));
    const sold = Math.round(plan.price * 100);
    expect(sold).toBe(roundUpToEnding(converted, 'HKD', '0.90'));
    expect(sold % 100).toBe(90);
    expect(sold - converted).toBeGreaterThanOrEqual(0);
    expect(sold - converted).toBeLessThan(100);
  });

  it("keeps the rate an order was priced at when the next day's rate moves", async () => {
    const { db } = t.database;
    // WEB-HK takes PayDollar, which tests do not configure: the sandbox card page pays instead.
    await db
      .update(wanderPlatforms)
      .set({ paymentProviders: ['paydollar', 'stripe'] })
      .where(eq(wanderPlatforms.platformCode, 'WEB-HK'));
    const day = today();
    const { token, consumer } = await kit.newConsumer({ key: kit.hk });
    const plans = await hkPlans();
    const plan = plans.find((p) => p.countries.length === 1) ?? plans[0];
    const body = { variantId: plan.variantId };
    const quote = (payload: object) =>
      kit.call('POST', 'orders/quote', { key: kit.hk, token, payload });
    const quoted = (await quote(body)).json().data;
    expect(quoted).toMatchObject({ currency: 'HKD', subtotal: plan.price });
    const checkout = await kit.call('POST', 'orders', {
      key: kit.hk,
      token,
      payload: { ...body, quotedTotal: quoted.total },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const placed = checkout.json().data;
    expect(placed).toMatchObject({ currency: 'HKD', total: quoted.total });
    const [po] = await db
      .select()
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, placed.orderId));
    // The day's rate (the latest on or before the UTC day), written as it was applied.
    const dayRate = await rateOn(db, 'MYR', 'HKD', day);
    expect(po).toMatchObject({
      currency: 'HKD',
      baseCurrency: 'MYR',
      exchangeRate: rateToDecimal(dayRate.rate),
      rateDate: dayRate.rateDate,
    });
    const rate = Number(po.exchangeRate);
    expect(rate).toBeGreaterThan(1.5);

    // The next day MYR buys twice the HKD; the store prices new orders at it.
    const tomorrow = new Date(Date.parse(day) + DAY_MS).toISOString().slice(0, 10);
    await db.insert(exchangeRates).values({
      baseCurrency: 'MYR',
      quoteCurrency: 'HKD',
      rateDate: tomorrow,
      rate: (rate * 2).toFixed(4),
      source: 'Manual',
    });
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${tomorrow}T00:30:00Z`) });
    const requoted = (await quote(body)).json().data;
    expect(requoted.total).toBeGreaterThan(quoted.total * 1.8);
    // The cart's quote of yesterday is refused, not charged at today's rate; nothing is placed.
    const stale = await kit.call('POST', 'orders', {
      key: kit.hk,
      token,
      payload: { ...body, quotedTotal: quoted.total },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      `The price has changed since it was quoted: the total is now HKD ${requoted.total.toFixed(2)}. Please check it and pay again.`,
    );
    const [{ n }] = await db
      .select({ n: count() })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.consumerId, consumer.id));
    expect(n).toBe(1);

    // Paid today, yesterday's order keeps its amount and its rate, and so does its invoice.
    await kit.payOnSandbox(placed.paymentUrl);
    const order = (await kit.call('GET', `orders/${placed.orderId}`, { key: kit.hk, token })).json()
      .data;
    expect(order).toMatchObject({ status: 'Completed', currency: 'HKD', total: quoted.total });
    const [paid] = await db.select().from(purchaseOrders).where(eq(purchaseOrders.id, po.id));
    expect(paid).toMatchObject({
      totalMinor: po.totalMinor,
      exchangeRate: po.exchangeRate,
      rateDate: po.rateDate,
    });
    const [invoice] = await db.select().from(invoices).where(eq(invoices.poId, po.id));
    expect(invoice).toMatchObject({ currency: 'HKD', totalMinor: po.totalMinor });
    vi.useRealTimers();

    // The back office shows the rate on the received order and on its invoice.
    const conversion = { baseCurrency: 'MYR', rate: po.exchangeRate, rateDate: po.rateDate };
    const received = await backOffice(
      'GET',
      `network/PurchaseOrders/GetReceivedOrderDetail/${po.id}`,
    );
    expect(received.json().data).toMatchObject({ currency: 'HKD', conversion });
    const detail = await backOffice('GET', `payment/Invoices/GetDetail/${invoice.id}`);
    expect(detail.json().data).toMatchObject({ currency: 'HKD', conversion });
  });
});

describe('product/CurrencyPricing', () => {
  it('refuses a rounding the currency cannot hold and a converted setting without one', async () => {
    const post = (payload: object) => backOffice('POST', 'product/CurrencyPricing', payload);
    const yen = await post({ currencyCode: 'JPY', mode: 'converted', rounding: 'step-0.10' });
    expect(yen.statusCode).toBe(400);
    expect(yen.json().errors).toEqual({
      rounding: ['Rounding to 0.10 does not fit JPY, which has no decimals'],
    });
    const none = await post({ currencyCode: 'SGD', mode: 'converted' });
    expect(none.json().errors).toEqual({ rounding: ['Rounding is required'] });
    const unknown = await post({ currencyCode: 'QQQ', mode: 'list' });
    expect(unknown.json().errors).toEqual({ currencyCode: ['Currency is not a valid option'] });
    const twice = await post({ currencyCode: 'HKD', mode: 'list' });
    expect(twice.statusCode).toBe(409);
  });

  it('says so when a store has no plan priced in its currency, and the store sells none', async () => {
    const [platform] = await t.database.db
      .select({ id: wanderPlatforms.id })
      .from(wanderPlatforms)
      .where(eq(wanderPlatforms.platformCode, 'WEB-HK'));
    const status = async () =>
      (await backOffice('GET', `payment/PlatformBranding/Pricing/${platform.id}`)).json().data;
    expect(await status()).toMatchObject({ currencyCode: 'HKD', mode: 'converted', message: null });
    expect((await status()).pricedPlans).toBeGreaterThan(0);

    const search = await backOffice('POST', 'product/CurrencyPricing/Search', {
      pageIndex: 1,
      pageSize: 10,
      filterColumns: [{ columnName: 'currencyCode', filterValue: 'HKD', operator: 'eq' }],
    });
    const [setting] = search.json().data.items as { id: string }[];
    const put = (payload: object) =>
      backOffice('PUT', `product/CurrencyPricing/${setting.id}`, payload);
    // Its own list instead: DIST001 has no price in HKD.
    const listed = await put({ currencyCode: 'HKD', mode: 'list', rounding: 'ending-0.90' });
    expect(listed.json().data).toMatchObject({ mode: 'list', rounding: null });
    expect(await status()).toMatchObject({
      pricedPlans: 0,
      mode: 'list',
      message: 'This store has no plan priced in HKD yet',
    });
    expect((await kit.call('GET', 'destinations', { key: kit.hk })).json().data).toEqual([]);
    expect(await hkPlans('search=Japan')).toEqual([]);

    await put({ currencyCode: 'HKD', mode: 'converted', rounding: 'ending-0.90' });
    expect((await status()).pricedPlans).toBeGreaterThan(0);
  });
});
