import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { MoneyFigure, OrderCosts, ProductMargins } from '@wander/contract';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { costTypes } from '../../db/schema/index.js';
import { orderFixtures } from '../../test-support/kits/orders.fixtures.js';

/*
 * Issue 40, done when: a plan that costs US dollars is bought in ringgit; the received order,
 * the dashboard and the cost setup show the margin at the rate of the sale's day, and a rate
 * changed afterwards (that day's corrected, the next day's set) leaves the sale's margin as it was.
 */

let t: TestApp;
let fx: Awaited<ReturnType<typeof orderFixtures>>;
const as: Record<string, Record<string, string>> = {};
const today = new Date().toISOString().slice(0, 10);
const dayAfter = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  fx = await orderFixtures(t.database.db, { serials: 6, serialsV2: 2, tag: 'FXC' });
  for (const [name, email, code] of [
    ['admin', 'admin@wander.demo', 'WANDER'],
    ['distributor', 'distributor@wander.demo', 'DIST001'],
    ['customer', 'customer@wander.demo', 'CUST001'],
  ]) {
    as[name] = bearer(await signIn(t.app, email), code);
  }
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = async (method: Method, url: string, who: string, payload?: unknown) => {
  const res = await t.app.inject({
    method,
    url: `/api/${url}`,
    headers: as[who],
    payload: payload as never,
  });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json().data;
};

/** The platform admin types the day's rate (Setup > General > Exchange Rates). */
async function setRate(base: string, quote: string, rateDate: string, rate: string) {
  const found = await call('POST', 'network/ExchangeRates/Search', 'admin', {
    filterColumns: [
      { columnName: 'baseCurrency', filterValue: base, operator: 'eq' },
      { columnName: 'quoteCurrency', filterValue: quote, operator: 'eq' },
      { columnName: 'rateDate', filterValue: rateDate, operator: 'eq' },
    ],
  });
  const body = { baseCurrency: base, quoteCurrency: quote, rateDate, rate };
  const [row] = found.items as { id: string }[];
  await (row
    ? call('PUT', `network/ExchangeRates/${row.id}`, 'admin', body)
    : call('POST', 'network/ExchangeRates', 'admin', body));
}

/** The distributor's cost of a plan, one cost type, from a day (Setup > Cost Setup). */
async function setCost(variantId: string, currency: string, amount: number, code: string) {
  const [type] = await t.database.db
    .select({ id: costTypes.id })
    .from(costTypes)
    .where(and(eq(costTypes.entityCode, 'DIST001'), eq(costTypes.costTypeCode, code)));
  await call('POST', 'product/CostSetup', 'distributor', {
    costTypeId: type.id,
    variantId,
    currency,
    amount,
    effectiveDate: dayAfter(today, -1),
    isActive: true,
  });
}

async function buy(variantId: string, qty: number) {
  const paid = await call('POST', 'payment/Payment/WanderCheckout', 'customer', {
    dataPlanModel: { distributorEntityCode: 'DIST001', lines: [{ variantId, qty }] },
  });
  expect(paid.status).toBe('Paid');
  return paid.poHeaderId as string;
}

const received = (id: string) =>
  call('GET', `network/PurchaseOrders/GetReceivedOrderDetail/${id}`, 'distributor');
const todaysMargin = async () => {
  const d = await call('GET', 'network/DashboardInfo/Company?period=today', 'distributor');
  return (d.grossMargin as MoneyFigure[]).find((f) => f.currency === 'MYR')?.currentMinor ?? 0;
};
const costSetupOf = async (variantId: string) => {
  const m: ProductMargins = await call(
    'GET',
    `product/CostSetup/GetProductMargins/${fx.productId}`,
    'distributor',
  );
  return m.variants.find((v) => v.variantId === variantId)!.prices[0];
};

describe('a US dollar cost in a ringgit sale', () => {
  it('counts at the rate of the sale day, and a later rate change leaves the sale as it was', async () => {
    await setRate('USD', 'MYR', today, '4.4');
    await setCost(fx.v1, 'USD', 1.5, 'WHOLESALE');
    const before = await todaysMargin();

    const id = await buy(fx.v1, 2);
    const order = await received(id);
    const [line] = order.lines as { lineTotal: number; taxAmount: number }[];
    const costs: OrderCosts = order.costs;
    // USD 1.50 x 4.4 = MYR 6.60 an eSIM; two eSIMs.
    const margin = Math.round((line.lineTotal - line.taxAmount - 13.2) * 100) / 100;
    expect(costs.lines).toEqual([
      {
        lineNo: 1,
        status: 'costed',
        unitCost: 6.6,
        supplierCurrency: 'USD',
        supplierUnitCost: 1.5,
        rate: '4.4',
        rateDate: today,
        rateExact: true,
        costDate: today,
        margin,
      },
    ]);
    expect(costs.margin).toBe(margin);
    expect(await todaysMargin()).toBe(before + Math.round(margin * 100));
    const setup = await costSetupOf(fx.v1);
    expect(setup.cost).toBe(6.6);
    expect(setup.costLines).toEqual([
      expect.objectContaining({ currency: 'USD', originalAmount: 1.5, rate: '4.4', amount: 6.6 }),
    ]);
    // The buyer sees no cost.
    const bought = await call('GET', `network/PurchaseOrders/GetDetail/${id}`, 'customer');
    expect(bought.costs).toBeUndefined();

    // The day's rate corrected, and the next day's set: the sale keeps its margin.
    await setRate('USD', 'MYR', today, '5');
    await setRate('USD', 'MYR', dayAfter(today, 1), '5.5');
    expect((await received(id)).costs).toEqual(costs);
    expect(await todaysMargin()).toBe(before + Math.round(margin * 100));
    // The cost setup looks ahead: today's price against today's rate now.
    expect((await costSetupOf(fx.v1)).cost).toBe(7.5);
  });

  it('records a cost no rate converts as such, leaves it out of the margin, and still sells', async () => {
    // No Swiss franc rate exists at all: never a silent 1:1.
    await setCost(fx.v2, 'CHF', 2, 'WHOLESALE');
    const before = await todaysMargin();
    const id = await buy(fx.v2, 1);
    const costs: OrderCosts = (await received(id)).costs;
    expect(costs.lines[0]).toMatchObject({
      status: 'no_rate',
      unitCost: null,
      supplierCurrency: 'CHF',
      supplierUnitCost: 2,
      rate: null,
      margin: null,
    });
    expect(costs).toMatchObject({ margin: null, uncostedLines: 1 });
    expect(await todaysMargin()).toBe(before);
    const setup = await costSetupOf(fx.v2);
    expect(setup).toMatchObject({ cost: null, margin: null });
    expect(setup.noRate).toBe(`No exchange rate from CHF to MYR on or before ${today}`);
  });
});
