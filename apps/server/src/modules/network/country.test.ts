import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sortByLabel } from '@wander/contract';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let admin: Record<string, string>;
let distributor: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await signIn(t.app, 'admin@wander.demo'), 'WANDER');
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
});
afterAll(() => t.close());

const search = (payload: object, headers = admin) =>
  t.app.inject({ method: 'POST', url: '/api/product/Country/Search', headers, payload });
const malaysia = async () =>
  (
    await search({
      filterColumns: [{ columnName: 'countryCode', filterValue: 'MY', operator: 'eq' }],
    })
  ).json().data.items[0];

describe('product/Country', () => {
  it('Search finds every ISO country, with its alpha-3 code, phone code and region', async () => {
    const all = await search({ pageSize: 1 });
    expect(all.json().data.totalCount).toBe(249);
    expect(await malaysia()).toMatchObject({
      countryCode: 'MY',
      countryName: 'Malaysia',
      iso3: 'MYS',
      phoneCode: '+60',
      region: 'Asia',
      isActive: true,
    });
    const asia = await search({
      pageSize: 100,
      filterColumns: [{ columnName: 'region', filterValue: 'Asia', operator: 'eq' }],
    });
    expect(asia.json().data.items.map((c: { countryCode: string }) => c.countryCode)).toEqual(
      expect.arrayContaining(['SG', 'JP', 'TH', 'ID']),
    );
  });

  it('GetSelectList/ (with the slash) gives countries by name', async () => {
    const res = await t.app.inject({
      url: '/api/product/Country/GetSelectList/',
      headers: distributor,
    });
    expect(res.statusCode).toBe(200);
    const options = res.json().data as { label: string; value: string }[];
    expect(options).toHaveLength(249);
    expect(options[0]).toEqual({ label: 'Afghanistan', value: 'AF' });
    expect(options).toContainEqual({ label: 'Singapore', value: 'SG' });
  });

  it('GetDetail and PUT edit a country; the code stays', async () => {
    const my = await malaysia();
    const detail = await t.app.inject({
      url: `/api/product/Country/GetDetail/${my.id}`,
      headers: admin,
    });
    expect(detail.json().data).toEqual(my);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/product/Country/${my.id}`,
      headers: admin,
      payload: {
        countryName: 'Malaysia',
        iso3: 'MYS',
        phoneCode: '+60',
        region: 'Asia',
        isActive: true,
        countryCode: 'XX',
      },
    });
    expect(put.statusCode).toBe(400);
    expect(put.json().errors.countryCode).toEqual(['countryCode is not allowed']);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/product/Country/${my.id}`,
      headers: admin,
      payload: {
        countryName: 'Malaysia',
        iso3: 'MYS',
        phoneCode: '60',
        region: 'Asia',
        isActive: true,
      },
    });
    expect(bad.json().errors.phoneCode).toEqual([
      'Phone Code should be a + followed by 1 to 4 digits',
    ]);
  });

  it('has no create or delete, and company admins only read it', async () => {
    const my = await malaysia();
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/product/Country/${my.id}`,
          headers: admin,
        })
      ).statusCode,
    ).toBe(404);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/product/Country/${my.id}`,
      headers: distributor,
      payload: {
        countryName: 'Malaysia',
        iso3: 'MYS',
        phoneCode: '+60',
        region: 'Asia',
        isActive: true,
      },
    });
    expect(put.statusCode).toBe(403);
  });

  it('GetPhoneCodeSelectList gives each phone code of the active countries once, sorted by label', async () => {
    const res = await t.app.inject({
      url: '/api/product/Country/GetPhoneCodeSelectList',
      headers: distributor,
    });
    const options = res.json().data as { label: string; value: string }[];
    const labels = options.map((o) => o.label);
    expect(labels).toContain('+60');
    expect(labels).toContain('+65');
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.filter((l) => l === '+1')).toHaveLength(1);
    expect(options).toEqual(sortByLabel(options));
    expect(options.every((o) => o.value === o.label)).toBe(true);

    // Switching off the only +673 country drops its code.
    const bn = (
      await search({
        filterColumns: [{ columnName: 'countryCode', filterValue: 'BN', operator: 'eq' }],
      })
    ).json().data.items[0];
    await t.app.inject({
      method: 'PUT',
      url: `/api/product/Country/${bn.id}`,
      headers: admin,
      payload: {
        countryName: bn.countryName,
        iso3: bn.iso3,
        phoneCode: bn.phoneCode,
        region: bn.region,
        isActive: false,
      },
    });
    const after = await t.app.inject({
      url: '/api/product/Country/GetPhoneCodeSelectList',
      headers: distributor,
    });
    expect(after.json().data.map((o: { label: string }) => o.label)).not.toContain('+673');
  });
});
