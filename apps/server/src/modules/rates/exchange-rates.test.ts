import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';
import { uploadCsv } from '../../test-support/multipart.js';

let t: TestApp;
let admin: Record<string, string>;
let distributor: Record<string, string>;
let customer: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await signIn(t.app, 'admin@wander.demo'), 'WANDER');
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
});
afterAll(() => t.close());

const api = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = admin,
) => t.app.inject({ method, url: `/api/network/ExchangeRates${url}`, headers, payload });
const search = (
  filters: { columnName: string; filterValue: unknown; operator: string }[],
  extra = {},
) => api('POST', '/Search', { filterColumns: filters, pageSize: 100, ...extra });
const pair = (base: string, quote: string) => [
  { columnName: 'baseCurrency', filterValue: base, operator: 'eq' },
  { columnName: 'quoteCurrency', filterValue: quote, operator: 'eq' },
];

describe('network/ExchangeRates', () => {
  it('creates a rate typed in (source Manual, the rate exact), reads, edits and deletes it', async () => {
    const created = await api('POST', '', {
      baseCurrency: 'GBP',
      quoteCurrency: 'MYR',
      rateDate: '2019-12-31',
      rate: '5.4321012345',
    });
    expect(created.statusCode).toBe(200);
    const row = created.json().data;
    expect(row).toMatchObject({ baseCurrency: 'GBP', quoteCurrency: 'MYR', rate: '5.4321012345' });
    expect(row.source).toBe('Manual');
    expect(row.rateDate).toBe('2019-12-31');

    const detail = await api('GET', `/GetDetail/${row.id}`);
    expect(detail.json().data.rate).toBe('5.4321012345');
    const edited = await api('PUT', `/${row.id}`, {
      baseCurrency: 'GBP',
      quoteCurrency: 'MYR',
      rateDate: '2019-12-31',
      rate: 5.5,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.rate).toBe('5.5');
    expect((await api('DELETE', `/${row.id}`)).statusCode).toBe(200);
    expect((await api('GET', `/GetDetail/${row.id}`)).statusCode).toBe(404);
  });

  it('refuses a second rate of the same pair and day (409) and changes nothing', async () => {
    const body = { baseCurrency: 'USD', quoteCurrency: 'THB', rateDate: '2019-06-03', rate: 30.9 };
    expect((await api('POST', '', body)).statusCode).toBe(200);
    const again = await api('POST', '', { ...body, rate: 31 });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({
      rateDate: ['A rate from USD to THB on 2019-06-03 already exists'],
    });
    const rows = (await search(pair('USD', 'THB'))).json().data.items;
    expect(rows.map((r: { rate: string }) => r.rate)).toEqual(['30.9']);
    // The other direction is another pair.
    expect(
      (await api('POST', '', { ...body, baseCurrency: 'THB', quoteCurrency: 'USD', rate: 0.0324 }))
        .statusCode,
    ).toBe(200);
  });

  it("answers each field's error in words", async () => {
    const refused = await api('POST', '', {
      baseCurrency: 'usd',
      quoteCurrency: '',
      rateDate: '2026-02-30',
      rate: 0,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      baseCurrency: ['Base Currency is not a valid option'],
      quoteCurrency: ['Quote Currency is required'],
      rateDate: ['Rate Date is not a valid date'],
      rate: ['Rate should be a number above 0'],
    });
    const same = await api('POST', '', {
      baseCurrency: 'USD',
      quoteCurrency: 'USD',
      rateDate: '2019-01-02',
      rate: '1.12345678901',
    });
    expect(same.json().errors).toEqual({ rate: ['Rate should have maximum of 10 decimal places'] });
    const pairSame = await api('POST', '', {
      baseCurrency: 'USD',
      quoteCurrency: 'USD',
      rateDate: '2019-01-02',
      rate: '1.1',
    });
    expect(pairSame.json().errors).toEqual({
      quoteCurrency: ['Quote Currency should differ from Base Currency'],
    });
    const unknown = await api('POST', '', {
      baseCurrency: 'QQQ',
      quoteCurrency: 'USD',
      rateDate: '2019-01-02',
      rate: '1.1',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({
      baseCurrency: ['Base Currency is not a valid option'],
    });
  });

  it('is platform reference data: a company admin reads it, only the platform admin writes', async () => {
    const body = { baseCurrency: 'USD', quoteCurrency: 'SGD', rateDate: '2019-01-02', rate: 1.36 };
    expect((await api('POST', '', body, customer)).statusCode).toBe(403);
    expect((await api('POST', '', body, distributor)).statusCode).toBe(403);
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/network/ExchangeRates/Search',
      headers: distributor,
      payload: { filterColumns: pair('USD', 'MYR'), pageSize: 5 },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.totalCount).toBeGreaterThanOrEqual(365);
  });

  it("holds the demo's year of daily rates, in their ranges, newest first", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
    const ranges = [
      ['USD', 'MYR', 4.2, 4.7],
      ['USD', 'HKD', 7.78, 7.85],
      ['USD', 'SGD', 1.3, 1.36],
      ['EUR', 'USD', 1.05, 1.15],
    ] as const;
    for (const [base, quote, min, max] of ranges) {
      const res = await api('POST', '/Search', {
        filterColumns: [
          ...pair(base, quote),
          { columnName: 'rateDate', filterValue: [yearAgo, today], operator: 'between' },
        ],
        sortColumns: [{ columnName: 'rateDate', sortOrder: 'desc' }],
        pageSize: 100,
      });
      expect(res.statusCode).toBe(200);
      const { items, totalCount } = res.json().data;
      expect(totalCount).toBe(365);
      expect(items[0].rateDate).toBe(today);
      for (const r of items) {
        expect(Number(r.rate)).toBeGreaterThanOrEqual(min);
        expect(Number(r.rate)).toBeLessThanOrEqual(max);
      }
    }
    // EUR to MYR agrees with EUR to USD to MYR on the day (4 decimals).
    const day = async (base: string, quote: string) =>
      Number(
        (
          await search([
            ...pair(base, quote),
            { columnName: 'rateDate', filterValue: today, operator: 'eq' },
          ])
        ).json().data.items[0].rate,
      );
    const cross = (await day('EUR', 'USD')) * (await day('USD', 'MYR'));
    expect(Math.abs((await day('EUR', 'MYR')) - cross)).toBeLessThan(0.0001);
  });

  it('imports a CSV of rates (source Import), or, with one bad row, nothing', async () => {
    const url = '/api/network/ExchangeRates/Import';
    const header = 'baseCurrency,quoteCurrency,rateDate,rate';
    const bad = await uploadCsv(
      t.app,
      url,
      [
        header,
        'USD,AUD,2018-03-01,1.2871',
        'USD,QQQ,2018-03-01,1',
        'USD,AUD,2018-02-30,1.2',
        'USD,AUD,2018-03-01,1.29',
        'USD,USD,2018-03-02,1',
      ].join('\n'),
      admin,
    );
    expect(bad.statusCode).toBe(200);
    expect(bad.json().data).toMatchObject({ status: 'Failed', totalRows: 5, importedRows: 0 });
    expect(bad.json().data.errors).toEqual([
      {
        row: 2,
        column: 'quoteCurrency',
        value: 'QQQ',
        message: 'Quote Currency is not a valid option',
      },
      { row: 3, column: 'rateDate', value: '2018-02-30', message: 'Rate Date is not a valid date' },
      {
        row: 4,
        column: 'rateDate',
        value: '2018-03-01',
        message: 'A rate from USD to AUD on 2018-03-01 is already in row 1 of the file',
      },
      {
        row: 5,
        column: 'quoteCurrency',
        value: 'USD',
        message: 'Quote Currency should differ from Base Currency',
      },
    ]);
    expect((await search(pair('USD', 'AUD'))).json().data.totalCount).toBe(0);

    const good = await uploadCsv(
      t.app,
      url,
      [header, 'USD,AUD,2018-03-01,1.2871', 'USD,AUD,2018-03-02,1.2903000'].join('\n'),
      admin,
    );
    expect(good.json()).toMatchObject({
      message: '2 rate(s) imported',
      data: { status: 'Completed', importedRows: 2 },
    });
    const rows = (await search(pair('USD', 'AUD'))).json().data.items;
    expect(rows.map((r: { rate: string; source: string }) => `${r.rate} ${r.source}`)).toEqual([
      '1.2903 Import',
      '1.2871 Import',
    ]);
    expect(
      (await uploadCsv(t.app, url, `${header}\nUSD,AUD,2018-03-03,1.3`, distributor)).statusCode,
    ).toBe(403);
  });
});
