import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { uploadCsv } from '../../test-support/multipart.js';

/** Issue 29: network/GroupOrders as Skyway Travel Agency (CUST001) buying from DIST001. */
let t: TestApp;
let customer: Record<string, string>;
let distributor: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers = customer,
) => t.app.inject({ method, url: `/api/${url}`, headers, payload: payload as never });

const group = (name: string, travellers: object[] = []) => ({
  groupName: name,
  startDate: '2026-10-01',
  endDate: '2026-10-09',
  distributorEntityCode: 'DIST001',
  gbPerDay: 1,
  legs: [
    { countryCode: 'JP', days: 5 },
    { countryCode: 'KR', days: 4 },
  ],
  travellers,
});
const created = async (name: string, travellers: object[] = []) => {
  const res = await call('POST', 'network/GroupOrders', group(name, travellers));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; travellers: { id: string; name: string }[] };
};
const importFile = (id: string, csv: string) =>
  uploadCsv(t.app, `/api/network/GroupOrders/Import/${id}`, csv, customer);

describe('network/GroupOrders', () => {
  it('keeps a group with its legs and travellers, each traveller given an id kept on edit', async () => {
    const row = await created('Kyoto spring', [
      { name: 'Aiko Tan', email: 'aiko@example.com', language: 'en' },
      {
        name: 'Ben Lim',
        email: 'ben@example.com',
        language: 'zh',
        legs: [{ countryCode: 'JP', days: 3 }],
      },
    ]);
    expect(row.travellers.map((x) => x.name)).toEqual(['Aiko Tan', 'Ben Lim']);
    const [aiko] = row.travellers;
    const edit = await call('PUT', `network/GroupOrders/${row.id}`, {
      ...group('Kyoto spring'),
      travellers: [{ id: aiko.id, name: 'Aiko Tan', email: 'aiko@example.com', language: 'ms' }],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data.travellers).toMatchObject([{ id: aiko.id, language: 'ms' }]);
    const list = await call('POST', 'network/GroupOrders/Search', { pageSize: 50 });
    expect(list.json().data.items.map((g: { groupName: string }) => g.groupName)).toContain(
      'Kyoto spring',
    );
  });

  it('refuses a trip that ends before it starts and one e-mail twice, saving nothing', async () => {
    const res = await call('POST', 'network/GroupOrders', {
      ...group('Bad dates', [
        { name: 'A', email: 'same@example.com', language: 'en' },
        { name: 'B', email: 'SAME@example.com', language: 'en' },
      ]),
      endDate: '2026-09-01',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      endDate: ['End Date should not be before Start Date'],
      'travellers.1.email': ['Email is already on row 1'],
    });
  });

  it('another company reads no group of Skyway: 404', async () => {
    const row = await created('Private tour');
    const res = await call(
      'GET',
      `network/GroupOrders/GetDetail/${row.id}`,
      undefined,
      distributor,
    );
    expect(res.statusCode).toBe(404);
    const plan = await call('POST', `network/GroupOrders/Plan/${row.id}`, undefined, distributor);
    expect(plan.statusCode).toBe(404);
  });
});

describe('travellers import', () => {
  it('names every bad cell with its row and column and saves nothing', async () => {
    const row = await created('Import bad', [
      { name: 'Kept', email: 'kept@example.com', language: 'en' },
    ]);
    const res = await importFile(
      row.id,
      [
        'name,email,phone,language,legs,gbPerDay',
        'Chen Wei,chen@example.com,+60123456789,zh,,',
        ',nope,,fr,JP-5,-1',
        'Dup,chen@example.com,,en,,',
      ].join('\n'),
    );
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().data;
    expect(result).toMatchObject({ status: 'Failed', totalRows: 3, importedRows: 0 });
    expect(
      result.errors.map((e: { row: number; column: string }) => `${e.row}:${e.column}`),
    ).toEqual(['2:name', '2:email', '2:language', '2:legs', '2:gbPerDay', '3:email']);
    expect(result.errors[3]).toMatchObject({
      value: 'JP-5',
      message: expect.stringContaining('JP:5;KR:4'),
    });
    const detail = await call('GET', `network/GroupOrders/GetDetail/${row.id}`);
    expect(detail.json().data.travellers.map((x: { name: string }) => x.name)).toEqual(['Kept']);
  });

  it('replaces the roster from a good CSV and from an xlsx, own legs read', async () => {
    const row = await created('Import good');
    const res = await importFile(
      row.id,
      'name,email,language,legs,gbPerDay\nSiti Aminah,siti@example.com,MS,JP:5;KR:4,2\nJohn Doe,john@example.com,en,,\n',
    );
    expect(res.json().data).toMatchObject({
      status: 'Completed',
      totalRows: 2,
      importedRows: 2,
      errors: [],
    });
    const detail = (await call('GET', `network/GroupOrders/GetDetail/${row.id}`)).json().data;
    expect(detail.travellers).toMatchObject([
      {
        name: 'Siti Aminah',
        language: 'ms',
        gbPerDay: 2,
        legs: [
          { countryCode: 'JP', days: 5 },
          { countryCode: 'KR', days: 4 },
        ],
      },
      { name: 'John Doe', language: 'en', legs: null, gbPerDay: null },
    ]);

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Roster');
    sheet.addRow(['name', 'email', 'phone', 'language', 'legs', 'gbPerDay']);
    sheet.addRow(['Lee Min', 'lee@example.com', '', 'zh', '', '']);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const boundary = '----group-xlsx';
    const xlsx = await t.app.inject({
      method: 'POST',
      url: `/api/network/GroupOrders/Import/${row.id}`,
      headers: { ...customer, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="r.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(xlsx.json().data).toMatchObject({ status: 'Completed', importedRows: 1 });
  });
});

describe('plan and order', () => {
  it("plans each traveller's own trip or the group's, and the group total is their sum", async () => {
    const row = await created('Plan tour', [
      { name: 'Group Trip', email: 'g@example.com', language: 'en' },
      {
        name: 'Japan Only',
        email: 'j@example.com',
        language: 'en',
        legs: [{ countryCode: 'JP', days: 3 }],
      },
    ]);
    const res = await call('POST', `network/GroupOrders/Plan/${row.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const plan = res.json().data;
    expect(
      plan.travellers.map((x: { name: string; ownTrip: boolean }) => [x.name, x.ownTrip]),
    ).toEqual([
      ['Group Trip', false],
      ['Japan Only', true],
    ]);
    const [group, own] = plan.travellers;
    expect(own.plan.lines.every((l: { countries: string[] }) => l.countries.includes('JP'))).toBe(
      true,
    );
    expect(own.plan.total).toBeLessThan(group.plan.total);
    expect(plan.total).toBeCloseTo(group.plan.total + own.plan.total, 2);
  });

  it('gives a 4-day Korea traveller one eSIM, not four one-day passes (issue 37)', async () => {
    const row = await created('Seoul stopover', [
      {
        name: 'Korea Four Days',
        email: 'k4@example.com',
        language: 'en',
        legs: [{ countryCode: 'KR', days: 4 }],
      },
    ]);
    const res = await call('POST', `network/GroupOrders/Plan/${row.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const [traveller] = res.json().data.travellers;
    type Line = { quantity: number; days: number; reason: string };
    const lines: Line[] = traveller.plan.lines;
    // One plan covers the whole stay: one QR code to install, not one a day.
    expect(lines.map((l) => l.quantity)).toEqual([1]);
    expect(lines[0].days).toBeGreaterThanOrEqual(4);
    expect(lines[0].reason).toMatch(/^one .+ plan covers South Korea for 4 days$/);
  });

  it('makes one purchase order whose lines name their traveller, then the group is locked', async () => {
    const row = await created('Order tour', [
      { name: 'Nur Aisyah', email: 'nur@example.com', language: 'ms' },
      { name: 'Tan Ah Kow', email: 'tan@example.com', language: 'zh' },
      {
        name: 'Emily Clark',
        email: 'emily@example.com',
        language: 'en',
        legs: [{ countryCode: 'KR', days: 4 }],
      },
    ]);
    const planned = (await call('POST', `network/GroupOrders/Plan/${row.id}`)).json().data;
    const res = await call('POST', `network/GroupOrders/Order/${row.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const placed = res.json().data;
    const po = (await call('GET', `network/PurchaseOrders/GetDetail/${placed.poId}`)).json().data;
    expect(po.status).toBe('Draft');
    expect(po.distributorEntityCode).toBe('DIST001');
    const names = po.lines.map((l: { travellerName: string }) => l.travellerName);
    expect(new Set(names)).toEqual(new Set(['Nur Aisyah', 'Tan Ah Kow', 'Emily Clark']));
    const planLines = planned.travellers.flatMap(
      (x: { plan: { lines: unknown[] } }) => x.plan.lines,
    );
    expect(po.lines).toHaveLength(planLines.length);
    expect(po.totalAmount).toBeCloseTo(placed.total, 2);
    // Every traveller's plan ordered at the group's prices: each line is its traveller's plan line.
    const lineTotal = po.lines.reduce(
      (sum: number, l: { lineTotal: number }) => sum + l.lineTotal,
      0,
    );
    expect(lineTotal).toBeCloseTo(po.totalAmount, 2);

    const again = await call('POST', `network/GroupOrders/Order/${row.id}`);
    expect(again.statusCode).toBe(409);
    const edit = await call('PUT', `network/GroupOrders/${row.id}`, group('Order tour'));
    expect(edit.statusCode).toBe(422);
  });
});

describe('demo world', () => {
  it("Skyway's Tokyo & Seoul autumn tour: 24 travellers, one delivered order, a line per traveller", async () => {
    const list = await call('POST', 'network/GroupOrders/Search', {
      pageSize: 10,
      filterColumns: [
        { columnName: 'groupName', filterValue: 'Tokyo & Seoul autumn tour', operator: 'eq' },
      ],
    });
    const [tour] = list.json().data.items;
    expect(tour.travellers).toHaveLength(24);
    expect(new Set(tour.travellers.map((x: { language: string }) => x.language))).toEqual(
      new Set(['en', 'ms', 'zh']),
    );
    const po = (await call('GET', `network/PurchaseOrders/GetDetail/${tour.poId}`)).json().data;
    expect(po.status).toBe('Completed');
    const names = new Set(po.lines.map((l: { travellerName: string }) => l.travellerName));
    expect(names.size).toBe(24);
    // Each traveller holds their own delivered eSIM, with the seeded usage flowing.
    const status = (await call('POST', `network/GroupOrders/Status/${tour.id}`)).json().data;
    expect(status.travellers).toHaveLength(24);
    for (const traveller of status.travellers) {
      expect(traveller.esims.length, traveller.name).toBeGreaterThanOrEqual(1);
      expect(traveller.esims.every((e: { status: string }) => e.status === 'delivered')).toBe(true);
    }
    const iccids = status.travellers.flatMap((x: { esims: { iccid: string }[] }) =>
      x.esims.map((e) => e.iccid),
    );
    expect(new Set(iccids).size).toBe(iccids.length);
    // The tour is under way: 20 travellers' eSIMs installed, with usage; the last four unused,
    // so the agency can still move them.
    type Esim = { usedMb: number; installedAt: string | null; movable: boolean };
    const esims: Esim[] = status.travellers.flatMap((x: { esims: Esim[] }) => x.esims);
    const installed = esims.filter((e) => e.installedAt !== null);
    expect(installed.length).toBeGreaterThanOrEqual(20);
    expect(installed.every((e) => e.usedMb > 0 && !e.movable)).toBe(true);
    const unused: Esim[] = status.travellers.slice(-4).flatMap((x: { esims: Esim[] }) => x.esims);
    expect(unused.every((e) => e.installedAt === null && e.usedMb === 0 && e.movable)).toBe(true);
  });
});
