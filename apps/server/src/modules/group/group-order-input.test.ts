import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { uploadCsv } from '../../test-support/multipart.js';

/** What network/GroupOrders takes from outside: its dates and its travellers' e-mail addresses. */
let t: TestApp;
let customer: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/${url}`, headers: customer, payload: payload as never });

let groups = 0;
const group = (extra: object = {}) => ({
  groupName: `Input checks ${++groups}`,
  startDate: '2026-10-01',
  endDate: '2026-10-09',
  distributorEntityCode: 'DIST001',
  gbPerDay: 1,
  legs: [{ countryCode: 'JP', days: 9 }],
  travellers: [],
  ...extra,
});

describe('network/GroupOrders dates', () => {
  // A day that does not exist passed the pattern and the database refused it: a 500.
  it.each([
    ['2026-02-30', '2026-03-02', { startDate: ['Start Date is not a valid date'] }],
    ['0000-00-00', '2026-03-02', { startDate: ['Start Date is not a valid date'] }],
    ['2026-02-01', '2026-04-31', { endDate: ['End Date is not a valid date'] }],
  ])('refuses %s to %s with 400 on the field', async (startDate, endDate, errors) => {
    const res = await call('POST', 'network/GroupOrders', group({ startDate, endDate }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual(errors);
  });

  it('takes 29 February of a leap year', async () => {
    const res = await call(
      'POST',
      'network/GroupOrders',
      group({ startDate: '2028-02-29', endDate: '2028-03-08' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.startDate).toBe('2028-02-29');
  });

  it('answers a search on a day that does not exist with 400 on the filter', async () => {
    const search = (filterValue: string) =>
      call('POST', 'network/GroupOrders/Search', {
        pageSize: 10,
        filterColumns: [{ columnName: 'startDate', filterValue, operator: 'eq' }],
      });
    expect((await search('2026-10-01')).statusCode).toBe(200);
    const res = await search('2026-02-30');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual({ startDate: ['startDate has an invalid filter value'] });
  });
});

describe('group travellers e-mail', () => {
  // Many travel businesses use .travel: a traveller's address is on any top-level domain.
  it('takes an address on a long top-level domain, written and imported', async () => {
    const travellers = [
      { name: 'Ana Cruz', email: 'ana@tours.travel', language: 'en' },
      { name: 'Ben Lim', email: 'ben@kl.agency', language: 'en' },
    ];
    const res = await call('POST', 'network/GroupOrders', group({ travellers }));
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().data as { id: string; travellers: { email: string }[] };
    expect(row.travellers.map((x) => x.email)).toEqual(['ana@tours.travel', 'ben@kl.agency']);

    const csv = ['name,email,phone,language,legs,gbPerDay', 'Chen Wei,chen@shop.online,,zh,,'];
    const imported = await uploadCsv(
      t.app,
      `/api/network/GroupOrders/Import/${row.id}`,
      csv.join('\n'),
      customer,
    );
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data).toMatchObject({ importedRows: 1, errors: [] });
  });

  it('still refuses an address that is not one', async () => {
    const travellers = [{ name: 'Ana Cruz', email: 'ana@tours', language: 'en' }];
    const res = await call('POST', 'network/GroupOrders', group({ travellers }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'travellers.0.email': ['Email is invalid'] });
  });
});

describe('group roster size', () => {
  it('takes at most 1,000 travellers from a file, as from the form (one limit, GROUP_MAX_TRAVELLERS)', async () => {
    const created = await call('POST', 'network/GroupOrders', group());
    const { id, groupName } = created.json().data as { id: string; groupName: string };
    const importFile = (rows: number) =>
      uploadCsv(
        t.app,
        `/api/network/GroupOrders/Import/${id}`,
        [
          'name,email,language',
          ...Array.from({ length: rows }, (_, i) => `Traveller ${i},t${i}@example.com,en`),
        ].join('\n'),
        customer,
      );
    const roster = async () =>
      (await call('GET', `network/GroupOrders/GetDetail/${id}`)).json().data.travellers as object[];
    // The file import took 5,000 rows, a roster the group's form then refused to save.
    const over = await importFile(1001);
    expect(over.statusCode).toBe(400);
    const message = 'The file has 1001 rows; at most 1000 can be imported at once';
    expect(over.json()).toMatchObject({ message, errors: { file: [message] } });
    expect(await roster()).toEqual([]);

    const full = await importFile(1000);
    expect(full.json().data).toMatchObject({ status: 'Completed', importedRows: 1000 });
    const travellers = await roster();
    expect(travellers).toHaveLength(1000);
    const more = await call('PUT', `network/GroupOrders/${id}`, {
      ...group({ groupName }),
      travellers: [...travellers, { name: 'One More', email: 'more@example.com', language: 'en' }],
    });
    expect(more.statusCode).toBe(400);
    expect(more.json().errors).toEqual({ travellers: ['A group has at most 1000 travellers'] });
  });
});
