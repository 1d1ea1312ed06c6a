import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';
import { products, productVariants, wanderSerialNumbers } from '../../db/schema/index.js';

let t: TestApp;
let dist: Record<string, string>;
let productId: string;
let platformProductId: string;
beforeAll(async () => {
  t = await createTestApp();
  dist = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  const own = await call('POST', 'product/Product', {
    productCode: 'D1-LOOKUP',
    productName: 'Own product',
    isActive: true,
  });
  productId = own.json().data.id;
  const [p] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.productCode, 'WDR-FJ-DATA'));
  platformProductId = p.id;
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST', path: string, payload?: object, headers = dist) {
  return t.app.inject({ method, url: `/api/${path}`, headers, payload });
}

describe('product/ProductVariant lookups', () => {
  it('lists the data sizes, days and variants of a product', async () => {
    const data = (
      await call('GET', `product/ProductVariant/GetDistinctDataSelectList/${platformProductId}`)
    ).json().data;
    expect(data[0]).toEqual({ label: '1 GB', value: '1' });
    expect(data.map((o: { value: string }) => Number(o.value))).toEqual(
      [...data.map((o: { value: string }) => Number(o.value))].sort((a, b) => a - b),
    );
    const days = (
      await call('GET', `product/ProductVariant/GetDistinctDaysSelectList/${platformProductId}`)
    ).json().data;
    expect(days.map((o: { label: string }) => o.label)).toEqual(['7 Days', '15 Days', '30 Days']);
    const variants = (
      await call('GET', `product/ProductVariant/GetSelectList/${platformProductId}`)
    ).json().data;
    expect(variants.length).toBeGreaterThan(3);
  });

  it("lists the working company's discount tiers and the discounted prices of a variant", async () => {
    const tiers = (
      await call('GET', `product/ProductVariant/GetProductDiscountSelectList/${platformProductId}`)
    ).json().data;
    expect(tiers.map((o: { label: string }) => o.label)).toEqual([
      '10+ eSIMs: 5% off',
      '50+ eSIMs: 10% off',
    ]);
    const [v] = await t.database.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.variantCode, 'WDR-FJ-DATA-3GB-15D'));
    const forVariant = (
      await call('GET', `product/ProductVariant/GetDiscountSelectList/${platformProductId}/${v.id}`)
    ).json().data;
    expect(forVariant).toHaveLength(2);
    const values = (
      await call(
        'GET',
        `product/ProductVariant/GetDiscountValueSelectList/${platformProductId}/${v.id}`,
      )
    ).json().data;
    expect(values).toHaveLength(2);
    expect(values[0].label).toMatch(/^10\+ eSIMs: MYR \d+\.\d\d$/);
    expect(Number(values[1].value)).toBeLessThan(Number(values[0].value));
    expect(
      (
        await call(
          'GET',
          `product/ProductVariant/GetDiscountSelectList/${platformProductId}/${productId}`,
        )
      ).statusCode,
    ).toBe(404);
  });

  it("lists the variants the company may stock, with an eSIM's own variant", async () => {
    const all = (await call('GET', 'product/ProductVariant/GetInternalViewSelectList')).json().data;
    expect(all.length).toBeGreaterThan(100);
    expect(all[0].label).toContain(' / ');
    const [esim] = await t.database.db
      .select({ id: wanderSerialNumbers.id })
      .from(wanderSerialNumbers)
      .where(eq(wanderSerialNumbers.entityCode, 'DIST002'))
      .limit(1);
    const other = await call(
      'GET',
      `product/ProductVariant/GetInternalViewSelectList?eSIMId=${esim.id}`,
    );
    expect(other.statusCode).toBe(404);
  });
});
