import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CATEGORY_MESSAGES } from '@wander/contract';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { productCategories, products, productTypes } from '../../db/schema/index.js';

let t: TestApp;
const as: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const [name, email, code] of [
    ['admin', 'admin@wander.demo', 'WANDER'],
    ['distributor', 'distributor@wander.demo', 'DIST001'],
    ['other', 'newdistributor@wander.demo', 'DIST002'],
  ]) {
    as[name] = bearer(await signIn(t.app, email), code);
  }
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, who = 'distributor') =>
  t.app.inject({ method, url: `/api/${url}`, headers: as[who], payload: payload as never });

const categoryIdOf = async (code: string) => {
  const [row] = await t.database.db
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(eq(productCategories.categoryCode, code));
  return row.id;
};

describe('product types: in use', () => {
  it('refuses to delete a type products name, saying how many, and keeps it', async () => {
    const type = await call('POST', 'product/ProductType', {
      productTypeCode: 'ESIM-VOICE',
      productTypeName: 'eSIM with voice',
      isActive: true,
    });
    expect(type.statusCode, type.body).toBe(200);
    const typeId = type.json().data.id;
    for (const code of ['D1-VOICE-A', 'D1-VOICE-B', 'D1-VOICE-C']) {
      const p = await call('POST', 'product/Product', {
        productCode: code,
        productName: `Voice plan ${code}`,
        productTypeId: typeId,
        isActive: true,
      });
      expect(p.statusCode, p.body).toBe(200);
      expect(p.json().data.productTypeId).toBe(typeId);
    }
    const refused = await call('DELETE', `product/ProductType/${typeId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Product Type is used by 3 products');
    const still = await t.database.db
      .select()
      .from(productTypes)
      .where(eq(productTypes.id, typeId));
    expect(still).toHaveLength(1);
  });

  it('says "1 product" for one, and deletes once nothing uses it', async () => {
    const type = await call('POST', 'product/ProductType', {
      productTypeCode: 'ONE-USE',
      productTypeName: 'One use',
    });
    const typeId = type.json().data.id;
    const p = await call('POST', 'product/Product', {
      productCode: 'D1-ONE-USE',
      productName: 'One use plan',
      productTypeId: typeId,
    });
    const refused = await call('DELETE', `product/ProductType/${typeId}`);
    expect(refused.json().message).toBe('Product Type is used by 1 product');
    await t.database.db
      .update(products)
      .set({ productTypeId: null })
      .where(eq(products.id, p.json().data.id));
    const done = await call('DELETE', `product/ProductType/${typeId}`);
    expect(done.json().message).toBe('Delete successfully!');
  });

  it('a duplicate code is a field error (409), not a 500', async () => {
    const body = { productTypeCode: 'TWICE', productTypeName: 'Twice' };
    expect((await call('POST', 'product/ProductType', body)).statusCode).toBe(200);
    // Another company may use the same code.
    expect((await call('POST', 'product/ProductType', body, 'other')).statusCode).toBe(200);
    const res = await call('POST', 'product/ProductType', { ...body, productTypeName: 'Again' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ productTypeCode: ['Product Type Code already exists'] });
  });

  it("a product names its own or the platform's type, not another distributor's", async () => {
    const [platform] = await t.database.db
      .select({ id: productTypes.id })
      .from(productTypes)
      .where(eq(productTypes.entityCode, 'WANDER'));
    const shared = await call('POST', 'product/Product', {
      productCode: 'D1-PLATFORM-TYPE',
      productName: 'Platform type',
      productTypeId: platform.id,
    });
    expect(shared.statusCode, shared.body).toBe(200);
    const list = await call('GET', 'product/ProductType/GetSelectList');
    expect(list.json().data.map((o: { label: string }) => o.label)).toContain('Data only');
    const theirs = (
      await call(
        'POST',
        'product/ProductType',
        {
          productTypeCode: 'D2-ONLY',
          productTypeName: 'Nomad only',
        },
        'other',
      )
    ).json().data;
    const res = await call('POST', 'product/Product', {
      productCode: 'D1-FOREIGN-TYPE',
      productName: 'Foreign type',
      productTypeId: theirs.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ productTypeId: ['Product Type is not a valid option'] });
  });

  it("another company's type is not found for a delete; the platform's is read, not changed", async () => {
    const [mine] = await t.database.db
      .select({ id: productTypes.id })
      .from(productTypes)
      .where(eq(productTypes.entityCode, 'DIST001'));
    const res = await call('DELETE', `product/ProductType/${mine.id}`, undefined, 'other');
    expect(res.statusCode).toBe(404);
    const [platform] = await t.database.db
      .select({ id: productTypes.id })
      .from(productTypes)
      .where(eq(productTypes.entityCode, 'WANDER'));
    expect((await call('GET', `product/ProductType/GetDetail/${platform.id}`)).statusCode).toBe(
      200,
    );
    const del = await call('DELETE', `product/ProductType/${platform.id}`);
    expect(del.statusCode).toBe(404);
  });

  it('the platform cannot delete a type its products use', async () => {
    const [data] = await t.database.db
      .select({ id: productTypes.id })
      .from(productTypes)
      .where(eq(productTypes.productTypeCode, 'DAY-PASS'));
    const res = await call('DELETE', `product/ProductType/${data.id}`, undefined, 'admin');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Product Type is used by \d+ products$/);
  });
});

describe('product categories: one level deep', () => {
  const call = (method: Method, url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/${url}`, headers: as.admin, payload: payload as never });
  it('takes a top-level parent', async () => {
    const res = await call('POST', 'product/ProductCategory', {
      categoryCode: 'COUNTRY-AFRICA',
      categoryName: 'Africa',
      parentCategoryId: await categoryIdOf('COUNTRY'),
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a sub-category as a parent', async () => {
    const asia = await categoryIdOf('COUNTRY-ASIA');
    const res = await call('POST', 'product/ProductCategory', {
      categoryCode: 'COUNTRY-ASIA-JP',
      categoryName: 'Japan',
      parentCategoryId: asia,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ parentCategoryId: [CATEGORY_MESSAGES.parentHasParent] });
  });

  it('refuses a parent for a category that has sub-categories, and itself as parent', async () => {
    const regional = await categoryIdOf('REGIONAL');
    const body = { categoryCode: 'REGIONAL', categoryName: 'Regional' };
    const nested = await call('PUT', `product/ProductCategory/${regional}`, {
      ...body,
      parentCategoryId: await categoryIdOf('GLOBAL'),
    });
    expect(nested.json().errors).toEqual({ parentCategoryId: [CATEGORY_MESSAGES.hasChildren] });
    const own = await call('PUT', `product/ProductCategory/${regional}`, {
      ...body,
      parentCategoryId: regional,
    });
    expect(own.json().errors).toEqual({ parentCategoryId: [CATEGORY_MESSAGES.ownParent] });
  });

  it('refuses to delete a parent while it has sub-categories, also with a form id', async () => {
    const res = await call('DELETE', `product/ProductCategory/${await categoryIdOf('COUNTRY')}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Product Category is used by 4 sub-categories');
    const used = await call(
      'DELETE',
      `product/ProductCategory/${await categoryIdOf('COUNTRY-ASIA')}/product-category-list`,
    );
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toMatch(/^Product Category is used by \d+ products$/);
  });

  it('deletes with the form id', async () => {
    const created = await call('POST', 'product/ProductCategory', {
      categoryCode: 'TEMP',
      categoryName: 'Temporary',
    });
    const res = await call(
      'DELETE',
      `product/ProductCategory/${created.json().data.id}/product-category-list`,
    );
    expect(res.json().message).toBe('Delete successfully!');
  });
});
