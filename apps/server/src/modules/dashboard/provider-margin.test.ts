import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { convertMinor, type CompanyDashboard, type PurchaseOrderDetail } from '@wander/contract';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { productPrices, providerPackages, providers } from '../../db/schema/index.js';

/*
 * Issue 40's demo check: the Demo Supplier bills DIST001 in US dollars and DIST001 sells in
 * ringgit. A few of its plans bought from the wallet; the dashboard's margin grows by what the
 * sales bring less each plan's dollar cost at the day's USD/MYR rate, worked out here by hand
 * from the cost setups and the rates table, not from the recorded costs.
 */

let t: TestApp;
let customer: Record<string, string>;
let distributor: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
});
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);
const call = async (method: 'GET' | 'POST', url: string, who: object, payload?: unknown) => {
  const res = await t.app.inject({
    method,
    url: `/api/${url}`,
    headers: who as Record<string, string>,
    payload: payload as never,
  });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data;
};
const marginToday = async () => {
  const d: CompanyDashboard = await call(
    'GET',
    'network/DashboardInfo/Company?period=today',
    distributor,
  );
  return d.grossMargin.find((f) => f.currency === 'MYR')?.currentMinor ?? 0;
};

describe("the dashboard's margin on the Demo Supplier's plans", () => {
  it('counts each dollar cost at the rate of the sale day', async () => {
    const plans = await t.database.db
      .select({ variantId: providerPackages.variantId })
      .from(providerPackages)
      .innerJoin(providers, eq(providers.id, providerPackages.providerId))
      .innerJoin(
        productPrices,
        and(
          eq(productPrices.variantId, providerPackages.variantId),
          eq(productPrices.entityCode, 'DIST001'),
          eq(productPrices.isActive, true),
        ),
      )
      .where(and(eq(providers.providerName, 'Demo Supplier'), eq(providers.entityCode, 'DIST001')))
      .orderBy(providerPackages.packageCode)
      .limit(3);
    expect(plans).toHaveLength(3);
    const before = await marginToday();

    let expected = 0;
    for (const [i, { variantId }] of plans.entries()) {
      const qty = i + 1;
      const paid = await call('POST', 'payment/Payment/WanderCheckout', customer, {
        dataPlanModel: { distributorEntityCode: 'DIST001', lines: [{ variantId, qty }] },
      });
      expect(paid.status).toBe('Paid');
      const order: PurchaseOrderDetail = await call(
        'GET',
        `network/PurchaseOrders/GetDetail/${paid.poHeaderId}`,
        customer,
      );
      const [line] = order.lines;
      // By hand: the plan's cost setups in US dollars (per type, the latest effective today),
      // and the latest USD/MYR rate on or before today.
      const [{ usd }] = await t.database.rows<{ usd: string }>(sql`
        select sum(amount_minor)::text as usd from (
          select distinct on (cost_type_id) amount_minor from cost_setups
          where entity_code = 'DIST001' and variant_id = ${variantId}::uuid and currency = 'USD'
            and is_active and effective_date <= ${today()}::date
          order by cost_type_id, effective_date desc) x`);
      const [{ rate }] = await t.database.rows<{ rate: string }>(sql`
        select rate::text as rate from exchange_rates
        where base_currency = 'USD' and quote_currency = 'MYR' and rate_date <= ${today()}::date
        order by rate_date desc limit 1`);
      expect(Number(usd)).toBeGreaterThan(0);
      const unitCost = convertMinor(Number(usd), 'USD', 'MYR', rate);
      const revenue = Math.round((line.lineTotal - line.taxAmount) * 100);
      expected += revenue - unitCost * qty;
    }
    await t.app.services.jobs.idle();
    expect(await marginToday()).toBe(before + expected);
  });
});
