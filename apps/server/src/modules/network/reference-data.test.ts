import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let admin: Record<string, string>;
let operator: Record<string, string>;
let distributor: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await signIn(t.app, 'admin@wander.demo'), 'WANDER');
  operator = bearer(await signIn(t.app, 'operator@wander.demo'), 'WANDER');
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
});
afterAll(() => t.close());

const get = (url: string, headers = admin) => t.app.inject({ url: `/api/${url}`, headers });
const uomId = async (code: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/network/Uom/Search',
    headers: admin,
    payload: { filterColumns: [{ columnName: 'uomCode', filterValue: code, operator: 'eq' }] },
  });
  return res.json().data.items[0].id as string;
};

describe('network/Currency', () => {
  it('GetPredefinedItems lists ISO 4217 currencies with their minor units', async () => {
    const res = await get('network/Currency/GetPredefinedItems');
    expect(res.statusCode).toBe(200);
    const items = res.json().data as {
      currencyCode: string;
      decimalPlaces: number;
      symbol: string;
    }[];
    expect(items.length).toBeGreaterThan(150);
    const byCode = new Map(items.map((c) => [c.currencyCode, c]));
    expect(byCode.get('MYR')).toEqual({
      currencyCode: 'MYR',
      currencyName: 'Malaysian Ringgit',
      symbol: 'RM',
      decimalPlaces: 2,
    });
    expect(byCode.get('JPY')?.decimalPlaces).toBe(0);
    expect(byCode.get('KWD')?.decimalPlaces).toBe(3);
    expect(byCode.get('IDR')?.decimalPlaces).toBe(2);
    expect(byCode.has('XTS')).toBe(false);
  });

  it('GetSelectList accepts entityCode and refuses other parameters', async () => {
    const res = await get('network/Currency/GetSelectList?entityCode=DIST001');
    expect(res.statusCode).toBe(200);
    const values = (res.json().data as { value: string }[]).map((o) => o.value);
    expect(values).toEqual(
      expect.arrayContaining([
        'MYR',
        'SGD',
        'USD',
        'EUR',
        'GBP',
        'JPY',
        'THB',
        'IDR',
        'AUD',
        'CNY',
        'KRW',
        'HKD',
      ]),
    );
    expect((await get('network/Currency/GetSelectList?colour=red')).statusCode).toBe(400);
  });
});

describe('network/Uom', () => {
  it('GetOptionsByEntity gives every unit as options sorted by name', async () => {
    const res = await get('network/Uom/GetOptionsByEntity/DIST001', distributor);
    expect(res.statusCode).toBe(200);
    const labels = (res.json().data as { label: string }[]).map((o) => o.label);
    expect(labels).toEqual([
      'Day',
      'Gigabyte',
      'Hour',
      'Megabyte',
      'Month',
      'Unit',
      'Week',
      'Year',
    ]);
  });

  it('GetRelateUomOptions gives the other units, and 404 for an unknown unit', async () => {
    const day = await uomId('DAY');
    const res = await get(`network/Uom/GetRelateUomOptions/${day}`);
    const values = (res.json().data as { value: string }[]).map((o) => o.value);
    expect(values).toHaveLength(7);
    expect(values).not.toContain(day);
    expect(
      (await get('network/Uom/GetRelateUomOptions/00000000-0000-4000-8000-000000000000'))
        .statusCode,
    ).toBe(404);
    expect((await get('network/Uom/GetRelateUomOptions/not-an-id')).statusCode).toBe(404);
  });

  it('GetConvertionsToHour lists the time units with their hours', async () => {
    const res = await get('network/Uom/GetConvertionsToHour');
    const rows = res.json().data as { uomId: string; uomCode: string; hours: number }[];
    expect(rows.map((r) => [r.uomCode, r.hours])).toEqual([
      ['HOUR', 1],
      ['DAY', 24],
      ['WEEK', 168],
      ['MONTH', 720],
      ['YEAR', 8760],
    ]);
    expect(rows[1].uomId).toBe(await uomId('DAY'));
  });

  it('refuses a unit defined by itself or by a unit defined by it', async () => {
    const [day, week] = [await uomId('DAY'), await uomId('WEEK')];
    const base = { uomCode: 'DAY', uomName: 'Day', relatedQuantity: 1, hoursPerUnit: 24 };
    const self = await t.app.inject({
      method: 'PUT',
      url: `/api/network/Uom/${day}`,
      headers: admin,
      payload: { ...base, relatedUomId: day },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().errors.relatedUomId).toEqual([
      'Related UOM cannot be this unit or a unit defined by it',
    ]);
    // WEEK is defined by DAY: DAY cannot be defined by WEEK.
    const cycle = await t.app.inject({
      method: 'PUT',
      url: `/api/network/Uom/${day}`,
      headers: admin,
      payload: { ...base, relatedUomId: week },
    });
    expect(cycle.statusCode).toBe(400);
  });

  it('asks for the related quantity once a related unit is chosen', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/network/Uom',
      headers: admin,
      payload: { uomCode: 'QTR', uomName: 'Quarter', relatedUomId: await uomId('MONTH') },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.relatedQuantity).toEqual(['Related Quantity is required']);
  });

  it('keeps a unit other units are defined by (409)', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/network/Uom/${await uomId('HOUR')}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This record is used by other records and cannot be deleted');
  });
});

describe('network/BankMaster', () => {
  it('refuses a country that is not in the country list, on the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/network/BankMaster',
      headers: admin,
      payload: { bankCode: 'NOBANK', bankName: 'Nowhere Bank', countryCode: 'QQ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ countryCode: ['Country is not a valid option'] });
  });

  it('is read-only for company admins and operators (platform admins maintain it)', async () => {
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/network/BankMaster/Search',
      headers: distributor,
      payload: {},
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items.map((b: { bankCode: string }) => b.bankCode)).toContain(
      'MAYBANK',
    );
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/network/BankMaster',
      headers: operator,
      payload: { bankCode: 'OPBANK', bankName: 'Operator Bank', countryCode: 'MY' },
    });
    expect(create.statusCode).toBe(403);
  });
});
