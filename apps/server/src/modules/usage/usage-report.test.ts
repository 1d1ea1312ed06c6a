import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';
import { esimUsages, invoiceLines, invoices, wanderSerialNumbers } from '../../db/schema/index.js';

let t: TestApp;
let distributor: Record<string, string>;
let otherDistributor: Record<string, string>;
let customer: Record<string, string>;
let admin: Record<string, string>;
let agent: Record<string, string>;
let allDelivered: number;
let dist001Delivered: number;
/** The demo customer's delivered eSIMs with their seeded usage, from the database itself. */
let delivered: {
  id: string;
  iccid: string;
  usedMb: number;
  lastDate: string | null;
  allowanceGb: number;
}[];
beforeAll(async () => {
  t = await createTestApp();
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  otherDistributor = bearer(await signIn(t.app, 'newdistributor@wander.demo'), 'DIST002');
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
  admin = bearer(await signIn(t.app, 'admin@wander.demo'));
  agent = bearer(await signIn(t.app, 'agent@wander.demo'));
  const rows = await t.database.db
    .select({
      id: wanderSerialNumbers.id,
      iccid: wanderSerialNumbers.iccid,
      usedMb: sql<number>`coalesce(sum(${esimUsages.usedMb}), 0)::int`,
      lastDate: sql<string | null>`max(${esimUsages.usageDate})::text`,
      allowanceGb: sql<number>`max(case when ${invoiceLines.isDayPass}
        then ${invoiceLines.dataGb} * ${invoiceLines.days} else ${invoiceLines.dataGb} end)::float8`,
    })
    .from(wanderSerialNumbers)
    .innerJoin(invoiceLines, eq(invoiceLines.id, wanderSerialNumbers.invoiceLineId))
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .leftJoin(esimUsages, eq(esimUsages.serialId, wanderSerialNumbers.id))
    .where(
      and(eq(wanderSerialNumbers.status, 'delivered'), eq(invoices.customerEntityCode, 'CUST001')),
    )
    .groupBy(wanderSerialNumbers.id)
    .orderBy(asc(wanderSerialNumbers.iccid));
  delivered = rows.map((r) => ({ ...r, usedMb: Number(r.usedMb) }));
  // Everything delivered, and DIST001's (its consumers' eSIMs too: the demo web store's orders).
  const deliveredBy = async (entityCode?: string) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(wanderSerialNumbers)
        .where(
          and(
            eq(wanderSerialNumbers.status, 'delivered'),
            entityCode ? eq(wanderSerialNumbers.entityCode, entityCode) : undefined,
          ),
        )
    )[0].n;
  allDelivered = await deliveredBy();
  dist001Delivered = await deliveredBy('DIST001');
});
afterAll(() => t.close());

// The customer's own eSIMs are what the listing checks compare with: all with usage but the
// demo tour's four that were never installed (issue 29).
const search = (payload: object, headers = customer) =>
  t.app.inject({ method: 'POST', url: '/api/network/WanderUsageReport/Search', headers, payload });
const exportCsv = (payload: object, headers = customer) =>
  t.app.inject({ method: 'POST', url: '/api/scheduler/Usage/ExportUsageCSV', headers, payload });
const round2 = (n: number) => Math.round(n * 100) / 100;
const today = new Date().toISOString().slice(0, 10);

describe('POST network/WanderUsageReport/Search', () => {
  it('lists every delivered eSIM with its allowance, usage, remaining data and last usage day', async () => {
    expect(delivered.length).toBeGreaterThanOrEqual(3);
    const res = await search({
      pageSize: 100,
      sortColumns: [{ columnName: 'iccid', sortOrder: 'asc' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data;
    expect(page.totalCount).toBe(delivered.length);
    expect(page.items.map((r: { iccid: string }) => r.iccid)).toEqual(
      delivered.map((d) => d.iccid),
    );
    for (const [i, row] of page.items.entries()) {
      const d = delivered[i];
      expect(row).toMatchObject({
        entityCode: 'DIST001',
        customerEntityCode: 'CUST001',
        customerName: 'Skyway Travel Agency',
        dataAllowanceGb: d.allowanceGb,
        usedMb: d.usedMb,
        usedGb: round2(d.usedMb / 1024),
        remainingGb: round2(Math.max(d.allowanceGb - d.usedMb / 1024, 0)),
        lastUsageDate: d.lastDate,
      });
      expect(row.productName).toBeTruthy();
    }
    expect(page.items.filter((r: { usedMb: number }) => r.usedMb === 0)).toHaveLength(4);
  });

  it('sums usage as it is reported', async () => {
    const first = delivered.find((d) => d.usedMb > 0)!;
    await t.database.db
      .insert(esimUsages)
      .values({ serialId: first.id, usageDate: '2099-01-01', usedMb: 2048 });
    const res = await search({
      filterColumns: [{ columnName: 'iccid', filterValue: first.iccid, operator: 'eq' }],
    });
    expect(res.json().data.items[0]).toMatchObject({
      usedMb: first.usedMb + 2048,
      lastUsageDate: '2099-01-01',
    });
    await t.database.db.delete(esimUsages).where(eq(esimUsages.usageDate, '2099-01-01'));
  });

  it('filters by ICCID, product and delivery date, and sorts by usage', async () => {
    const first = delivered.find((d) => d.usedMb > 0)!;
    const byIccid = await search({
      filterColumns: [
        { columnName: 'iccid', filterValue: first.iccid.slice(-6), operator: 'contains' },
      ],
    });
    expect(byIccid.json().data.items.map((r: { iccid: string }) => r.iccid)).toEqual([first.iccid]);
    const product = byIccid.json().data.items[0].productName as string;
    const byProduct = await search({
      filterColumns: [{ columnName: 'productName', filterValue: product, operator: 'eq' }],
    });
    expect(
      byProduct.json().data.items.every((r: { productName: string }) => r.productName === product),
    ).toBe(true);
    const range = (from: string, to: string) =>
      search({
        filterColumns: [
          {
            columnName: 'deliveredAt',
            filterValue: [`${from}T00:00:00.000Z`, `${to}T23:59:59.999Z`],
            operator: 'between',
          },
        ],
      });
    expect((await range(today, today)).json().data.totalCount).toBe(delivered.length);
    expect((await range('2020-01-01', '2020-12-31')).json().data.totalCount).toBe(0);
    const sorted = await search({ sortColumns: [{ columnName: 'usedMb', sortOrder: 'desc' }] });
    const used = sorted.json().data.items.map((r: { usedMb: number }) => r.usedMb);
    expect(used).toEqual([...used].sort((a, b) => b - a));
    const bad = await search({
      filterColumns: [{ columnName: 'activationCode', filterValue: 'x' }],
    });
    expect(bad.statusCode).toBe(400);
  });

  it('shows a distributor what it delivered, a customer its own, platform staff all', async () => {
    const total = async (headers: Record<string, string>) =>
      (await search({}, headers)).json().data.totalCount;
    expect(await total(customer)).toBe(delivered.length);
    expect(await total(distributor)).toBe(dist001Delivered);
    expect(dist001Delivered).toBeGreaterThan(delivered.length);
    expect(await total(admin)).toBe(allDelivered);
    expect(await total(otherDistributor)).toBe(0);
    expect((await search({}, agent)).statusCode).toBe(403);
  });
});

describe('POST scheduler/Usage/ExportUsageCSV', () => {
  it('answers the report as a CSV file with the same filters', async () => {
    const res = await exportCsv({});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="usage-report-${today}.csv"`,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'ICCID,Product,Variant Code,Variant,Customer,Customer Code,Distributor,Data Allowance (GB),Used (MB),Used (GB),Remaining (GB),Last Usage Date,Delivered At',
    );
    expect(lines).toHaveLength(delivered.length + 1);
    const first = delivered.find((d) => d.usedMb > 0)!;
    const one = await exportCsv({
      filterColumns: [{ columnName: 'iccid', filterValue: first.iccid, operator: 'eq' }],
    });
    const [, row] = one.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const cells = row.split(',');
    expect(cells[0]).toBe(first.iccid);
    expect(cells[4]).toBe('Skyway Travel Agency');
    expect(cells[8]).toBe(String(first.usedMb));
    expect(cells[11]).toBe(first.lastDate);
    const theirs = await exportCsv({}, otherDistributor);
    expect(
      theirs.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);
    expect((await exportCsv({}, agent)).statusCode).toBe(403);
    const bad = await exportCsv({ pageIndex: 1, extra: true });
    expect(bad.statusCode).toBe(400);
  });
});
