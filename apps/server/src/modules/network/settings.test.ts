import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

type Option = { label: string; value: string };
const get = (url: string, headers = distributor) => t.app.inject({ url: `/api/${url}`, headers });
const settingsOf = async (headers: Record<string, string>) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/network/Settings/Search',
      headers,
      payload: {},
    })
  ).json().data.items as { id: string; settingName: string; settingValue: string }[];

describe('network/Settings', () => {
  it('GetSelectList offers the setting names the company has not set, plus the edited one', async () => {
    const free = (await get('network/Settings/GetSelectList')).json().data as Option[];
    expect(free).toEqual([
      { label: 'Commission Refund Window Days', value: 'CommissionRefundWindowDays' },
      { label: 'Low Stock Alert Quantity', value: 'LowStockAlertQuantity' },
      { label: 'Reporting Currency', value: 'ReportingCurrency' },
      { label: 'Support Email', value: 'SupportEmail' },
    ]);
    const currency = (await settingsOf(distributor)).find(
      (s) => s.settingName === 'DefaultCurrency',
    )!;
    const editing = (await get(`network/Settings/GetSelectList?settingId=${currency.id}`)).json()
      .data as Option[];
    expect(editing.map((o) => o.value)).toEqual([
      'CommissionRefundWindowDays',
      'DefaultCurrency',
      'LowStockAlertQuantity',
      'ReportingCurrency',
      'SupportEmail',
    ]);
    expect((await get('network/Settings/GetSelectList?other=1')).statusCode).toBe(400);
  });

  it('GetValueOptions answers currencies, countries or tax groups by setting name, and [] for free values', async () => {
    const currencies = (
      await get('network/Settings/GetValueOptions?settingName=DefaultCurrency')
    ).json().data as Option[];
    expect(currencies).toContainEqual({ label: 'Malaysian Ringgit', value: 'MYR' });
    expect(currencies).toContainEqual({ label: 'Singapore Dollar', value: 'SGD' });
    const countries = (
      await get('network/Settings/GetValueOptions?settingName=DefaultCountry')
    ).json().data as Option[];
    expect(countries).toHaveLength(249);
    expect(countries).toContainEqual({ label: 'Malaysia', value: 'MY' });
    const groups = (
      await get('network/Settings/GetValueOptions?settingName=DefaultTaxGroup')
    ).json().data as Option[];
    expect(groups.map((o) => o.label)).toEqual(['EXEMPT', 'EXPORT', 'LOCAL', 'SG']);
    expect(
      (await get('network/Settings/GetValueOptions?settingName=InvoiceDueDays')).json().data,
    ).toEqual([]);
    const unknown = await get('network/Settings/GetValueOptions?settingName=Colour');
    expect(unknown.statusCode).toBe(400);
  });

  it('takes only a value that fits the setting', async () => {
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/network/Settings', headers: distributor, payload });
    const bad = await post({ settingName: 'LowStockAlertQuantity', settingValue: 'ten' });
    expect(bad.json().errors).toEqual({ settingValue: ['Setting Value should have only digits'] });
    const badMail = await post({ settingName: 'SupportEmail', settingValue: 'nobody' });
    expect(badMail.json().errors).toEqual({ settingValue: ['Email is invalid'] });
    const good = await post({ settingName: 'LowStockAlertQuantity', settingValue: '10' });
    expect(good.statusCode).toBe(200);
    const twice = await post({ settingName: 'LowStockAlertQuantity', settingValue: '12' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors).toEqual({ settingName: ['Setting Name already exists'] });

    const currency = (await settingsOf(distributor)).find(
      (s) => s.settingName === 'DefaultCurrency',
    )!;
    const put = (settingValue: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/network/Settings/${currency.id}`,
        headers: distributor,
        payload: { settingName: 'DefaultCurrency', settingValue },
      });
    expect((await put('XXX')).json().errors).toEqual({
      settingValue: ['Setting Value is not a valid option'],
    });
    expect((await put('SGD')).json().data.settingValue).toBe('SGD');
  });

  it("belongs to the working company: another company's setting is not found", async () => {
    const platformSetting = (await settingsOf(admin)).find(
      (s) => s.settingName === 'InvoiceDueDays',
    )!;
    const mine = await settingsOf(distributor);
    expect(mine.map((s) => s.id)).not.toContain(platformSetting.id);
    const res = await get(`network/Settings/GetDetail/${platformSetting.id}`);
    expect(res.statusCode).toBe(404);
  });
});
