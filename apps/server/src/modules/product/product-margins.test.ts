import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BELOW_COST_WARNING, type ProductMargins } from '@wander/contract';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { costTypes, products, productVariants } from '../../db/schema/index.js';

let t: TestApp;
const as: Record<string, Record<string, string>> = {};
let japanId: string;

beforeAll(async () => {
  t = await createTestApp();
  for (const [name, email, code] of [
    ['admin', 'admin@wander.demo', 'WANDER'],
    ['distributor', 'distributor@wander.demo', 'DIST001'],
    ['other', 'newdistributor@wander.demo', 'DIST002'],
  ]) {
    as[name] = bearer(await signIn(t.app, email), code);
  }
  const [japan] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.productCode, 'WDR-JP-DATA'));
  japanId = japan.id;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: unknown, who = 'distributor') =>
  t.app.inject({ method, url: `/api/${url}`, headers: as[who], payload: payload as never });
const margins = async (who = 'distributor') => {
  const res = await call('GET', `product/CostSetup/GetProductMargins/${japanId}`, undefined, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ProductMargins;
};
const variant = (m: ProductMargins, code: string) =>
  m.variants.find((v) => v.variantCode === code)!;

describe('cost and margin of a product', () => {
  it("sets the distributor's selling price against its own costs, summed over the types", async () => {
    const m = await margins();
    const v = variant(m, 'WDR-JP-DATA-5GB-30D');
    expect(v.prices.map((p) => p.label)).toEqual(['Selling Price (DIST001)']);
    const [price] = v.prices;
    // Seeded: 72% wholesale (this year's list, not last year's dearer one), RM 0.50 fee, 2% FX.
    const wholesale = Math.round(price.price * 100 * 0.72);
    const cost = (wholesale + 50 + Math.round(wholesale * 0.02)) / 100;
    expect(price.cost).toBeCloseTo(cost, 2);
    expect(price.costLines.map((l) => l.costTypeName).sort()).toEqual([
      'FX margin',
      'Provider fee',
      'Wholesale eSIM cost',
    ]);
    expect(price.margin).toBeCloseTo(price.price - cost, 2);
    expect(price.marginPercent).toBeCloseTo(((price.price - cost) / price.price) * 100, 0);
    expect(price.belowCost).toBe(false);
  });

  it('flags the variant sold below cost', async () => {
    const [price] = variant(await margins(), 'WDR-JP-DATA-1GB-7D').prices;
    expect(price.belowCost).toBe(true);
    expect(price.margin!).toBeLessThan(0);
    expect(BELOW_COST_WARNING).toBe('Sold below cost');
  });

  it("shows the platform the list price against its own costs and every distributor's price", async () => {
    const v = variant(await margins('admin'), 'WDR-JP-DATA-5GB-30D');
    expect(v.prices.map((p) => p.label)).toEqual([
      'List Price',
      'Selling Price (DIST001)',
      'Selling Price (DIST002)',
    ]);
    expect(v.prices[0].cost).not.toBeNull();
    // DIST002 keeps no costs: no margin rather than a made-up one.
    expect(v.prices[2]).toMatchObject({ cost: null, margin: null, belowCost: false });
  });

  it('a new cost from today replaces the older one of its type; a future one does not count yet', async () => {
    const [v] = await t.database.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.variantCode, 'WDR-JP-DATA-3GB-7D'));
    const [fee] = await t.database.db
      .select({ id: costTypes.id })
      .from(costTypes)
      .where(and(eq(costTypes.entityCode, 'DIST001'), eq(costTypes.costTypeCode, 'PROVIDER-FEE')));
    const before = variant(await margins(), 'WDR-JP-DATA-3GB-7D').prices[0].cost!;
    const today = new Date().toISOString().slice(0, 10);
    const body = { costTypeId: fee.id, variantId: v.id, currency: 'MYR', isActive: true };
    const now = await call('POST', 'product/CostSetup', {
      ...body,
      amount: 1.5,
      effectiveDate: today,
    });
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json().data).toMatchObject({ amount: 1.5, effectiveDate: today });
    await call('POST', 'product/CostSetup', { ...body, amount: 99, effectiveDate: '2099-01-01' });
    const after = variant(await margins(), 'WDR-JP-DATA-3GB-7D').prices[0].cost!;
    expect(after).toBeCloseTo(before + 1, 2); // 0.50 -> 1.50
    const again = await call('POST', 'product/CostSetup', {
      ...body,
      amount: 2,
      effectiveDate: today,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ effectiveDate: ['Effective Date already exists'] });
  });

  it('refuses a variant the company does not sell, and bad fields in the spec wording', async () => {
    const [fee] = await t.database.db
      .select({ id: costTypes.id })
      .from(costTypes)
      .where(eq(costTypes.entityCode, 'DIST001'));
    const res = await call('POST', 'product/CostSetup', {
      costTypeId: fee.id,
      variantId: '00000000-0000-4000-8000-000000000000',
      currency: 'MYR',
      amount: 1,
      effectiveDate: '2026-01-01',
    });
    expect(res.json().errors).toEqual({ variantId: ['Variant is not a valid option'] });
    const bad = await call('POST', 'product/CostSetup', {
      costTypeId: fee.id,
      variantId: '00000000-0000-4000-8000-000000000000',
      currency: 'MYR',
      amount: 1.234,
      effectiveDate: '',
    });
    expect(bad.json().errors).toMatchObject({
      amount: ['Amount should have maximum of 2 decimal places'],
      effectiveDate: ['Effective Date is required'],
    });
  });

  it('is a 404 for a product another distributor owns', async () => {
    const own = await call('POST', 'product/Product', {
      productCode: 'D1-MARGIN-OWN',
      productName: 'Own plan',
    });
    const res = await call(
      'GET',
      `product/CostSetup/GetProductMargins/${own.json().data.id}`,
      undefined,
      'other',
    );
    expect(res.statusCode).toBe(404);
  });
});
