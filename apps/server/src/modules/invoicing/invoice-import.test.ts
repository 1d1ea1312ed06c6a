import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { uploadCsv } from '../../test-support/multipart.js';
import { invoiceImports, invoices, saleOrders } from '../../db/schema/index.js';
import { orderFixtures } from '../../test-support/kits/orders.fixtures.js';
import { invoicingHelpers } from '../../test-support/kits/invoicing.fixtures.js';

let t: TestApp;
let distributor: Record<string, string>;
let otherDistributor: Record<string, string>;
let customer: Record<string, string>;
let h: ReturnType<typeof invoicingHelpers>;

beforeAll(async () => {
  t = await createTestApp();
  const fx = await orderFixtures(t.database.db, { serials: 10 });
  h = invoicingHelpers(t, fx.v1);
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  otherDistributor = bearer(await signIn(t.app, 'newdistributor@wander.demo'), 'DIST002');
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
});
afterAll(() => t.close());

const HEADER = 'reference,customerName,customerEmail,variantCode,quantity';
const upload = (csv: string, headers = distributor, name = 'sales.csv') =>
  uploadCsv(t.app, '/api/scheduler/Invoices/Import', csv, headers, name);
/** Uploads, waits for the job, answers the import's final status. */
const importFile = async (csv: string) => {
  const res = await upload(csv);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({
    message: 'The file is queued for import',
    data: { status: 'Queued', invoiceCount: 0 },
  });
  await t.app.services.jobs.idle();
  const status = await h.call(
    'GET',
    `scheduler/Invoices/Import/${res.json().data.id}`,
    distributor,
  );
  expect(status.statusCode).toBe(200);
  return status.json().data;
};
const count = async (table: typeof invoices | typeof saleOrders) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(table.entityCode, 'DIST001'))
  )[0].n;

describe('scheduler/Invoices/Import', () => {
  it('creates one confirmed sale order and invoice per reference, with eSIMs', async () => {
    const [invoicesBefore, ordersBefore] = [await count(invoices), await count(saleOrders)];
    const result = await importFile(
      [
        HEADER,
        'R-1,Aiko Tanaka,aiko@example.com,ORD-3G7D,2',
        'R-2,Ben Lim,,ORD-3G7D,1',
        'R-1,Aiko Tanaka,AIKO@example.com,ORD-3G7D,1',
        'R-3,Chen Wei,chen@example.com,ORD-3G7D,1',
      ].join('\n'),
    );
    expect(result).toMatchObject({
      status: 'Completed',
      totalRows: 4,
      invoiceCount: 3,
      errors: [],
      fileName: 'sales.csv',
      importedBy: 'distributor@wander.demo',
    });
    expect(result.finishedAt).toEqual(expect.any(String));
    expect(await count(invoices)).toBe(invoicesBefore + 3);
    expect(await count(saleOrders)).toBe(ordersBefore + 3);
    expect(await h.serialCount('allocated')).toBe(5);
    const list = await h.call('POST', 'network/SaleOrders/Search', distributor, {
      filterColumns: [{ columnName: 'customerName', filterValue: 'Aiko Tanaka', operator: 'eq' }],
    });
    const [aiko] = list.json().data.items;
    const detail = (
      await h.call('GET', `network/SaleOrders/GetDetail/${aiko.id}`, distributor)
    ).json().data;
    expect(detail).toMatchObject({
      status: 'Confirmed',
      customerEmail: 'aiko@example.com',
      remarks: 'Imported from sales.csv, reference R-1',
      invoice: { status: 'Open' },
    });
    expect(detail.lines).toMatchObject([{ variantCode: 'ORD-3G7D', qty: 3 }]);
  });

  it('creates nothing when one row is bad, and says which row and why', async () => {
    const before = [
      await count(invoices),
      await count(saleOrders),
      await h.serialCount('available'),
    ];
    const result = await importFile(
      [HEADER, 'R-4,Dana,dana@example.com,ORD-3G7D,1', 'R-5,Eli,not-an-email,ORD-3G7D,1'].join(
        '\n',
      ),
    );
    expect(result).toMatchObject({
      status: 'Failed',
      invoiceCount: 0,
      errors: [
        { row: 2, column: 'customerEmail', value: 'not-an-email', message: 'Email is invalid' },
      ],
    });
    expect([
      await count(invoices),
      await count(saleOrders),
      await h.serialCount('available'),
    ]).toEqual(before);
  });

  it('checks every row: variant, price, quantity, one customer per reference, stock', async () => {
    const result = await importFile(
      [
        HEADER,
        'R-6,Fay,,NOPE-1,1',
        'R-7,Gus,,ORD-20G30D,1',
        'R-8,Hana,,ORD-3G7D,0',
        'R-8,Other Name,,ORD-3G7D,1',
        'R-9,Ivan,,ORD-3G7D,1.5',
        ',Jo,,ORD-3G7D,1',
        'R-10,Kim,,ORD-10G15D,1',
      ].join('\n'),
    );
    expect(result.status).toBe('Failed');
    expect(result.errors.map((e: { row: number; message: string }) => [e.row, e.message])).toEqual([
      [1, 'Variant not found'],
      [2, 'The variant is not one your company sells (it has no price)'],
      [3, 'Quantity should be a whole number from 1 to 10000'],
      [
        4,
        'Customer Name and Customer Email must be the same on every row of a reference (see row 3)',
      ],
      [5, 'Quantity should be a whole number from 1 to 10000'],
      [6, 'Reference is required'],
      [7, 'Insufficient Stock: 0 available, 1 needed by the file'],
    ]);
  });

  it('refuses a file without the header at once (400) and records nothing', async () => {
    const before = (await t.database.db.select().from(invoiceImports)).length;
    const res = await upload('ref,name\nR-1,A');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.file[0]).toBe(
      'The first line must be the header reference,customerName,customerEmail,variantCode,quantity',
    );
    expect((await t.database.db.select().from(invoiceImports)).length).toBe(before);
  });

  it("lists the company's history; another company's import is 404; a customer has no grant", async () => {
    const history = await h.call('POST', 'scheduler/Invoices/SearchImportHistory', distributor, {
      pageSize: 2,
      filterColumns: [{ columnName: 'status', filterValue: 'Failed', operator: 'eq' }],
    });
    expect(history.statusCode).toBe(200);
    expect(history.json().data).toMatchObject({ pageCount: 1, totalCount: 2 });
    const id = history.json().data.items[0].id;
    expect(
      (await h.call('GET', `scheduler/Invoices/Import/${id}`, otherDistributor)).statusCode,
    ).toBe(404);
    const theirs = await h.call(
      'POST',
      'scheduler/Invoices/SearchImportHistory',
      otherDistributor,
      {},
    );
    expect(theirs.json().data.items).toEqual([]);
    expect((await upload(`${HEADER}\nR,A,,ORD-3G7D,1`, customer)).statusCode).toBe(403);
  });
});
