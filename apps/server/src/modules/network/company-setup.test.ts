import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';
import { setupStatusOf } from './company-setup.js';

describe('setupStatusOf', () => {
  const complete = {
    companyName: 'A',
    registerNumber: '1',
    email: 'a@b.co',
    countryCode: '+60',
    contactNumber: '0123',
    address: 'Street',
    defaultCurrency: 'MYR',
  };
  it('is fully set up when every company detail is there', () => {
    expect(setupStatusOf(complete)).toEqual({ isSetupFully: true, step: -1, missing: [] });
  });
  it('sends a company with blank details to step 0, naming what is missing', () => {
    expect(setupStatusOf({ ...complete, address: '  ', email: null })).toEqual({
      isSetupFully: false,
      step: 0,
      missing: ['email', 'address'],
    });
  });
});

describe('network/CompanyProfiles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('IsSetupFully sends the new distributor to step 0 and passes the set-up one', async () => {
    const fresh = await signIn(t.app, 'newdistributor@wander.demo');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/network/CompanyProfiles/IsSetupFully',
      headers: bearer(fresh, 'DIST002'),
    });
    expect(res.json().data).toMatchObject({ isSetupFully: false, step: 0 });
    expect(res.json().data.missing).toContain('registerNumber');
    const done = await signIn(t.app, 'distributor@wander.demo');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/network/CompanyProfiles/IsSetupFully',
      headers: bearer(done, 'DIST001'),
    });
    expect(ok.json().data.isSetupFully).toBe(true);
  });

  it('GetDetail answers the working company, defaulting to the first one', async () => {
    const customer = await signIn(t.app, 'customer@wander.demo');
    const res = await t.app.inject({
      url: '/api/network/CompanyProfiles/GetDetail',
      headers: bearer(customer),
    });
    expect(res.json().data).toMatchObject({
      entityCode: 'CUST001',
      companyName: 'Skyway Travel Agency',
      isSetupFully: true,
    });
  });

  it('GetByUserId answers the customer info of a customer and 404 for others', async () => {
    const customer = await signIn(t.app, 'customer@wander.demo');
    const res = await t.app.inject({
      url: '/api/customer/customers/GetByUserId',
      headers: bearer(customer),
    });
    expect(res.json().data).toMatchObject({
      entityCode: 'CUST001',
      distributorEntityCode: 'DIST001',
    });
    const agent = await signIn(t.app, 'agent@wander.demo');
    expect(
      (await t.app.inject({ url: '/api/customer/customers/GetByUserId', headers: bearer(agent) }))
        .statusCode,
    ).toBe(404);
  });
});
