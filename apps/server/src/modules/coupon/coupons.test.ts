import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let dist1: Record<string, string>;
let dist2: Record<string, string>;
let customer: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  dist1 = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  dist2 = bearer(await signIn(t.app, 'newdistributor@wander.demo'), 'DIST002');
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = dist1,
) => t.app.inject({ method, url: `/api/${url}`, headers, payload });

const body = (overrides: object = {}) => ({
  code: 'easter12',
  description: '12% off at Easter',
  discountType: 'Percentage',
  discountValue: 12,
  minimumSpend: 30,
  validFrom: '2026-01-01',
  validTo: '2099-12-31',
  totalUseLimit: 100,
  perBuyerLimit: 1,
  productVariantIds: [],
  status: 'Active',
  ...overrides,
});

describe('payment/Coupons', () => {
  it('lists the demo coupons of the distributor', async () => {
    const res = await call('POST', 'payment/Coupons/Search', { pageSize: 50 });
    expect(res.statusCode, res.body).toBe(200);
    const codes = (res.json().data.items as { code: string }[]).map((c) => c.code);
    expect(codes).toEqual(['PARTNER15', 'SUMMER20', 'TRAVEL5', 'WELCOME10']);
  });

  it('creates a coupon with its code in uppercase, and refuses the same code twice', async () => {
    const res = await call('POST', 'payment/Coupons', body());
    expect(res.statusCode, res.body).toBe(200);
    const search = await call('POST', 'payment/Coupons/Search', {
      filterColumns: [{ columnName: 'code', filterValue: 'EASTER12', operator: 'eq' }],
    });
    const [row] = search.json().data.items;
    expect(row).toMatchObject({
      code: 'EASTER12',
      discountValue: 12,
      minimumSpend: 30,
      usedCount: 0,
    });
    const again = await call('POST', 'payment/Coupons', body({ code: 'EASTER12' }));
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('Code already exists');
  });

  it('answers the spec-style validation messages and writes nothing', async () => {
    const res = await call(
      'POST',
      'payment/Coupons',
      body({ code: '', discountType: 'Percentage', discountValue: 150, validTo: '2025-12-31' }),
    );
    expect(res.statusCode).toBe(400);
    const text = res.body;
    expect(text).toContain('Code is required');
    expect(text).toContain('Value should have maximum value of 100');
    const bad = await call('POST', 'payment/Coupons', body({ code: 'OK1', validTo: '2025-12-31' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Valid To should be after Valid From');
    const type = await call('POST', 'payment/Coupons', body({ code: 'OK2', discountType: 'Half' }));
    expect(type.statusCode).toBe(400);
    const search = await call('POST', 'payment/Coupons/Search', {
      filterColumns: [{ columnName: 'code', filterValue: 'OK', operator: 'startsWith' }],
    });
    expect(search.json().data.totalCount).toBe(0);
  });

  it('another distributor neither sees nor changes the coupon (404)', async () => {
    const search = await call('POST', 'payment/Coupons/Search', {
      filterColumns: [{ columnName: 'code', filterValue: 'WELCOME10', operator: 'eq' }],
    });
    const id = search.json().data.items[0].id as string;
    expect(
      (await call('GET', `payment/Coupons/GetDetail/${id}`, undefined, dist2)).statusCode,
    ).toBe(404);
    const put = await call('PUT', `payment/Coupons/${id}`, body({ code: 'WELCOME10' }), dist2);
    expect(put.statusCode).toBe(404);
    const theirs = await call('POST', 'payment/Coupons/Search', { pageSize: 50 }, dist2);
    expect(theirs.json().data.totalCount).toBe(0);
    expect((await call('POST', 'payment/Coupons/Search', {}, customer)).statusCode).toBe(403);
  });

  it('GetActiveCouponSelectList offers the active coupons valid now, not the expired or paused', async () => {
    const res = await call('GET', 'payment/Coupons/GetActiveCouponSelectList');
    expect(res.statusCode, res.body).toBe(200);
    const labels = (res.json().data as { label: string }[]).map((o) => o.label.split(' - ')[0]);
    expect(labels).toContain('WELCOME10');
    expect(labels).toContain('TRAVEL5');
    expect(labels).not.toContain('SUMMER20');
    expect(labels).not.toContain('PARTNER15');
  });
});
