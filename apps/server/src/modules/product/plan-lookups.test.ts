import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { sortByLabel } from '@wander/contract';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';
import { productCountries, products, wanderPlans } from '../../db/schema/index.js';

let t: TestApp;
let distributor: Record<string, string>;
let otherDistributor: Record<string, string>;
let customer: Record<string, string>;
let admin: Record<string, string>;
let asiaData: string;
beforeAll(async () => {
  t = await createTestApp();
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  otherDistributor = bearer(await signIn(t.app, 'newdistributor@wander.demo'), 'DIST002');
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
  admin = bearer(await signIn(t.app, 'admin@wander.demo'));
  asiaData = await planIdOf('Asia (13 countries) Data Pack');
  const db = t.database.db;
  // DIST002's own product in the Asia plan, and a platform product taken off sale.
  const [own] = await db
    .insert(products)
    .values({
      entityCode: 'DIST002',
      productCode: 'NOMAD-JP-DATA',
      productName: 'Nomad Japan',
      planId: asiaData,
    })
    .returning({ id: products.id });
  await db.insert(productCountries).values({ productId: own.id, countryCode: 'JP' });
  await db
    .update(products)
    .set({ isActive: false })
    .where(eq(products.productCode, 'WDR-RG-JPKR-DATA'));
});
afterAll(() => t.close());

async function planIdOf(name: string) {
  const [row] = await t.database.db
    .select({ id: wanderPlans.id })
    .from(wanderPlans)
    .where(eq(wanderPlans.planName, name));
  return row.id;
}
const get = (url: string, headers = distributor) =>
  t.app.inject({ method: 'GET', url: `/api/${url}`, headers });
const search = (payload: object, headers = distributor) =>
  t.app.inject({ method: 'POST', url: '/api/product/Product/SearchDataPlan', headers, payload });
type Option = { label: string; value: string };
const labels = (options: { label: string }[]) => options.map((o) => o.label);

describe('GET product/WanderProductPlan/GetDetailByPlanId/{id}', () => {
  it('answers the plan with its products, their countries and variant counts', async () => {
    const res = await get(`product/WanderProductPlan/GetDetailByPlanId/${asiaData}`);
    expect(res.statusCode).toBe(200);
    const plan = res.json().data;
    expect(plan).toMatchObject({ id: asiaData, planName: 'Asia (13 countries) Data Pack' });
    expect(plan.products.map((p: { productCode: string }) => p.productCode)).toEqual([
      'WDR-RG-ASEAN10-DATA',
      'WDR-RG-ASIA8-DATA',
      'WDR-RG-ASIA20-DATA',
      'WDR-RG-CHM-DATA',
      'WDR-RG-JPKR-DATA',
    ]);
    expect(plan.products[4]).toMatchObject({
      productName: 'Japan and South Korea',
      entityCode: 'WANDER',
      countryCodes: ['JP', 'KR'],
      variantCount: 15,
      isActive: false,
    });
    // Tenancy: a distributor's own product shows to it and to platform staff only.
    const other = (
      await get(`product/WanderProductPlan/GetDetailByPlanId/${asiaData}`, otherDistributor)
    )
      .json()
      .data.products.map((p: { productCode: string }) => p.productCode);
    expect(other).toContain('NOMAD-JP-DATA');
    expect(plan.products.map((p: { productCode: string }) => p.productCode)).not.toContain(
      'NOMAD-JP-DATA',
    );
    const all = (await get(`product/WanderProductPlan/GetDetailByPlanId/${asiaData}`, admin)).json()
      .data.products;
    expect(all).toHaveLength(6);
  });

  it('answers 404 for an unknown or malformed id and 403 without the plan grant', async () => {
    const unknown = await get(
      'product/WanderProductPlan/GetDetailByPlanId/00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Wander Plan not found');
    expect((await get('product/WanderProductPlan/GetDetailByPlanId/x')).statusCode).toBe(404);
    const denied = await get(`product/WanderProductPlan/GetDetailByPlanId/${asiaData}`, customer);
    expect(denied.statusCode).toBe(403);
  });
});

describe('product select lists', () => {
  it('GetAllSelectList: every active product in reach, by label; GetSelectList keeps the inactive', async () => {
    const all = (await get('product/Product/GetAllSelectList')).json().data as Option[];
    const list = (await get('product/Product/GetSelectList')).json().data as Option[];
    expect(labels(all)).toEqual(labels(sortByLabel(all)));
    expect(labels(all)).toContain('Japan eSIM');
    expect(labels(all)).not.toContain('Japan and South Korea');
    expect(labels(list)).toContain('Japan and South Korea');
    expect(labels(all)).not.toContain('Nomad Japan');
    expect(all.length).toBe(list.length - 1);
    const platform = labels((await get('product/Product/GetAllSelectList', admin)).json().data);
    expect(platform).toContain('Nomad Japan');
  });

  it('GetWanderPlanSelectList/{planId}/{countryCode}: the active products of a plan covering a country', async () => {
    const expected = await t.database.db
      .select({ label: products.productName })
      .from(products)
      .innerJoin(productCountries, eq(productCountries.productId, products.id))
      .where(
        and(
          eq(products.planId, asiaData),
          eq(productCountries.countryCode, 'TH'),
          eq(products.entityCode, 'WANDER'),
        ),
      )
      .orderBy(asc(products.productName));
    const th = (await get(`product/Product/GetWanderPlanSelectList/${asiaData}/th`)).json().data;
    expect(labels(th)).toEqual(labels(sortByLabel(expected)));
    expect(labels(th).length).toBeGreaterThan(1);
    // JPKR is off sale; DIST002's own product is its own.
    const jp = labels(
      (await get(`product/Product/GetWanderPlanSelectList/${asiaData}/JP`)).json().data,
    );
    expect(jp).not.toContain('Japan and South Korea');
    expect(jp).not.toContain('Nomad Japan');
    const theirs = await get(
      `product/Product/GetWanderPlanSelectList/${asiaData}/JP`,
      otherDistributor,
    );
    expect(labels(theirs.json().data)).toContain('Nomad Japan');
    const bad = await get(`product/Product/GetWanderPlanSelectList/${asiaData}/J1`);
    expect(bad.statusCode).toBe(400);
    const unknown = await get(
      'product/Product/GetWanderPlanSelectList/00000000-0000-4000-8000-000000000000/JP',
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST product/Product/SearchDataPlan', () => {
  it('pages variants with their product and plan by plan, country, name, days, data and type', async () => {
    const res = await search({
      pageIndex: 1,
      pageSize: 5,
      filterColumns: [
        { columnName: 'planId', filterValue: asiaData, operator: 'eq' },
        { columnName: 'countryCode', filterValue: 'jp', operator: 'eq' },
        { columnName: 'days', filterValue: 15, operator: 'gte' },
        { columnName: 'dataGb', filterValue: 5, operator: 'gte' },
        { columnName: 'type', filterValue: 'Data', operator: 'eq' },
        { columnName: 'name', filterValue: 'asia', operator: 'contains' },
      ],
      sortColumns: [{ columnName: 'unitPrice', sortOrder: 'desc' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data;
    // Asia 20 (covers JP) with 5/10/20 GB over 15/30 days; Asia 8 has no JP.
    const [{ n }] = await t.database.db
      .execute(
        sql`select count(*)::int as n
      from product_variants v join products p on p.id = v.product_id
      where p.plan_id = ${asiaData} and v.days >= 15 and v.data_gb >= 5 and not v.is_day_pass
        and p.entity_code = 'WANDER' and (p.product_name ilike '%asia%' or v.variant_name ilike '%asia%')
        and exists (select 1 from product_countries c where c.product_id = p.id and c.country_code = 'JP')`,
      )
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(page.totalCount).toBe(n);
    expect(n).toBeGreaterThan(5);
    expect(page.pageCount).toBe(Math.ceil(n / 5));
    expect(page.items).toHaveLength(5);
    const prices = page.items.map((r: { unitPrice: number }) => r.unitPrice);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(page.items[0]).toMatchObject({
      planId: asiaData,
      planName: 'Asia (13 countries) Data Pack',
      type: 'Data',
      currency: 'MYR',
    });
    for (const row of page.items) {
      expect(row.days).toBeGreaterThanOrEqual(15);
      expect(row.dataGb).toBeGreaterThanOrEqual(5);
      expect(Math.round(row.unitPrice * 100) / 100).toBe(row.unitPrice);
    }
  });

  it("keeps another company's products out and refuses a filter it does not know", async () => {
    const mine = await search({
      filterColumns: [{ columnName: 'productCode', filterValue: 'NOMAD-JP-DATA', operator: 'eq' }],
    });
    expect(mine.json().data.totalCount).toBe(0);
    const bad = await search({ filterColumns: [{ columnName: 'secret', filterValue: 'x' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.filterColumns).toEqual(['secret cannot be filtered']);
    const badOp = await search({
      filterColumns: [{ columnName: 'countryCode', filterValue: 'JP', operator: 'contains' }],
    });
    expect(badOp.statusCode).toBe(400);
    expect((await search({}, customer)).statusCode).toBe(403);
  });
});
