import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';
import { uploadCsv } from '../../test-support/multipart.js';
import { randomUUID } from 'node:crypto';
import { products, purchaseOrderLines, wanderSerialNumbers } from '../../db/schema/index.js';

let t: TestApp;
let dist: Record<string, string>;
let dist2: Record<string, string>;
let admin: Record<string, string>;
let customer: Record<string, string>;
let productId: string;
let platformProductId: string;
beforeAll(async () => {
  t = await createTestApp();
  dist = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  const adminToken = await signIn(t.app, 'admin@wander.demo');
  admin = bearer(adminToken, 'WANDER');
  dist2 = bearer(adminToken, 'DIST002');
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
  const created = await call('POST', 'product/Product', {
    productCode: 'D1-BALI',
    productName: 'Bali eSIM',
    description: null,
    image: null,
    isActive: true,
  });
  productId = created.json().data.id;
  const [p] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.productCode, 'WDR-FJ-DATA'));
  platformProductId = p.id;
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
const variant = (over: object = {}) => ({
  productId,
  variantCode: 'D1-BALI-5GB-30D',
  variantName: 'Bali 5GB 30 days',
  days: 30,
  data: 5,
  isDayPass: false,
  networkName: 'Telkomsel',
  unitPrice: 25.5,
  ...over,
});

describe('product/Product variants', () => {
  let v1: string;
  let v2: string;

  it('creates variants of its own product, with the list price following the cheapest', async () => {
    const res = await call('POST', 'product/Product/CreateVariant', variant());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Create successfully!');
    expect(res.json().data).toMatchObject({
      variantCode: 'D1-BALI-5GB-30D',
      variant: '5GB-30D',
      days: 30,
      data: 5,
      unitPrice: 25.5,
      isActive: true,
    });
    v1 = res.json().data.variantId;
    const day = await call(
      'POST',
      'product/Product/CreateVariant',
      variant({
        variantCode: 'D1-BALI-DAY-1GB',
        variantName: 'Bali day pass',
        days: 7,
        data: 1,
        isDayPass: true,
        unitPrice: 9.9,
      }),
    );
    expect(day.json().data.variant).toBe('1GB/day-7D');
    v2 = day.json().data.variantId;
    const detail = (await call('GET', `product/Product/GetDetailForEdit/${productId}`)).json().data;
    expect(detail).toMatchObject({ productCode: 'D1-BALI', isOwner: true, unitPrice: 9.9 });
    expect(detail.productVariants.map((v: { variantCode: string }) => v.variantCode)).toEqual([
      'D1-BALI-5GB-30D',
      'D1-BALI-DAY-1GB',
    ]);
  });

  it("refuses invalid values with the spec's messages", async () => {
    const res = await call(
      'POST',
      'product/Product/CreateVariant',
      variant({ variantCode: 'bad code', variantName: '', days: 1.5, data: 0, unitPrice: -1 }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      variantName: ['Variant Name is required'],
      days: ['Days should be an integer'],
      data: ['Data (GB) should have minimum value of 0.01'],
      unitPrice: ['Unit Price should have minimum value of 0'],
    });
    expect(res.json().errors.variantCode[0]).toMatch(/^Variant Code /);
    const zeroDays = await call(
      'POST',
      'product/Product/CreateVariant',
      variant({ days: 0, unitPrice: 1.234 }),
    );
    expect(zeroDays.json().errors).toMatchObject({
      days: ['Days should have minimum value of 1'],
      unitPrice: ['Unit Price should have maximum of 2 decimal places'],
    });
    const duplicate = await call('POST', 'product/Product/CreateVariant', variant());
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors).toEqual({ variantCode: ['Variant Code already exists'] });
  });

  it('updates a variant', async () => {
    const res = await call('PUT', `product/Product/UpdateVariant/${v1}`, {
      ...variant({ variantName: 'Bali 5GB, 30 days', unitPrice: 27 }),
      productId: undefined,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Update successfully!',
      data: { variantName: 'Bali 5GB, 30 days', unitPrice: 27 },
    });
  });

  it("reads the platform's products but changes only its own; another company's is 404", async () => {
    const platform = (
      await call('GET', `product/Product/GetDetailForEdit/${platformProductId}`)
    ).json();
    expect(platform.data.isOwner).toBe(false);
    const refused = await call(
      'POST',
      'product/Product/CreateVariant',
      variant({ productId: platformProductId, variantCode: 'D1-FJ-X' }),
    );
    expect(refused.statusCode).toBe(403);
    const platformVariant = platform.data.productVariants[0].variantId;
    expect(
      (
        await call('PUT', `product/Product/UpdateVariant/${platformVariant}`, {
          ...variant(),
          productId: undefined,
        })
      ).statusCode,
    ).toBe(403);
    // DIST002 does not see DIST001's own product or its variants.
    expect(
      (await call('GET', `product/Product/GetDetailForEdit/${productId}`, undefined, dist2))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `product/Product/GetQuantity/${productId}`, undefined, dist2)).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          'PUT',
          `product/Product/UpdateVariant/${v1}`,
          { ...variant(), productId: undefined },
          dist2,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `product/Product/DeleteVariant?ids=${v1}`, undefined, dist2))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `product/Product/GetDetailForEdit/${productId}`, undefined, customer))
        .statusCode,
    ).toBe(403);
  });

  it('counts the stock per variant, and refuses to delete a variant with eSIMs; all or nothing', async () => {
    await call('PUT', `product/ProductPrice/UpdateByProduct/${productId}`, {
      distributorEntityCode: 'DIST001',
      prices: [{ variantId: v1, unitPrice: 30, isActive: true }],
      discountTiers: [],
    });
    const imported = await uploadCsv(
      t.app,
      '/api/product/WanderSerialNumber/Import',
      'variantCode,iccid,activationCode\nD1-BALI-5GB-30D,8962990000000000001,LPA:1$smdp.example$B1\nD1-BALI-5GB-30D,8962990000000000002,LPA:1$smdp.example$B2\n',
      dist,
    );
    expect(imported.json().data.status).toBe('Completed');
    const quantity = (await call('GET', `product/Product/GetQuantity/${productId}`)).json().data;
    expect(quantity).toEqual([
      {
        variantId: v1,
        variantCode: 'D1-BALI-5GB-30D',
        availableQuantity: 2,
        allocatedQuantity: 0,
        deliveredQuantity: 0,
        issuedQuantity: 0,
        writtenOffQuantity: 0,
      },
      {
        variantId: v2,
        variantCode: 'D1-BALI-DAY-1GB',
        availableQuantity: 0,
        allocatedQuantity: 0,
        deliveredQuantity: 0,
        issuedQuantity: 0,
        writtenOffQuantity: 0,
      },
    ]);

    const both = await call('DELETE', `product/Product/DeleteVariant?ids=${v1}&ids=${v2}`);
    expect(both.statusCode).toBe(409);
    expect(both.json().message).toBe('Cannot delete: D1-BALI-5GB-30D still has 2 eSIM(s) in stock');
    expect(
      (await call('GET', `product/Product/GetDetailForEdit/${productId}`)).json().data
        .productVariants,
    ).toHaveLength(2);

    await t.database.db
      .update(wanderSerialNumbers)
      .set({ status: 'delivered', invoiceLineId: sql`gen_random_uuid()` })
      .where(eq(wanderSerialNumbers.iccid, '8962990000000000001'));
    expect((await call('DELETE', `product/Product/DeleteVariant?ids=${v1}`)).json().message).toBe(
      'Cannot delete: D1-BALI-5GB-30D has eSIMs allocated or delivered',
    );

    const one = await call('DELETE', `product/Product/DeleteVariant?ids=${v2}`);
    expect(one.json().message).toBe('Delete successfully!');
    expect(
      (await call('GET', `product/Product/GetDetailForEdit/${productId}`)).json().data
        .productVariants,
    ).toHaveLength(1);
    expect((await call('DELETE', 'product/Product/DeleteVariant')).json().errors.ids).toEqual([
      'Ids is required',
    ]);
  });

  it('refuses to delete a variant on orders', async () => {
    // A fresh platform variant with no eSIM at all, put on a demo order's line: only the order holds it.
    const created = await call(
      'POST',
      'product/Product/CreateVariant',
      variant({ productId: platformProductId, variantCode: 'WDR-FJ-DATA-2GB-9D', unitPrice: 7 }),
      admin,
    );
    expect(created.statusCode, created.body).toBe(200);
    const variantId: string = created.json().data.variantId;
    const [line] = await t.database.db.select().from(purchaseOrderLines).limit(1);
    await t.database.db
      .insert(purchaseOrderLines)
      .values({ ...line, id: randomUUID(), lineNo: 99, variantId });
    const res = await call(
      'DELETE',
      `product/Product/DeleteVariant?ids=${variantId}`,
      undefined,
      admin,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Cannot delete: WDR-FJ-DATA-2GB-9D is on orders or invoices');
  });
});

describe('product/Product unit of measure', () => {
  it('keeps the unit a product is sold in, and refuses one that does not exist', async () => {
    const units = await call('GET', 'network/Uom/GetSelectList');
    expect(units.statusCode).toBe(200);
    const unit = (units.json().data as { value: string; label: string }[])[0];
    const body = { productCode: 'D1-BALI', productName: 'Bali eSIM', isActive: true };
    const saved = await call('PUT', `product/Product/${productId}`, { ...body, uomId: unit.value });
    expect(saved.statusCode).toBe(200);
    const detail = await call('GET', `product/Product/GetDetail/${productId}`);
    expect(detail.json().data.uomId).toBe(unit.value);

    const bogus = await call('PUT', `product/Product/${productId}`, {
      ...body,
      uomId: '00000000-0000-4000-8000-000000000000',
    });
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().errors.uomId).toEqual(['Unit of Measure is not a valid option']);
    expect((await call('GET', `product/Product/GetDetail/${productId}`)).json().data.uomId).toBe(
      unit.value,
    );
  });
});
