import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let admin: Record<string, string>;
let operator: Record<string, string>;
let distributor: Record<string, string>;
let newDistributor: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await signIn(t.app, 'admin@wander.demo'), 'WANDER');
  operator = bearer(await signIn(t.app, 'operator@wander.demo'), 'WANDER');
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  newDistributor = bearer(await signIn(t.app, 'newdistributor@wander.demo'), 'DIST002');
});
afterAll(() => t.close());

const url = '/api/network/CompanyProfiles';
const company = async (entityCode: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `${url}/Search`,
    headers: admin,
    payload: {
      filterColumns: [{ columnName: 'entityCode', filterValue: entityCode, operator: 'eq' }],
    },
  });
  return res.json().data.items[0] as Record<string, string | null>;
};
const details = {
  registerNumber: '202601000202',
  email: 'hello@nomad.demo',
  countryCode: '+65',
  contactNumber: '6561234567',
  address: '1 Raffles Place, Singapore',
  defaultCurrency: 'SGD',
};
const put = (id: string, headers: Record<string, string>, body: object) =>
  t.app.inject({ method: 'PUT', url: `${url}/${id}`, headers, payload: body });
const editable = (row: Record<string, string | null>) => {
  const { id: _id, ...rest } = row;
  return rest;
};

describe('network/CompanyProfiles (company list, new, edit)', () => {
  it('a company admin completes its own company (setup step 0) and IsSetupFully turns true', async () => {
    const before = await t.app.inject({
      method: 'POST',
      url: `${url}/IsSetupFully`,
      headers: newDistributor,
    });
    expect(before.json().data.isSetupFully).toBe(false);
    const current = await t.app.inject({ url: `${url}/GetDetail`, headers: newDistributor });
    const dist002 = await company('DIST002');
    expect(current.json().data.id).toBe(dist002.id);

    const res = await put(dist002.id!, newDistributor, { ...editable(dist002), ...details });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Update successfully!',
      data: { entityCode: 'DIST002', ...details },
    });

    const after = await t.app.inject({
      method: 'POST',
      url: `${url}/IsSetupFully`,
      headers: newDistributor,
    });
    expect(after.json().data).toEqual({ isSetupFully: true, step: -1, missing: [] });
    const profile = await t.app.inject({ url: '/api/admin/Profile', headers: newDistributor });
    expect(profile.json().data.companies[0]).toMatchObject({
      entityCode: 'DIST002',
      isSetupFully: true,
    });
  });

  it('asks for every setup detail when a company is edited', async () => {
    const dist001 = await company('DIST001');
    const res = await put(dist001.id!, distributor, {
      ...editable(dist001),
      address: ' ',
      email: 'not-an-email',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      address: ['Address is required'],
      email: ['Email is invalid'],
    });
  });

  it("answers 404 for a company outside the admin's reach and 403 for a customer company under it", async () => {
    const other = await company('DIST002');
    const res = await put(other.id!, distributor, {
      ...editable(other),
      companyName: 'Taken Over',
    });
    expect(res.statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `${url}/GetDetail/${other.id}`, headers: distributor }))
        .statusCode,
    ).toBe(404);

    const child = await company('CUST001');
    expect(
      (await t.app.inject({ url: `${url}/GetDetail/${child.id}`, headers: distributor }))
        .statusCode,
    ).toBe(200);
    const edit = await put(child.id!, distributor, {
      ...editable(child),
      companyName: 'Renamed Customer',
    });
    expect(edit.statusCode).toBe(403);
    expect((await company('CUST001')).companyName).toBe('Skyway Travel Agency');
  });

  it("does not let a company admin change its company's type, parent or custom code", async () => {
    const own = await company('DIST001');
    for (const change of [
      { companyType: 'platform' },
      { parentEntityCode: null },
      { customCode: 'OTHER' },
    ]) {
      const res = await put(own.id!, distributor, { ...editable(own), ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(403);
    }
    const code = await put(own.id!, admin, { ...editable(own), entityCode: 'DIST009' });
    expect(code.json().errors).toEqual({ entityCode: ['Entity Code cannot be changed'] });
  });

  it('lists every company for platform staff and own plus child companies for a company admin', async () => {
    const list = async (headers: Record<string, string>) =>
      (
        await t.app.inject({
          method: 'POST',
          url: `${url}/Search`,
          headers,
          payload: { pageSize: 50 },
        })
      )
        .json()
        .data.items.map((c: { entityCode: string }) => c.entityCode)
        .sort();
    // DIST001's eight business customers (seed-customers.ts) are its child companies.
    const customers = [
      'CUST001',
      'CUST002',
      'CUST003',
      'CUST004',
      'CUST005',
      'CUST006',
      'CUST007',
      'CUST008',
    ];
    expect(await list(operator)).toEqual([...customers, 'DIST001', 'DIST002', 'WANDER']);
    expect(await list(distributor)).toEqual([...customers, 'DIST001']);
    const options = await t.app.inject({ url: `${url}/GetSelectList`, headers: distributor });
    expect(
      options
        .json()
        .data.map((o: { value: string }) => o.value)
        .sort(),
    ).toEqual([...customers, 'DIST001']);
  });

  it('only platform admins create companies; operators only read them', async () => {
    const body = {
      entityCode: 'NEWCO',
      companyName: 'New Co',
      companyType: 'distributor',
      parentEntityCode: 'WANDER',
    };
    expect(
      (await t.app.inject({ method: 'POST', url, headers: distributor, payload: body })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url, headers: operator, payload: body })).statusCode,
    ).toBe(403);
    const wander = await company('WANDER');
    expect((await put(wander.id!, operator, editable(wander))).statusCode).toBe(403);
    const badParent = await t.app.inject({
      method: 'POST',
      url,
      headers: admin,
      payload: { ...body, parentEntityCode: 'NOPE' },
    });
    expect(badParent.json().errors).toEqual({
      parentEntityCode: ['Parent Company is not a valid option'],
    });
    const badCurrency = await t.app.inject({
      method: 'POST',
      url,
      headers: admin,
      payload: { ...body, defaultCurrency: 'XYZ' },
    });
    expect(badCurrency.json().errors).toEqual({
      defaultCurrency: ['Default Currency is not a valid option'],
    });
    const created = await t.app.inject({ method: 'POST', url, headers: admin, payload: body });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ ...body, customCode: 'WANDER', email: null });
  });
});
