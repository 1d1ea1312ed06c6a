import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';
import { uploadCsv } from '../../test-support/multipart.js';
import { productVariants, wanderSerialNumbers } from '../../db/schema/index.js';

let t: TestApp;
let distributor: Record<string, string>;
let other: Record<string, string>;
let customer: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  const admin = await signIn(t.app, 'admin@wander.demo');
  other = bearer(admin, 'DIST002');
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
});
afterAll(() => t.close());

const VARIANT = 'WDR-FJ-DATA-3GB-15D';
const HEADER = 'productCode,variantCode,iccid,activationCode';
const api = '/api/product/WanderSerialNumber';
const upload = (csv: string, headers = distributor, fileName = 'stock.csv') =>
  uploadCsv(t.app, `${api}/Import`, csv, headers, fileName);
const history = async (payload: object = {}, headers = distributor) =>
  (
    await t.app.inject({
      method: 'POST',
      url: `${api}/SearchImportHistory`,
      headers,
      payload,
    })
  ).json().data;
const stockOf = async (variantCode: string, entityCode = 'DIST001') => {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(wanderSerialNumbers)
    .innerJoin(productVariants, eq(productVariants.id, wanderSerialNumbers.variantId))
    .where(
      sql`${productVariants.variantCode} = ${variantCode} and ${wanderSerialNumbers.entityCode} = ${entityCode}`,
    );
  return row.n;
};
const line = (n: number, variant = VARIANT) =>
  `WDR-FJ-DATA,${variant},89601299000000000${String(n).padStart(2, '0')},LPA:1$smdp.example$IMP${n}`;

describe('POST product/WanderSerialNumber/Import', () => {
  it('imports every row of a good file and records the history row', async () => {
    const before = await stockOf(VARIANT);
    const res = await upload([HEADER, line(1), line(2), line(3)].join('\n'), distributor, 'a.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('3 serial number(s) imported');
    expect(res.json().data).toMatchObject({
      fileName: 'a.csv',
      status: 'Completed',
      totalRows: 3,
      importedRows: 3,
      failedRows: 0,
      errors: [],
    });
    expect(await stockOf(VARIANT)).toBe(before + 3);
    const page = await history();
    expect(page.items[0]).toMatchObject({
      fileName: 'a.csv',
      status: 'Completed',
      importedRows: 3,
      importedBy: 'distributor@wander.demo',
    });
  });

  it('imports nothing when one row is bad, and records the failure with every row error', async () => {
    const before = await stockOf(VARIANT);
    const csv = [
      HEADER,
      line(10),
      line(11, 'NO-SUCH-VARIANT'),
      `WDR-FJ-DATA,${VARIANT},12345,LPA:1$smdp.example$X`,
      line(10),
      `WDR-JP-DATA,${VARIANT},8960129900000000013,not-an-lpa`,
      line(1),
    ].join('\n');
    const res = await upload(csv, distributor, 'bad.csv');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('5 row(s) of the file are invalid; nothing was imported');
    const data = res.json().data;
    expect(data).toMatchObject({ status: 'Failed', totalRows: 6, importedRows: 0, failedRows: 5 });
    expect(data.errors).toEqual([
      { row: 2, column: 'variantCode', value: 'NO-SUCH-VARIANT', message: 'Variant not found' },
      {
        row: 3,
        column: 'iccid',
        value: '12345',
        message: 'ICCID should be 19 to 22 digits starting with 89',
      },
      {
        row: 4,
        column: 'iccid',
        value: '8960129900000000010',
        message: 'ICCID is already in row 1 of the file',
      },
      {
        row: 5,
        column: 'productCode',
        value: 'WDR-JP-DATA',
        message: 'The variant is not of this product',
      },
      {
        row: 5,
        column: 'activationCode',
        value: 'not-an-lpa',
        message: 'Activation Code should look like LPA:1$smdp.example.com$CODE',
      },
      {
        row: 6,
        column: 'iccid',
        value: '8960129900000000001',
        message: 'ICCID already exists',
      },
    ]);
    expect(await stockOf(VARIANT)).toBe(before);
    const [latest] = (await history()).items;
    expect(latest).toMatchObject({ fileName: 'bad.csv', status: 'Failed', failedRows: 5 });
    expect(latest.errors).toHaveLength(6);
  });

  it('accepts variantId instead of variantCode, and refuses a variant the company does not sell', async () => {
    const [v] = await t.database.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.variantCode, VARIANT));
    const csv = `ICCID,variantId,ActivationCode\n8960129900000000020,${v.id},LPA:1$smdp.example$V20\n`;
    expect((await upload(csv)).json().data.status).toBe('Completed');
    await t.database.db.execute(
      sql`delete from product_prices where entity_code = 'DIST002' and variant_id = ${v.id}`,
    );
    const refused = await upload(
      `variantCode,iccid,activationCode\n${VARIANT},8960129900000000021,LPA:1$smdp.example$V21\n`,
      other,
    );
    expect(refused.json().data.errors[0].message).toBe('The variant is not one your company sells');
  });

  it('refuses a file without the header or without rows as a whole, recording nothing', async () => {
    const before = (await history()).totalCount;
    const noHeader = await upload(`${line(30)}\n`);
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().errors.file).toEqual([
      'The first line must be the header productCode,variantCode,iccid,activationCode',
    ]);
    expect((await upload(`${HEADER}\n`)).json().errors.file).toEqual([
      'The file has no serial number rows',
    ]);
    const noFile = await t.app.inject({
      method: 'POST',
      url: `${api}/Import`,
      headers: distributor,
      payload: {},
    });
    expect(noFile.json().errors).toEqual({ file: ['File is required'] });
    expect((await history()).totalCount).toBe(before);
  });

  it('is refused to a role without the grant', async () => {
    expect((await upload(`${HEADER}\n${line(40)}\n`, customer)).statusCode).toBe(403);
  });
});

describe('POST product/WanderSerialNumber/SearchImportHistory', () => {
  it("pages the working company's imports, newest first", async () => {
    for (const n of [50, 51, 52]) await upload(`${HEADER}\n${line(n)}\n`, distributor, `p${n}.csv`);
    const first = await history({ pageIndex: 1, pageSize: 2 });
    expect(first.items.map((i: { fileName: string }) => i.fileName)).toEqual([
      'p52.csv',
      'p51.csv',
    ]);
    expect(first.pageCount).toBe(Math.ceil(first.totalCount / 2));
    const second = await history({ pageIndex: 2, pageSize: 2 });
    expect(second.items[0].fileName).toBe('p50.csv');
    const filtered = await history({
      filterColumns: [{ columnName: 'failedRows', filterValue: 0, operator: 'gt' }],
    });
    expect(filtered.items.every((i: { status: string }) => i.status === 'Failed')).toBe(true);
    // Another company sees none of them.
    expect(
      (await history({}, other)).items.some((i: { fileName: string }) => i.fileName === 'p50.csv'),
    ).toBe(false);
  });
});

describe('POST product/WanderSerialNumber/BulkInvoiceDetailsValidation', () => {
  it('says per ICCID whether it is an available eSIM of the company', async () => {
    const [dist2] = await t.database.db
      .select({ iccid: wanderSerialNumbers.iccid })
      .from(wanderSerialNumbers)
      .where(eq(wanderSerialNumbers.entityCode, 'DIST002'))
      .limit(1);
    await t.database.db
      .update(wanderSerialNumbers)
      .set({ status: 'delivered', invoiceLineId: sql`gen_random_uuid()` })
      .where(eq(wanderSerialNumbers.iccid, '8960129900000000002'));
    const res = await t.app.inject({
      method: 'POST',
      url: `${api}/BulkInvoiceDetailsValidation`,
      headers: distributor,
      payload: {
        iccids: [
          '8960129900000000001',
          '8960129900000000002',
          dist2.iccid,
          '8960129900000000001',
          'abc',
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.validCount).toBe(1);
    expect(data.invalidCount).toBe(4);
    expect(data.rows.map((r: { message: string | null }) => r.message)).toEqual([
      null,
      'ICCID is already delivered',
      'ICCID not found',
      'ICCID is already in row 1',
      'ICCID should be 19 to 22 digits starting with 89',
    ]);
    expect(data.rows[0]).toMatchObject({
      isValid: true,
      status: 'available',
      variantCode: VARIANT,
    });
    const empty = await t.app.inject({
      method: 'POST',
      url: `${api}/BulkInvoiceDetailsValidation`,
      headers: distributor,
      payload: { iccids: [] },
    });
    expect(empty.json().errors.iccids).toEqual(['ICCIDs is required']);
  });
});
