import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, asc, eq } from 'drizzle-orm';
import { SPARK_PACKAGE_TEMPLATE } from '@wander/contract';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';
import { uploadCsv } from '../../test-support/multipart.js';
import {
  costSetups,
  costTypes,
  productCountries,
  products,
  productVariants,
  sparkPackageImports,
} from '../../db/schema/index.js';

let t: TestApp;
let distributor: Record<string, string>;
let otherDistributor: Record<string, string>;
let customer: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  otherDistributor = bearer(await signIn(t.app, 'newdistributor@wander.demo'), 'DIST002');
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
});
afterAll(() => t.close());

const api = '/api/product/SparkPackage';
const HEADER = 'packageCode,countries,days,dataGb,isDayPass,network,cost,currency';
const upload = (csv: string, headers = distributor, fileName = 'packages.csv') =>
  uploadCsv(t.app, `${api}/Import`, csv, headers, fileName);
const history = async (headers: Record<string, string>) =>
  (
    await t.app.inject({
      method: 'POST',
      url: `${api}/SearchImportHistory`,
      headers,
      payload: { filterColumns: [] },
    })
  ).json().data;

/** Everything a package import writes for a package code: product, countries, variant, costs. */
async function packageOf(code: string) {
  const [product] = await t.database.db
    .select()
    .from(products)
    .where(eq(products.productCode, code));
  if (!product) return null;
  const countries = (
    await t.database.db
      .select({ c: productCountries.countryCode })
      .from(productCountries)
      .where(eq(productCountries.productId, product.id))
      .orderBy(asc(productCountries.countryCode))
  ).map((r) => r.c);
  const variants = await t.database.db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, product.id));
  const costs = await t.database.db
    .select({
      amount: costSetups.amount,
      currency: costSetups.currency,
      effectiveDate: costSetups.effectiveDate,
      costType: costTypes.costTypeCode,
    })
    .from(costSetups)
    .innerJoin(costTypes, eq(costTypes.id, costSetups.costTypeId))
    .where(eq(costSetups.productId, product.id));
  return { product, countries, variants, costs };
}

const today = () => new Date().toISOString().slice(0, 10);

describe('POST product/SparkPackage/Import', () => {
  it('creates a product, variant and wholesale cost per package of a good CSV', async () => {
    const res = await upload(SPARK_PACKAGE_TEMPLATE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('3 package(s) imported (3 new, 0 updated)');
    expect(res.json().data).toMatchObject({
      fileName: 'packages.csv',
      status: 'Completed',
      totalRows: 3,
      createdRows: 3,
      updatedRows: 0,
      failedRows: 0,
      errors: [],
    });
    const asia = await packageOf('SPK-ASIA3-1GB-7D');
    expect(asia!.product).toMatchObject({ entityCode: 'DIST001', isActive: false });
    expect(asia!.product.productName).toContain('1GB/day 7 days');
    // Named in the store's other languages from its countries, data and days (issue 41).
    expect(asia!.product).toMatchObject({
      productNameMs: 'Jepun, Korea Selatan dan Thailand 1GB/hari 7 hari',
      productNameZh: '日本、韩国和泰国 每天1GB 7天',
    });
    expect(asia!.variants[0]).toMatchObject({ variantNameZh: '每天1GB 7天' });
    expect(asia!.countries).toEqual(['JP', 'KR', 'TH']);
    expect(asia!.variants).toEqual([
      expect.objectContaining({
        variantCode: 'SPK-ASIA3-1GB-7D',
        days: 7,
        dataGb: 1,
        isDayPass: true,
        networkName: 'Spark Asia',
        variantValue: '1GB/day-7D',
      }),
    ]);
    expect(asia!.costs).toEqual([
      { amount: 6.8, currency: 'USD', effectiveDate: today(), costType: 'WHOLESALE' },
    ]);
    const sg = await packageOf('SPK-SG-500MB-1D');
    expect(sg!.variants[0]).toMatchObject({ dataGb: 0.5, days: 1, isDayPass: true });
    expect(sg!.costs).toEqual([
      { amount: 0.9, currency: 'SGD', effectiveDate: today(), costType: 'WHOLESALE' },
    ]);
  });

  it('updates the same packages when the file comes again (no duplicates)', async () => {
    const res = await upload(
      [
        HEADER,
        'SPK-JP-5GB-15D,JP;KR,15,6,false,NTT Docomo,3.95,USD',
        'SPK-ASIA3-1GB-7D,JP;KR;TH,7,1,1,Spark Asia,6.80,USD',
        'SPK-SG-500MB-1D,SG,1,0.5,yes,Singtel,0.90,SGD',
      ].join('\n'),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ createdRows: 0, updatedRows: 3, failedRows: 0 });
    const jp = await packageOf('SPK-JP-5GB-15D');
    expect(jp!.countries).toEqual(['JP', 'KR']);
    expect(jp!.variants).toHaveLength(1);
    expect(jp!.variants[0]).toMatchObject({ dataGb: 6, variantValue: '6GB-15D' });
    // Today's cost is replaced, not added a second time.
    expect(jp!.costs).toEqual([
      { amount: 3.95, currency: 'USD', effectiveDate: today(), costType: 'WHOLESALE' },
    ]);
    const wholesale = await t.database.db
      .select()
      .from(costTypes)
      .where(and(eq(costTypes.entityCode, 'DIST001'), eq(costTypes.costTypeCode, 'WHOLESALE')));
    expect(wholesale).toHaveLength(1);
  });

  it('imports the first sheet of an xlsx workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Packages');
    sheet.addRow([
      'Package Code',
      'countries',
      'days',
      'dataGb',
      'isDayPass',
      'network',
      'cost',
      'currency',
    ]);
    sheet.getRow(1).values = HEADER.split(',');
    sheet.addRow(['SPK-TH-10GB-30D', 'TH', 30, 10, false, 'AIS', 5.5, 'USD']);
    sheet.addRow(['spk-kr-3gb-5d', 'kr', 5, 3, 'no', '', 2.25, 'usd']);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const boundary = '----spark-xlsx';
    const res = await t.app.inject({
      method: 'POST',
      url: `${api}/Import`,
      headers: { ...distributor, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="spark.xlsx"\r\n` +
            'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
        ),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      fileName: 'spark.xlsx',
      createdRows: 2,
      failedRows: 0,
    });
    const kr = await packageOf('SPK-KR-3GB-5D');
    expect(kr!.countries).toEqual(['KR']);
    expect(kr!.variants[0]).toMatchObject({
      days: 5,
      dataGb: 3,
      isDayPass: false,
      networkName: null,
    });
    expect(kr!.costs[0]).toMatchObject({ amount: 2.25, currency: 'USD' });
  });

  it('writes nothing when one row is bad and reports that row and column', async () => {
    const before = await packageOf('SPK-JP-5GB-15D');
    const res = await upload(
      [
        HEADER,
        'SPK-JP-5GB-15D,JP,15,5,no,NTT Docomo,9.99,USD',
        'SPK-NEW-1GB-1D,JP,1,1,no,,1.00,USD',
        'SPK-BAD-1GB-1D,XX,-3,abc,maybe,,-1,ZZZ',
        'SPK-NEW-1GB-1D,JP,1,1,no,,1.00,USD',
        ',JP,1,1,no,,1.00,',
      ].join('\n'),
      distributor,
      'bad.csv',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('3 row(s) of the file are invalid; nothing was imported');
    const data = res.json().data;
    expect(data).toMatchObject({
      status: 'Failed',
      totalRows: 5,
      createdRows: 0,
      updatedRows: 0,
      failedRows: 3,
    });
    expect(data.errors).toEqual([
      { row: 3, column: 'days', value: '-3', message: 'Days should have minimum value of 1' },
      { row: 3, column: 'dataGb', value: 'abc', message: 'Data (GB) should be a number' },
      {
        row: 3,
        column: 'isDayPass',
        value: 'maybe',
        message: 'Day Pass should be yes, no, true, false, 1 or 0',
      },
      { row: 3, column: 'cost', value: '-1', message: 'Cost should have minimum value of 0' },
      { row: 3, column: 'countries', value: 'XX', message: 'Country XX not found' },
      { row: 3, column: 'currency', value: 'ZZZ', message: 'Currency ZZZ not found' },
      {
        row: 4,
        column: 'packageCode',
        value: 'SPK-NEW-1GB-1D',
        message: 'Package Code is already in row 2 of the file',
      },
      { row: 5, column: 'packageCode', value: '', message: 'Package Code is required' },
      { row: 5, column: 'currency', value: '', message: 'Currency is required' },
    ]);
    expect(await packageOf('SPK-NEW-1GB-1D')).toBeNull();
    expect(await packageOf('SPK-JP-5GB-15D')).toEqual(before);
    const [failed] = (await history(distributor)).items;
    expect(failed).toMatchObject({ fileName: 'bad.csv', status: 'Failed', failedRows: 3 });
    expect(failed.errors).toEqual(data.errors);
  });

  it("refuses a package code of another company's product", async () => {
    const res = await upload(`${HEADER}\nSPK-JP-5GB-15D,JP,15,5,no,,1,USD`, otherDistributor);
    expect(res.json().data.errors).toEqual([
      {
        row: 1,
        column: 'packageCode',
        value: 'SPK-JP-5GB-15D',
        message: 'Package Code belongs to another company',
      },
    ]);
  });

  it('refuses a file without a required column as a whole', async () => {
    const res = await upload('packageCode,countries,days,dataGb,cost\nA,JP,1,1,1');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.file[0]).toContain('The first line must be the header');
  });

  it('shows a company only its own history; a customer cannot import', async () => {
    const own = await history(distributor);
    expect(own.items.map((r: { fileName: string }) => r.fileName)).toEqual([
      'bad.csv',
      'spark.xlsx',
      'packages.csv',
      'packages.csv',
      'spark-price-list-2026-11.csv',
    ]);
    expect(own.items[3]).toMatchObject({ status: 'Completed', createdRows: 3, updatedRows: 0 });
    // The demo world's refused price list: nothing of it was written.
    expect(own.items[4]).toMatchObject({ status: 'Failed', totalRows: 3, failedRows: 1 });
    expect(own.items[4].errors.map((e: { message: string }) => e.message)).toEqual([
      'Cost should have minimum value of 0',
      'Country XK not found',
    ]);
    expect(await packageOf('SPK-VN-3GB-7D')).toBeNull();
    const other = await history(otherDistributor);
    expect(other.items.map((r: { fileName: string }) => r.fileName)).toEqual(['packages.csv']);
    const stored = await t.database.db
      .select({ entityCode: sparkPackageImports.entityCode })
      .from(sparkPackageImports)
      .where(eq(sparkPackageImports.entityCode, 'DIST002'));
    expect(stored).toHaveLength(1);
    const refused = await upload(SPARK_PACKAGE_TEMPLATE, customer);
    expect(refused.statusCode).toBe(403);
  });
});
