import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { asc, eq, like } from 'drizzle-orm';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';
import { uploadCsv } from '../../test-support/multipart.js';
import { products, productVariants, wanderPlans } from '../../db/schema/index.js';

let t: TestApp;
let distributor: Record<string, string>;
let customer: Record<string, string>;
let admin: Record<string, string>;
let ownPlan: string;
let japanData: string;
beforeAll(async () => {
  t = await createTestApp();
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
  admin = bearer(await signIn(t.app, 'admin@wander.demo'));
  ownPlan = await planIdOf('Thailand Unlimited');
  japanData = await planIdOf('Japan Data Pack');
  // DIST001's own product in an empty plan, for its variants.
  const res = await uploadCsv(
    t.app,
    `${api}/Import/${ownPlan}`,
    `${PRODUCTS}\nDIST-TH-UNL,Thailand Unlimited,TH,,30,MYR\nDIST-TH-PLUS,Thailand Plus,TH,,40,MYR\n`,
    distributor,
  );
  expect(res.json().data.status).toBe('Completed');
});
afterAll(() => t.close());

const api = '/api/product/WanderProductPlan';
const PRODUCTS = 'productCode,productName,countryCodes,description,unitPrice,currency';
const HEADER = 'productCode,variantCode,variantName,days,dataGb,type,networkName,unitPrice';
const importVariants = (csv: string, headers = distributor, plan = ownPlan) =>
  uploadCsv(t.app, `${api}/ImportProductVariant/${plan}`, csv, headers, 'variants.csv');
const get = (url: string, headers = distributor) => t.app.inject({ method: 'GET', url, headers });
async function planIdOf(name: string) {
  const [row] = await t.database.db
    .select({ id: wanderPlans.id })
    .from(wanderPlans)
    .where(eq(wanderPlans.planName, name));
  return row.id;
}
const variantsLike = (pattern: string) =>
  t.database.db
    .select({
      code: productVariants.variantCode,
      value: productVariants.variantValue,
      name: productVariants.variantName,
      days: productVariants.days,
      data: productVariants.dataGb,
      dayPass: productVariants.isDayPass,
      network: productVariants.networkName,
      price: productVariants.unitPriceMinor,
    })
    .from(productVariants)
    .where(like(productVariants.variantCode, pattern))
    .orderBy(asc(productVariants.variantCode));
const listPrice = async (code: string) =>
  (
    await t.database.db
      .select({ p: products.unitPriceMinor })
      .from(products)
      .where(eq(products.productCode, code))
  )[0].p;

describe('POST product/WanderProductPlan/ImportProductVariant/{id}', () => {
  it('creates and then updates variants by code, and the list price follows the cheapest', async () => {
    const first = await importVariants(
      [
        HEADER,
        'DIST-TH-UNL,DIST-TH-UNL-5GB-7D,Thailand 5GB 7 days,7,5,Data,AIS,19.90',
        'DIST-TH-UNL,DIST-TH-UNL-1GB-3D,Thailand 1GB per day,3,1,DayPass,,12.50',
      ].join('\n'),
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe('2 variant(s) imported (2 new)');
    expect(first.json().data).toMatchObject({
      kind: 'variants',
      status: 'Completed',
      createdRows: 2,
    });
    expect(await variantsLike('DIST-TH-UNL-%')).toEqual([
      {
        code: 'DIST-TH-UNL-1GB-3D',
        value: '1GB/day-3D',
        name: 'Thailand 1GB per day',
        days: 3,
        data: 1,
        dayPass: true,
        network: null,
        price: 1250,
      },
      expect.objectContaining({ code: 'DIST-TH-UNL-5GB-7D', value: '5GB-7D', network: 'AIS' }),
    ]);
    expect(await listPrice('DIST-TH-UNL')).toBe(1250);

    const second = await importVariants(
      `${HEADER}\nDIST-TH-UNL,DIST-TH-UNL-1GB-3D,Thailand day pass,3,1,daypass,True Move,15\n`,
    );
    expect(second.json().data).toMatchObject({ importedRows: 1, createdRows: 0 });
    const [updated] = await variantsLike('DIST-TH-UNL-1GB-3D');
    expect(updated).toMatchObject({ name: 'Thailand day pass', network: 'True Move', price: 1500 });
    expect(await listPrice('DIST-TH-UNL')).toBe(1500);
    const detail = (await get(`${api}/GetDetailByPlanId/${ownPlan}`)).json().data;
    expect(
      detail.products.find((p: { productCode: string }) => p.productCode === 'DIST-TH-UNL'),
    ).toMatchObject({ variantCount: 2, unitPrice: 15 });
  });

  it('imports nothing when a row is bad and says why for each', async () => {
    const before = await variantsLike('%');
    const csv = [
      HEADER,
      'DIST-TH-UNL,DIST-TH-UNL-10GB-30D,Good row,30,10,Data,AIS,49.90',
      'WDR-JP-DATA,DIST-JP-X,Platform product,7,1,Data,,10',
      'NO-SUCH,DIST-NO-X,Unknown product,7,1,Data,,10',
      'DIST-TH-PLUS,DIST-TH-UNL-5GB-7D,Moved variant,7,5,Data,,10',
      'DIST-TH-UNL,WDR-JP-DATA-1GB-7D,Platform variant,7,1,Data,,10',
      'DIST-TH-UNL,DIST-TH-UNL-10GB-30D,Twice,30,10,Data,,10',
      'DIST-TH-UNL,DIST-TH-BAD,Bad values,0,0,Unlimited,,-1',
    ].join('\n');
    const res = await importVariants(csv);
    const data = res.json().data;
    expect(data).toMatchObject({ status: 'Failed', totalRows: 7, importedRows: 0, failedRows: 6 });
    expect(data.errors.map((e: { row: number; message: string }) => [e.row, e.message])).toEqual([
      [2, 'Product Code belongs to another company'],
      [3, 'Product not found'],
      [4, 'Variant Code already exists on product DIST-TH-UNL'],
      [5, 'Variant Code already exists'],
      [6, 'Variant Code is already in row 1 of the file'],
      [7, 'Days should have minimum value of 1'],
      [7, 'Data (GB) should have minimum value of 0.01'],
      [7, 'Type should be Data or DayPass'],
      [7, 'Unit Price should have minimum value of 0'],
    ]);
    expect(await variantsLike('%')).toEqual(before);

    const notInPlan = await importVariants(
      `${HEADER}\nDIST-TH-UNL,DIST-TH-UNL-X,X,7,1,Data,,1\n`,
      distributor,
      japanData,
    );
    expect(notInPlan.json().data.errors[0].message).toBe('The product is not in this plan');
  });

  it('answers 404 for an unknown plan and 403 without the Import grant', async () => {
    const csv = `${HEADER}\nDIST-TH-UNL,DIST-TH-UNL-X,X,7,1,Data,,1\n`;
    const unknown = await importVariants(csv, distributor, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect((await importVariants(csv, customer)).statusCode).toBe(403);
  });
});

describe('GET .../ExportProductVariant/{id} and .../ExportDataPlanWithVariant/{id}', () => {
  it('exports the variants in the import format, and the file imports back unchanged', async () => {
    // A name a spreadsheet would run as a formula comes back as it was.
    await importVariants(
      `${HEADER}\nDIST-TH-PLUS,DIST-TH-PLUS-3GB-15D,"=HYPERLINK(""x""), 3GB",15,3,Data,"AIS, dtac",22\n`,
    );
    const res = await get(`${api}/ExportProductVariant/${ownPlan}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="thailand-unlimited-variants.csv"',
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines.slice(1)).toEqual([
      `DIST-TH-PLUS,DIST-TH-PLUS-3GB-15D,"'=HYPERLINK(""x""), 3GB",15,3,Data,"AIS, dtac",22.00`,
      'DIST-TH-UNL,DIST-TH-UNL-1GB-3D,Thailand day pass,3,1,DayPass,True Move,15.00',
      'DIST-TH-UNL,DIST-TH-UNL-5GB-7D,Thailand 5GB 7 days,7,5,Data,AIS,19.90',
    ]);
    const before = await variantsLike('DIST-TH-%');
    const again = await importVariants(res.body);
    expect(again.json().data).toMatchObject({
      status: 'Completed',
      importedRows: 3,
      createdRows: 0,
    });
    expect(await variantsLike('DIST-TH-%')).toEqual(before);
    expect(before[0].name).toBe('=HYPERLINK("x"), 3GB');
  });

  it("round-trips the platform's plan for the platform, and gives a distributor only its own", async () => {
    const platform = await get(`${api}/ExportProductVariant/${japanData}`, admin);
    const rows = platform.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1);
    expect(rows).toHaveLength(15);
    expect(rows[0]).toMatch(/^WDR-JP-DATA,WDR-JP-DATA-10GB-15D,Japan 10GB 15 days,15,10,Data,/);
    const before = await variantsLike('WDR-JP-DATA-%');
    const again = await uploadCsv(
      t.app,
      `${api}/ImportProductVariant/${japanData}`,
      platform.body,
      admin,
    );
    expect(again.json().data).toMatchObject({ status: 'Completed', importedRows: 15 });
    expect(await variantsLike('WDR-JP-DATA-%')).toEqual(before);
    const mine = await get(`${api}/ExportProductVariant/${japanData}`);
    expect(mine.body.replace(/^\uFEFF/, '').trim()).toBe(HEADER);
  });

  it('exports the plan with its products and variants as an Excel workbook', async () => {
    const res = await get(`${api}/ExportDataPlanWithVariant/${japanData}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Japan Data Pack');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Product Code',
      'Product Name',
      'Countries',
      'Product Active',
      'Variant Code',
      'Variant Name',
      'Days',
      'Data (GB)',
      'Type',
      'Network',
      'Unit Price',
      'Currency',
      'Variant Active',
    ]);
    expect(sheet.rowCount).toBe(16);
    const row = sheet.getRow(2).values as unknown[];
    expect(row.slice(1, 6)).toEqual([
      'WDR-JP-DATA',
      'Japan eSIM',
      'JP',
      'Yes',
      'WDR-JP-DATA-10GB-15D',
    ]);
    expect(typeof row[11]).toBe('number');

    expect((await get(`${api}/ExportDataPlanWithVariant/${ownPlan}`, customer)).statusCode).toBe(
      403,
    );
    const unknown = await get(`${api}/ExportProductVariant/00000000-0000-4000-8000-000000000000`);
    expect(unknown.statusCode).toBe(404);
  });
});
