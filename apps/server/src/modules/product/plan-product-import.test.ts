import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';
import { uploadCsv } from '../../test-support/multipart.js';
import { planImports, productCountries, products, wanderPlans } from '../../db/schema/index.js';

let t: TestApp;
let distributor: Record<string, string>;
let otherDistributor: Record<string, string>;
let customer: Record<string, string>;
let admin: Record<string, string>;
let planId: string;
beforeAll(async () => {
  t = await createTestApp();
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  otherDistributor = bearer(await signIn(t.app, 'newdistributor@wander.demo'), 'DIST002');
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
  admin = bearer(await signIn(t.app, 'admin@wander.demo'));
  planId = await planIdOf('Japan Unlimited');
});
afterAll(() => t.close());

const api = '/api/product/WanderProductPlan';
const HEADER = 'productCode,productName,countryCodes,description,unitPrice,currency';
const upload = (csv: string, headers = distributor, plan = planId, fileName = 'products.csv') =>
  uploadCsv(t.app, `${api}/Import/${plan}`, csv, headers, fileName);
async function planIdOf(name: string) {
  const [row] = await t.database.db
    .select({ id: wanderPlans.id })
    .from(wanderPlans)
    .where(eq(wanderPlans.planName, name));
  return row.id;
}
const detail = async (headers = distributor, plan = planId) =>
  t.app.inject({ method: 'GET', url: `${api}/GetDetailByPlanId/${plan}`, headers });
const history = async (headers: Record<string, string>, filterColumns: object[] = []) =>
  (
    await t.app.inject({
      method: 'POST',
      url: `${api}/SearchImportHistory`,
      headers,
      payload: { filterColumns },
    })
  ).json().data;
/** What the tests compare before and after a refused file: every product of DIST001. */
const dist001Products = () =>
  t.database.db
    .select({
      code: products.productCode,
      name: products.productName,
      price: products.unitPriceMinor,
      planId: products.planId,
    })
    .from(products)
    .where(eq(products.entityCode, 'DIST001'))
    .orderBy(asc(products.productCode));
const countriesOf = async (code: string) =>
  (
    await t.database.db
      .select({ c: productCountries.countryCode })
      .from(productCountries)
      .innerJoin(products, eq(products.id, productCountries.productId))
      .where(eq(products.productCode, code))
      .orderBy(asc(productCountries.countryCode))
  ).map((r) => r.c);

describe('POST product/WanderProductPlan/Import/{id}', () => {
  it('creates the products of a good file in the plan, owned by the working company', async () => {
    const res = await upload(
      [
        HEADER,
        'DIST-JP-UNL,Japan Unlimited eSIM,jp,<p>Unlimited data</p>,39.90,MYR',
        'DIST-JPKR-UNL,"Japan and Korea, unlimited",JP;KR; jp,,59.9,',
      ].join('\n'),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('2 product(s) imported (2 new)');
    expect(res.json().data).toMatchObject({
      planId,
      kind: 'products',
      fileName: 'products.csv',
      status: 'Completed',
      totalRows: 2,
      importedRows: 2,
      createdRows: 2,
      failedRows: 0,
      errors: [],
    });
    const plan = (await detail()).json().data;
    expect(plan.planName).toBe('Japan Unlimited');
    expect(plan.products).toEqual([
      expect.objectContaining({
        productCode: 'DIST-JPKR-UNL',
        productName: 'Japan and Korea, unlimited',
        entityCode: 'DIST001',
        countryCodes: ['JP', 'KR'],
        variantCount: 0,
        isActive: true,
        unitPrice: 59.9,
        currency: 'MYR',
      }),
      expect.objectContaining({
        productCode: 'DIST-JP-UNL',
        unitPrice: 39.9,
        countryCodes: ['JP'],
      }),
    ]);
    const page = await history(distributor, [
      { columnName: 'planId', filterValue: planId, operator: 'eq' },
    ]);
    expect(page.items[0]).toMatchObject({
      planName: 'Japan Unlimited',
      kind: 'products',
      status: 'Completed',
      importedRows: 2,
      importedBy: 'distributor@wander.demo',
    });
  });

  it('updates a product by its code: name, price, countries, and moves it into the plan', async () => {
    const other = await planIdOf('Japan Data Pack');
    const res = await upload(
      [HEADER, 'DIST-JP-UNL,Japan Unlimited Plus,JP;KR,Now with Korea,44.00,MYR'].join('\n'),
      distributor,
      other,
    );
    expect(res.json().data).toMatchObject({ status: 'Completed', importedRows: 1, createdRows: 0 });
    expect(res.json().message).toBe('1 product(s) imported (0 new)');
    expect(await countriesOf('DIST-JP-UNL')).toEqual(['JP', 'KR']);
    const moved = (await detail(distributor, other)).json().data.products;
    expect(moved.map((p: { productCode: string }) => p.productCode)).toEqual(
      expect.arrayContaining(['DIST-JP-UNL', 'WDR-JP-DATA']),
    );
    expect((await detail()).json().data.products).toHaveLength(1);
  });

  it('imports nothing when a row is bad, and records the failure with every row error', async () => {
    const before = await dist001Products();
    const [{ n: historyBefore }] = await t.database.db.select({ n: count() }).from(planImports);
    const csv = [
      HEADER,
      'DIST-NEW-1,New one,JP,,10.00,MYR',
      'DIST-NEW-2,,XX;JP,,12.345,ZZZ',
      'WDR-JP-DATA,Taken,JP,,10,MYR',
      'DIST-NEW-1,Twice,JP,,10,MYR',
      'bad code,Bad,J,,abc,MYR',
    ].join('\n');
    const res = await upload(csv, distributor, planId, 'bad.csv');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('4 row(s) of the file are invalid; nothing was imported');
    const data = res.json().data;
    expect(data).toMatchObject({ status: 'Failed', totalRows: 5, importedRows: 0, failedRows: 4 });
    expect(data.errors).toEqual([
      { row: 2, column: 'productName', value: '', message: 'Product Name is required' },
      {
        row: 2,
        column: 'unitPrice',
        value: '12.345',
        message: 'Unit Price should have maximum of 2 decimal places',
      },
      { row: 2, column: 'countryCodes', value: 'XX;JP', message: 'Country XX not found' },
      { row: 2, column: 'currency', value: 'ZZZ', message: 'Currency ZZZ not found' },
      {
        row: 3,
        column: 'productCode',
        value: 'WDR-JP-DATA',
        message: 'Product Code belongs to another company',
      },
      {
        row: 4,
        column: 'productCode',
        value: 'DIST-NEW-1',
        message: 'Product Code is already in row 1 of the file',
      },
      {
        row: 5,
        column: 'productCode',
        value: 'bad code',
        message: 'Product Code should have only capital letters, digits, - and _',
      },
      {
        row: 5,
        column: 'countryCodes',
        value: 'J',
        message: 'Country Codes should be 2-letter codes separated by ;',
      },
      { row: 5, column: 'unitPrice', value: 'abc', message: 'Unit Price should be a number' },
    ]);
    expect(await dist001Products()).toEqual(before);
    const [{ n: historyAfter }] = await t.database.db.select({ n: count() }).from(planImports);
    expect(historyAfter).toBe(historyBefore + 1);
    const page = await history(distributor, [
      { columnName: 'failedRows', filterValue: 0, operator: 'gt' },
    ]);
    expect(page.items[0]).toMatchObject({ fileName: 'bad.csv', status: 'Failed', failedRows: 4 });
    expect(page.items[0].errors).toHaveLength(9);
  });

  it('refuses a file without the header or rows as a whole, storing nothing', async () => {
    const [{ n: before }] = await t.database.db.select({ n: count() }).from(planImports);
    const noHeader = await upload('productCode,productName\nX,Y\n');
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().errors.file).toEqual([
      'The first line must be the header productCode,productName,countryCodes,description,unitPrice,currency',
    ]);
    const noRows = await upload(`${HEADER}\n`);
    expect(noRows.json().errors.file).toEqual(['The file has no product rows']);
    const noFile = await t.app.inject({
      method: 'POST',
      url: `${api}/Import/${planId}`,
      headers: distributor,
    });
    expect(noFile.json().errors.file).toEqual(['File is required']);
    const [{ n: after }] = await t.database.db.select({ n: count() }).from(planImports);
    expect(after).toBe(before);
  });

  it('keeps the description and currency of an existing product when the file has no such columns', async () => {
    await upload('productCode,productName,countryCodes,unitPrice\nDIST-JP-UNL,Renamed,JP,40\n');
    const [row] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.productCode, 'DIST-JP-UNL'));
    expect(row).toMatchObject({
      productName: 'Renamed',
      description: 'Now with Korea',
      currency: 'MYR',
      unitPriceMinor: 4000,
      planId,
    });
  });
});

describe('plan import tenancy and permissions', () => {
  it('answers 404 for an unknown plan and 403 without the Import grant', async () => {
    const csv = `${HEADER}\nDIST-X,X,JP,,1,MYR\n`;
    const unknown = await upload(csv, distributor, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Wander Plan not found');
    expect((await upload(csv, distributor, 'not-a-uuid')).statusCode).toBe(404);
    expect((await upload(csv, customer)).statusCode).toBe(403);
    expect((await detail(customer)).statusCode).toBe(403);
  });

  it("keeps a company's products and imports out of another company's sight", async () => {
    const res = await upload(`${HEADER}\nDIST-JP-UNL,Mine now,JP,,1,MYR\n`, otherDistributor);
    expect(res.json().data.errors).toEqual([
      expect.objectContaining({ row: 1, message: 'Product Code belongs to another company' }),
    ]);
    const seen = (await detail(otherDistributor)).json().data.products;
    expect(seen).toEqual([]);
    const theirs = await history(otherDistributor);
    expect(theirs.items.map((i: { importedBy: string }) => i.importedBy)).toEqual([
      'newdistributor@wander.demo',
    ]);
    const mine = await history(distributor);
    expect(
      mine.items.every((i: { importedBy: string }) => i.importedBy === 'distributor@wander.demo'),
    ).toBe(true);
    const all = await history(admin);
    expect(all.totalCount).toBe(mine.totalCount + theirs.totalCount);
    const products1 = await t.database.db
      .select({ n: count() })
      .from(products)
      .where(
        and(eq(products.entityCode, 'DIST002'), inArray(products.productCode, ['DIST-JP-UNL'])),
      );
    expect(products1[0].n).toBe(0);
  });
});
