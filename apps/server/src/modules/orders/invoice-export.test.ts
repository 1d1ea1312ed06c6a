import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
const as: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  // The demo history holds one completed invoice of DIST001 to CUST001.
  t = await createTestApp();
  for (const [name, email, company] of [
    ['distributor', 'distributor@wander.demo', 'DIST001'],
    ['other', 'newdistributor@wander.demo', 'DIST002'],
    ['agent', 'agent@wander.demo', 'DIST001'],
  ]) {
    as[name] = bearer(await signIn(t.app, email), company);
  }
});
afterAll(() => t.close());

const call = (url: string, who: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, headers: as[who], payload: payload as never });
const search = (who: string, body: unknown) => call('payment/Invoices/Search', who, body);

describe('Excel export (payment/Invoices/ExportExcel)', () => {
  const rowsOf = async (payload: Buffer) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(payload as never);
    const sheet = workbook.getWorksheet('Invoices')!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  };

  it('exports the filtered list, every page, as .xlsx', async () => {
    const filter = {
      // The distributor's completed invoices to its customer (its consumers' are many more).
      filterColumns: [
        { columnName: 'status', filterValue: 'Completed', operator: 'eq' },
        { columnName: 'customerEntityCode', filterValue: 'CUST001', operator: 'eq' },
      ],
      sortColumns: [{ columnName: 'documentNo', sortOrder: 'asc' }],
    };
    const listed = (await search('distributor', { ...filter, pageSize: 128 })).json().data;
    const res = await call('payment/Invoices/ExportExcel', 'distributor', filter);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="invoices-.*\.xlsx"/);
    const [header, ...rows] = await rowsOf(res.rawPayload);
    expect(header).toEqual([
      'Invoice No',
      'Date',
      'Customer',
      'Customer Code',
      'Distributor',
      'Purchase Order',
      'Status',
      'Currency',
      'Sub Total',
      'Discount',
      'Tax',
      'Total',
      'Completed',
    ]);
    expect(rows).toHaveLength(listed.totalCount);
    expect(rows.map((r) => r[0])).toEqual(
      listed.items.map((i: { documentNo: string }) => i.documentNo),
    );
    expect(rows.every((r) => r[6] === 'Completed' && r[3] === 'CUST001')).toBe(true);
    expect(rows[0][11]).toBe(listed.items[0].totalAmount);
    expect(rows[0][1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('exports nothing of another company, refuses bad filters and roles without the grant', async () => {
    const empty = await call('payment/Invoices/ExportExcel', 'other', {});
    expect(await rowsOf(empty.rawPayload)).toHaveLength(1); // the header only
    const bad = await call('payment/Invoices/ExportExcel', 'distributor', {
      sortColumns: [{ columnName: 'activationCode', sortOrder: 'asc' }],
    });
    expect(bad.statusCode).toBe(400);
    expect((await call('payment/Invoices/ExportExcel', 'agent', {})).statusCode).toBe(403);
  });
});
