import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogProductSchema, pagedEnvelopeOf, type CatalogProduct } from '@wander/contract';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';
import { productDiscountTiers } from '../../db/schema/index.js';
import { discounted } from './discount-rule.js';

/**
 * The catalogue page is built by PostgreSQL in the answer's JSON shape: these checks hold it to
 * the contract's schema (no field more, none less) and to the pricing rules a buyer relies on.
 */
let t: TestApp;
let customer: Record<string, string>;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
  admin = bearer(await signIn(t.app, 'admin@wander.demo'), 'WANDER');
});
afterAll(() => t.close());

const pageSchema = pagedEnvelopeOf(catalogProductSchema);
const search = async (headers: Record<string, string>, payload: object) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/product/Product/SearchByDistributor',
    headers,
    payload: { pageIndex: 1, pageSize: 64, ...payload },
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  // parse() drops unknown keys and fails on missing or mistyped ones: equal means exact.
  expect(pageSchema.parse(body)).toEqual(body);
  return body.data as { items: CatalogProduct[]; totalCount: number; pageCount: number };
};
const getPrice = async (dist: string, productId: string, quantity: number, variantId: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/product/ProductPrice/GetPrice/${productId}`,
    headers: dist === 'DIST001' ? customer : admin,
    payload: { distributorEntityCode: dist, quantity, variantId },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.unitPrice as number;
};

const SEARCHES = [
  { distributorEntityCode: 'DIST001', countryCode: ['JP', 'KR', 'TH'], isDataType: true },
  { distributorEntityCode: 'DIST001', countryCode: ['FR'], isDayPassType: true, days: 3 },
  { distributorEntityCode: 'DIST002', countryCode: ['US', 'JP'], isDataType: true, data: 5 },
];

describe('the catalogue page built by the database', () => {
  it('has the contract shape, the cheapest listed price, and tiers priced as GetPrice charges', async () => {
    // One variant-only tier on a product, on a variant that is not its cheapest.
    const first = (await search(customer, SEARCHES[0])).items.find(
      (p) => p.productVariants.length > 1,
    )!;
    const dear = first.productVariants.at(-1)!;
    await t.database.db.insert(productDiscountTiers).values({
      entityCode: 'DIST001',
      productId: first.productId,
      variantId: dear.variantId,
      minQuantity: 7,
      discountBp: 1250,
      description: '7+ of this plan: 12.5% off',
    });

    let checkedTiers = 0;
    for (const payload of SEARCHES) {
      const page = await search(
        payload.distributorEntityCode === 'DIST001' ? customer : admin,
        payload,
      );
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.pageCount).toBe(Math.ceil(page.totalCount / 64));
      for (const p of page.items) {
        const prices = p.productVariants.map((v) => v.unitPrice);
        expect(p.unitPrice).toBe(Math.min(...prices));
        const cheapest = p.productVariants.find((v) => v.unitPrice === p.unitPrice)!;
        for (const d of p.discountInfos) {
          const priced = p.productVariants.find((v) => v.variantId === d.variantId) ?? cheapest;
          const base = Math.round(priced.unitPrice * 100);
          expect(d.price).toBe(discounted(base, d.discountPercent * 100) / 100);
          const tiesAt = p.discountInfos.filter((o) => o.minQuantity === d.minQuantity).length;
          if (tiesAt === 1 && checkedTiers < 12) {
            checkedTiers++;
            const dist = payload.distributorEntityCode;
            expect(await getPrice(dist, p.productId, d.minQuantity, priced.variantId)).toBe(
              d.price,
            );
          }
        }
      }
    }
    expect(checkedTiers).toBe(12);

    const again = (await search(customer, SEARCHES[0])).items.find(
      (p) => p.productId === first.productId,
    )!;
    const own = again.discountInfos.find((d) => d.variantId === dear.variantId)!;
    expect(own.price).toBe(discounted(Math.round(dear.unitPrice * 100), 1250) / 100);
    expect(own.price).toBeGreaterThan(again.unitPrice * 0.875);
  });

  it('answers an empty page for no match and the total for a page past the end', async () => {
    const none = await search(customer, { ...SEARCHES[0], textSearch: 'no such plan' });
    expect(none).toEqual({ items: [], pageCount: 0, totalCount: 0 });
    const all = await search(customer, SEARCHES[0]);
    const past = await search(customer, { ...SEARCHES[0], pageIndex: 50 });
    expect(past.items).toEqual([]);
    expect(past.totalCount).toBe(all.totalCount);
  });
});
