import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';
import { products, productVariants } from '../../db/schema/index.js';

let t: TestApp;
let dist: Record<string, string>;
let admin: Record<string, string>;
let adminAsDist2: Record<string, string>;
let productId: string;
let variants: { id: string; code: string }[];
beforeAll(async () => {
  t = await createTestApp();
  dist = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  const adminToken = await signIn(t.app, 'admin@wander.demo');
  admin = bearer(adminToken, 'WANDER');
  adminAsDist2 = bearer(adminToken, 'DIST002');
  const [p] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.productCode, 'WDR-FJ-DATA'));
  productId = p.id;
  variants = (
    await t.database.db
      .select({ id: productVariants.id, code: productVariants.variantCode })
      .from(productVariants)
      .where(eq(productVariants.productId, productId))
  ).sort((a, b) => a.code.localeCompare(b.code));
});
afterAll(() => t.close());

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: object,
  headers = dist,
) {
  return t.app.inject({ method, url: `/api/${path}`, headers, payload });
}
const pricesOf = (distributor: string, headers = dist) =>
  call(
    'GET',
    `product/ProductPrice/GetByProduct/${productId}?distributorEntityCode=${distributor}`,
    undefined,
    headers,
  );
const save = (body: object, headers = dist) =>
  call(
    'PUT',
    `product/ProductPrice/UpdateByProduct/${productId}`,
    { distributorEntityCode: 'DIST001', ...body },
    headers,
  );

describe('product/ProductPrice by product', () => {
  it("reads the distributor's prices of every variant and its tiers", async () => {
    const res = await pricesOf('DIST001');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.currency).toBe('MYR');
    expect(data.variants).toHaveLength(variants.length);
    expect(data.variants.every((v: { unitPrice: number | null }) => v.unitPrice !== null)).toBe(
      true,
    );
    expect(data.discountTiers.map((t: { minQuantity: number }) => t.minQuantity)).toEqual([10, 50]);
  });

  it('replaces prices and tiers; a price of null takes the variant out of the catalogue', async () => {
    const [a, b] = variants;
    const res = await save({
      prices: [
        { variantId: a.id, unitPrice: 12.5, isActive: true },
        { variantId: b.id, unitPrice: null, isActive: true },
      ],
      discountTiers: [
        { minQuantity: 5, discountPercent: 2.5 },
        { minQuantity: 20, discountPercent: 7 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Update successfully!');
    const data = res.json().data;
    const byId = new Map(data.variants.map((v: { variantId: string }) => [v.variantId, v]));
    expect(byId.get(a.id)).toMatchObject({ unitPrice: 12.5, isActive: true });
    expect(byId.get(b.id)).toMatchObject({ unitPrice: null, isActive: false });
    expect(data.discountTiers).toEqual([
      expect.objectContaining({
        minQuantity: 5,
        discountPercent: 2.5,
        description: '5+ eSIMs: 2.5% off',
        variantId: null,
      }),
      expect.objectContaining({
        minQuantity: 20,
        discountPercent: 7,
        description: '20+ eSIMs: 7% off',
      }),
    ]);
    // The catalogue's price follows at once (the server prices orders from it).
    const quote = await call('POST', `product/ProductPrice/GetPrice/${productId}`, {
      distributorEntityCode: 'DIST001',
      quantity: 20,
      variantId: a.id,
    });
    expect(quote.json().data).toMatchObject({
      baseUnitPrice: 12.5,
      discountPercent: 7,
      unitPrice: 11.63,
    });
  });

  it("refuses tiers out of order and prices that are not the product's, changing nothing", async () => {
    const before = (await pricesOf('DIST001')).json().data;
    const res = await save({
      prices: [{ variantId: variants[0].id, unitPrice: -1 }],
      discountTiers: [
        { minQuantity: 10, discountPercent: 5 },
        { minQuantity: 10, discountPercent: 6 },
        { minQuantity: 30, discountPercent: 4 },
        { minQuantity: 40, discountPercent: 101 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      'prices.0.unitPrice': ['Unit Price should have minimum value of 0'],
      'discountTiers.1.minQuantity': ['Min Quantity should be greater than the tier before'],
      'discountTiers.3.discountPercent': ['Discount (%) should have maximum value of 100'],
    });
    const notSmaller = await save({
      prices: [],
      discountTiers: [
        { minQuantity: 10, discountPercent: 5 },
        { minQuantity: 30, discountPercent: 4 },
      ],
    });
    expect(notSmaller.json().errors).toEqual({
      'discountTiers.1.discountPercent': ['Discount should not be smaller than the tier before'],
    });
    const foreign = await save({
      prices: [{ variantId: '00000000-0000-4000-8000-000000000000', unitPrice: 1 }],
      discountTiers: [],
    });
    expect(foreign.json().errors).toEqual({
      'prices.0.variantId': ['Variant is not a valid option'],
    });
    expect((await pricesOf('DIST001')).json().data).toEqual(before);
  });

  it("a distributor keeps only its own prices; the platform admin any distributor's", async () => {
    expect((await pricesOf('DIST002')).statusCode).toBe(404);
    expect(
      (await save({ distributorEntityCode: 'DIST002', prices: [], discountTiers: [] })).statusCode,
    ).toBe(404);
    expect((await pricesOf('DIST002', admin)).statusCode).toBe(200);
    expect((await pricesOf('DIST001', adminAsDist2)).statusCode).toBe(404);
    const byAdmin = await save(
      {
        distributorEntityCode: 'DIST002',
        prices: [{ variantId: variants[0].id, unitPrice: 14 }],
        discountTiers: [],
      },
      admin,
    );
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json().data.discountTiers).toEqual([]);
  });
});

describe('product/Promotion (SearchMaster, GET {id}, POST, PUT Update/{id}, DELETE {id})', () => {
  const body = (over: object = {}) => ({
    promotionCode: 'FJ-FREE1GB',
    title: 'Free 1 GB in Fiji',
    description: null,
    productId,
    variantId: variants[0].id,
    startsAt: '2026-06-01',
    endsAt: '2026-06-30',
    isActive: true,
    ...over,
  });
  let id: string;

  it('creates a promotion of a product it reads, dates meaning whole days', async () => {
    const res = await call('POST', 'product/Promotion', body());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      startsAt: '2026-06-01T00:00:00.000Z',
      endsAt: '2026-06-30T23:59:59.999Z',
    });
    id = res.json().data.id;
    const found = await call('POST', 'product/Promotion/SearchMaster', {
      filterColumns: [{ columnName: 'promotionCode', filterValue: 'FJ-', operator: 'startsWith' }],
    });
    expect(found.json().data.items.map((p: { id: string }) => p.id)).toEqual([id]);
    expect((await call('GET', `product/Promotion/${id}`)).json().data.title).toBe(
      'Free 1 GB in Fiji',
    );
  });

  it('refuses an end before the start, a variant without its product and a foreign product', async () => {
    const res = await call(
      'POST',
      'product/Promotion',
      body({ promotionCode: 'X1', endsAt: '2026-05-01' }),
    );
    expect(res.json().errors).toEqual({ endsAt: ['End Date should not be before Start Date'] });
    const noProduct = await call(
      'POST',
      'product/Promotion',
      body({ promotionCode: 'X2', productId: null }),
    );
    expect(noProduct.json().errors).toEqual({ variantId: ['Choose the product of the variant'] });
    const own = await call(
      'POST',
      'product/Product',
      {
        productCode: 'D2-OWN',
        productName: 'Own of DIST002',
        isActive: true,
      },
      adminAsDist2,
    );
    const foreign = await call(
      'POST',
      'product/Promotion',
      body({ promotionCode: 'X3', productId: own.json().data.id, variantId: null }),
    );
    expect(foreign.json().errors).toEqual({ productId: ['Product is not a valid option'] });
    const wrongVariant = await call(
      'POST',
      'product/Promotion',
      body({ promotionCode: 'X4', variantId: own.json().data.id }),
    );
    expect(wrongVariant.json().errors).toEqual({ variantId: ['Variant is not a valid option'] });
  });

  it("updates and deletes its own; another distributor's is 404", async () => {
    expect((await call('GET', `product/Promotion/${id}`, undefined, adminAsDist2)).statusCode).toBe(
      404,
    );
    expect(
      (await call('PUT', `product/Promotion/Update/${id}`, body(), adminAsDist2)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `product/Promotion/${id}`, undefined, adminAsDist2)).statusCode,
    ).toBe(404);
    const updated = await call(
      'PUT',
      `product/Promotion/Update/${id}`,
      body({ title: 'Free 2 GB in Fiji' }),
    );
    expect(updated.json().message).toBe('Update successfully!');
    expect((await call('DELETE', `product/Promotion/${id}`)).json().message).toBe(
      'Delete successfully!',
    );
    expect((await call('GET', `product/Promotion/${id}`)).statusCode).toBe(404);
  });
});
