import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { products, uoms } from '../../db/schema/index.js';

let t: TestApp;
const as: Record<string, Record<string, string>> = {};
const unit: Record<string, string> = {};
let ownProductId: string;

beforeAll(async () => {
  t = await createTestApp();
  for (const [name, email, code] of [
    ['admin', 'admin@wander.demo', 'WANDER'],
    ['distributor', 'distributor@wander.demo', 'DIST001'],
    ['customer', 'customer@wander.demo', 'CUST001'],
  ]) {
    as[name] = bearer(await signIn(t.app, email), code);
  }
  for (const row of await t.database.db.select().from(uoms)) unit[row.uomCode] = row.id;
  // A distributor's own product; the product form has no unit, the catalogue import sets it.
  const created = await call('POST', 'product/Product', 'distributor', {
    productCode: 'D1-UOM-TEST',
    productName: 'Distributor Unit Product',
    isActive: true,
  });
  ownProductId = created.json().data.id;
  await t.database.db
    .update(products)
    .set({ uomId: unit.UNIT })
    .where(eq(products.id, ownProductId));
});
afterAll(() => t.close());

const call = (method: 'POST' | 'PUT', url: string, who: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/${url}`, headers: as[who], payload: payload as never });
const affected = (who: string, body: Record<string, unknown>) =>
  call('POST', 'product/ProductCost/GetProductsAffectedByUom', who, body);
const move = (who: string, body: Record<string, unknown>) =>
  call('PUT', 'product/ProductCost/UpdateByUom', who, body);

async function countOf(entityCode: string, uomCode: string) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.entityCode, entityCode), eq(products.uomId, unit[uomCode])));
  return row.n;
}

describe('POST product/ProductCost/GetProductsAffectedByUom', () => {
  it("pages the working company's products of the unit, sorted and filtered", async () => {
    const platformUnits = await countOf('WANDER', 'UNIT');
    expect(platformUnits).toBeGreaterThan(100);
    const res = await affected('admin', {
      uomId: unit.UNIT,
      pageIndex: 1,
      pageSize: 5,
      sortColumns: [{ columnName: 'productCode', sortOrder: 'asc' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.totalCount).toBe(platformUnits);
    expect(data.pageCount).toBe(Math.ceil(platformUnits / 5));
    const codes = data.items.map((i: { productCode: string }) => i.productCode);
    expect(codes).toEqual([...codes].sort());
    expect(data.items[0]).toMatchObject({ uomId: unit.UNIT, isActive: true });

    const japan = await affected('admin', {
      uomId: unit.UNIT,
      filterColumns: [{ columnName: 'productName', filterValue: 'Japan', operator: 'contains' }],
    });
    const names = japan.json().data.items.map((i: { productName: string }) => i.productName);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n: string) => n.includes('Japan'))).toBe(true);
  });

  it("lists a distributor's own products only, never the platform's", async () => {
    const res = await affected('distributor', { uomId: unit.UNIT });
    expect(res.json().data.items.map((i: { id: string }) => i.id)).toEqual([ownProductId]);
  });

  it('answers an unknown unit as not found and a bad body with field errors', async () => {
    const unknown = await affected('admin', { uomId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    const bad = await affected('admin', { uomId: 'nope', pageSize: 500 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.uomId).toEqual(['Unit of Measure is not a valid option']);
    expect(bad.json().errors.pageSize).toHaveLength(1);
    const missing = await affected('admin', {});
    expect(missing.json().errors.uomId).toEqual(['Unit of Measure is required']);
    const sort = await affected('admin', {
      uomId: unit.UNIT,
      sortColumns: [{ columnName: 'unitPriceMinor', sortOrder: 'asc' }],
    });
    expect(sort.statusCode).toBe(400);
  });

  it('is refused to a role without the product grant', async () => {
    expect((await affected('customer', { uomId: unit.UNIT })).statusCode).toBe(403);
    expect((await move('customer', { fromUomId: unit.UNIT, toUomId: unit.DAY })).statusCode).toBe(
      403,
    );
  });
});

describe('PUT product/ProductCost/UpdateByUom', () => {
  it.each([
    [
      'the same unit twice',
      () => ({ fromUomId: unit.UNIT, toUomId: unit.UNIT }),
      { toUomId: ['To Unit should be different from From Unit'] },
    ],
    [
      'a unit that does not exist',
      () => ({ fromUomId: unit.UNIT, toUomId: '00000000-0000-4000-8000-000000000000' }),
      { toUomId: ['To Unit is not a valid option'] },
    ],
    ['a missing unit', () => ({ toUomId: unit.DAY }), { fromUomId: ['From Unit is required'] }],
    [
      'an empty product list',
      () => ({ fromUomId: unit.UNIT, toUomId: unit.DAY, productIds: [] }),
      { productIds: ['Select at least one product'] },
    ],
    [
      'an unknown field',
      () => ({ fromUomId: unit.UNIT, toUomId: unit.DAY, force: true }),
      { force: ['force is not allowed'] },
    ],
  ])('refuses %s and moves nothing', async (_name, body, errors) => {
    const before = await countOf('WANDER', 'UNIT');
    const res = await move('admin', body());
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(errors);
    expect(await countOf('WANDER', 'UNIT')).toBe(before);
  });

  it("refuses a product that is not the company's (all or nothing)", async () => {
    const platform = await affected('admin', { uomId: unit.UNIT, pageSize: 1 });
    const platformId = platform.json().data.items[0].id;
    const res = await move('distributor', {
      fromUomId: unit.UNIT,
      toUomId: unit.DAY,
      productIds: [ownProductId, platformId],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      productIds: ['Some of the products are not yours or do not use this unit'],
    });
    expect(await countOf('DIST001', 'UNIT')).toBe(1);
    expect(await countOf('DIST001', 'DAY')).toBe(0);
  });

  it('moves the chosen products to the other unit in one go', async () => {
    const before = await countOf('WANDER', 'UNIT');
    const page = await affected('admin', {
      uomId: unit.UNIT,
      pageSize: 2,
      sortColumns: [{ columnName: 'productCode', sortOrder: 'asc' }],
    });
    const ids = page.json().data.items.map((i: { id: string }) => i.id);
    const res = await move('admin', { fromUomId: unit.UNIT, toUomId: unit.WEEK, productIds: ids });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: '2 product(s) moved to the new unit',
      data: { moved: 2 },
    });
    expect(await countOf('WANDER', 'UNIT')).toBe(before - 2);
    const week = await affected('admin', { uomId: unit.WEEK });
    expect(
      week
        .json()
        .data.items.map((i: { id: string }) => i.id)
        .sort(),
    ).toEqual(ids.sort());
  });

  it("without a list moves all of the company's products of the unit, and only the company's", async () => {
    const platformBefore = await countOf('WANDER', 'UNIT');
    const res = await move('distributor', { fromUomId: unit.UNIT, toUomId: unit.GB });
    expect(res.json().data).toEqual({ moved: 1 });
    expect(await countOf('DIST001', 'GB')).toBe(1);
    expect(await countOf('WANDER', 'UNIT')).toBe(platformBefore);
    const again = await move('distributor', { fromUomId: unit.UNIT, toUomId: unit.GB });
    expect(again.json().data).toEqual({ moved: 0 });
  });
});
