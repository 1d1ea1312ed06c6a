import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';
import { taxOn } from './tax-per-item.js';

let t: TestApp;
let distributor: Record<string, string>;
let singapore: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  singapore = bearer(await signIn(t.app, 'newdistributor@wander.demo'), 'DIST002');
});
afterAll(() => t.close());

const groupId = async (code: string, headers = distributor) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/network/TaxGroups/Search',
    headers,
    payload: { filterColumns: [{ columnName: 'taxGroupCode', filterValue: code, operator: 'eq' }] },
  });
  return res.json().data.items[0].id as string;
};
const taxPerItem = (query: string, headers = distributor) =>
  t.app.inject({ url: `/api/network/TaxGroups/GetTaxPerItem?${query}`, headers });

describe('taxOn', () => {
  it('works in integer cents and rounds half up', () => {
    expect(taxOn(1999, 6)).toBe(120); // 119.94 cents
    expect(taxOn(25, 6)).toBe(2); // 1.5 cents: a float 0.25 * 0.06 rounds to 1
    expect(taxOn(1000, 8.25)).toBe(83); // 82.5 cents
    expect(taxOn(9_999_999_999, 9)).toBe(900_000_000); // 899,999,999.91 cents
    expect(taxOn(5000, 0)).toBe(0);
  });
});

describe('network/TaxGroups/GetTaxPerItem', () => {
  it("uses the customer's tax group: SST 8% on 19.99", async () => {
    const res = await taxPerItem(
      `netPrice=19.99&customerTaxGroupId=${await groupId('LOCAL')}&productId=p1&variantId=v1&customerId=c1`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      taxCode: 'SST8',
      ratePercent: 8,
      taxAmount: 1.6,
      netPrice: 19.99,
      grossPrice: 21.59,
    });
  });

  it('rounds each item to the cent (half up) without float drift', async () => {
    const sg = await groupId('SG');
    expect((await taxPerItem(`netPrice=0.5&customerTaxGroupId=${sg}`)).json().data).toMatchObject({
      taxAmount: 0.05,
      grossPrice: 0.55,
    }); // 4.5 cents
    expect((await taxPerItem(`netPrice=10.05&customerTaxGroupId=${sg}`)).json().data).toMatchObject(
      { taxAmount: 0.9, grossPrice: 10.95 },
    ); // 90.45 cents
    expect(
      (await taxPerItem(`netPrice=1234567.89&customerTaxGroupId=${sg}`)).json().data,
    ).toMatchObject({ taxAmount: 111111.11, grossPrice: 1345679 });
  });

  it("falls back to the company's default tax group, and zero-rated groups charge nothing", async () => {
    const fallback = await taxPerItem('netPrice=100');
    expect(fallback.json().data).toEqual({
      taxCode: 'SST8',
      ratePercent: 8,
      taxAmount: 8,
      netPrice: 100,
      grossPrice: 108,
    });
    const exported = await taxPerItem(`netPrice=100&customerTaxGroupId=${await groupId('EXPORT')}`);
    expect(exported.json().data).toEqual({
      taxCode: 'ZR',
      ratePercent: 0,
      taxAmount: 0,
      netPrice: 100,
      grossPrice: 100,
    });
    // The Singapore distributor's default group is GST 9%.
    expect((await taxPerItem('netPrice=100', singapore)).json().data).toMatchObject({
      taxCode: 'GST9',
      grossPrice: 109,
    });
  });

  it("refuses another company's tax group (404) and a bad price (400)", async () => {
    expect(
      (await taxPerItem(`netPrice=10&customerTaxGroupId=${await groupId('LOCAL', singapore)}`))
        .statusCode,
    ).toBe(404);
    expect((await taxPerItem('netPrice=10&customerTaxGroupId=nope')).statusCode).toBe(404);
    const cents = await taxPerItem('netPrice=1.005');
    expect(cents.statusCode).toBe(400);
    expect(cents.json().errors.netPrice).toEqual([
      'Net Price should have maximum of 2 decimal places',
    ]);
    expect((await taxPerItem('netPrice=-1')).json().errors.netPrice).toEqual([
      'Net Price should have minimum value of 0',
    ]);
    expect((await taxPerItem('')).statusCode).toBe(400);
  });
});

describe('tax setup per company', () => {
  it("refuses a tax group pointing at another company's tax code, on the field", async () => {
    const codes = await t.app.inject({
      method: 'POST',
      url: '/api/network/TaxCodes/Search',
      headers: singapore,
      payload: {},
    });
    const foreign = codes.json().data.items[0].id;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/network/TaxGroups',
      headers: distributor,
      payload: { taxGroupCode: 'STOLEN', taxCodeId: foreign },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ taxCodeId: ['Tax Code is not a valid option'] });
  });

  it('keeps a tax code a group uses (409) and checks rates', async () => {
    const codes = await t.app.inject({
      method: 'POST',
      url: '/api/network/TaxCodes/Search',
      headers: distributor,
      payload: { filterColumns: [{ columnName: 'taxCode', filterValue: 'SST8', operator: 'eq' }] },
    });
    const sst8 = codes.json().data.items[0];
    expect(sst8).toMatchObject({ ratePercent: 8, isActive: true });
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/network/TaxCodes/${sst8.id}`,
          headers: distributor,
        })
      ).statusCode,
    ).toBe(409);
    const put = (ratePercent: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/network/TaxCodes/${sst8.id}`,
        headers: distributor,
        payload: { taxCode: 'SST8', ratePercent },
      });
    expect((await put(8.125)).json().errors.ratePercent).toEqual([
      'Rate (%) should have maximum of 2 decimal places',
    ]);
    expect((await put(100.5)).json().errors.ratePercent).toEqual([
      'Rate (%) should have maximum value of 100',
    ]);
    expect((await put(8.25)).json().data.ratePercent).toBe(8.25);
  });
});
