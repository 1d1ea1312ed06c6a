import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';
import { productPrices, productVariants, wanderSerialNumbers } from '../../db/schema/index.js';

let t: TestApp;
let distributor: Record<string, string>;
let customer: Record<string, string>;
let variantId: string;
beforeAll(async () => {
  t = await createTestApp();
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
  const [v] = await t.database.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.variantCode, 'WDR-FJ-DATA-3GB-15D'));
  variantId = v.id;
});
afterAll(() => t.close());

const url = '/api/product/WanderSerialNumber';
const create = (payload: object, headers = distributor) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const search = async (filterColumns: object[]) =>
  (
    await t.app.inject({
      method: 'POST',
      url: `${url}/Search`,
      headers: distributor,
      payload: { pageSize: 100, filterColumns },
    })
  ).json().data;

describe('product/WanderSerialNumber', () => {
  it("lists only the working distributor's eSIMs, with their status", async () => {
    const page = await search([
      { columnName: 'variantId', filterValue: variantId, operator: 'eq' },
    ]);
    expect(page.totalCount).toBe(4);
    expect(page.items.every((s: { status: string }) => s.status === 'available')).toBe(true);
    expect(page.items.every((s: { iccid: string }) => s.iccid.startsWith('896012'))).toBe(true);
    expect(
      (await t.app.inject({ method: 'POST', url: `${url}/Search`, headers: customer, payload: {} }))
        .statusCode,
    ).toBe(403);
  });

  it('adds an eSIM of a variant it sells; the ICCID is unique and well formed', async () => {
    const body = {
      variantId,
      iccid: '8960120000099990001',
      activationCode: 'LPA:1$smdp.example$NEW001',
    };
    const res = await create(body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Create successfully!',
      data: { status: 'available' },
    });
    expect((await create(body)).statusCode).toBe(409);
    const bad = await create({ ...body, iccid: '1234', activationCode: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('ICCID should be 19 to 22 digits starting with 89');
    expect(
      (await create({ ...body, iccid: '8960120000099990002', status: 'delivered' })).statusCode,
    ).toBe(400);
  });

  it('refuses a variant the distributor does not sell', async () => {
    await t.database.db
      .delete(productPrices)
      .where(
        sql`${productPrices.variantId} = ${variantId} and ${productPrices.entityCode} = 'DIST001'`,
      );
    const res = await create({
      variantId,
      iccid: '8960120000099990003',
      activationCode: 'LPA:1$smdp.example$X3',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Variant is not a valid option');
    await t.database.db
      .execute(sql`insert into product_prices (entity_code, product_id, variant_id, unit_price_minor, currency)
      select 'DIST001', v.product_id, v.id, 1990, 'MYR' from product_variants v where v.id = ${variantId}`);
  });

  it('an allocated eSIM can be neither edited nor deleted; an available one can', async () => {
    const [allocated, free] = (
      await search([{ columnName: 'variantId', filterValue: variantId, operator: 'eq' }])
    ).items;
    await t.database.db
      .update(wanderSerialNumbers)
      .set({ status: 'allocated', invoiceLineId: sql`gen_random_uuid()` })
      .where(eq(wanderSerialNumbers.id, allocated.id));
    const edit = await t.app.inject({
      method: 'PUT',
      url: `${url}/${allocated.id}`,
      headers: distributor,
      payload: { variantId, iccid: allocated.iccid, activationCode: 'LPA:1$smdp.example$CHANGED' },
    });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().message).toBe('Only an available eSIM can be changed or deleted');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `${url}/${allocated.id}`,
      headers: distributor,
    });
    expect(del.statusCode).toBe(422);
    const [still] = await t.database.db
      .select()
      .from(wanderSerialNumbers)
      .where(eq(wanderSerialNumbers.id, allocated.id));
    expect(still.activationCode).toBe(allocated.activationCode);
    const ok = await t.app.inject({
      method: 'DELETE',
      url: `${url}/${free.id}`,
      headers: distributor,
    });
    expect(ok.json().message).toBe('Delete successfully!');
  });

  it("another distributor's eSIM is 404", async () => {
    const [other] = await t.database.db
      .select({ id: wanderSerialNumbers.id })
      .from(wanderSerialNumbers)
      .where(eq(wanderSerialNumbers.entityCode, 'DIST002'))
      .limit(1);
    const res = await t.app.inject({ url: `${url}/GetDetail/${other.id}`, headers: distributor });
    expect(res.statusCode).toBe(404);
  });
});
