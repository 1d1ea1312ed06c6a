import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profileOf = async (email: string) => {
  const tokens = await signIn(t.app, email);
  return (await t.app.inject({ url: '/api/admin/Profile', headers: bearer(tokens) })).json().data;
};

describe('GET admin/Profile', () => {
  it.each([
    ['admin@wander.demo', ['DmsAdmin'], true, 'WANDER'],
    ['operator@wander.demo', ['OperatorAdmin'], false, 'WANDER'],
    ['distributor@wander.demo', ['CompanyAdmin'], false, 'DIST001'],
    ['newdistributor@wander.demo', ['CompanyAdmin'], false, 'DIST002'],
    ['customer@wander.demo', ['Customer'], false, 'CUST001'],
    ['agent@wander.demo', ['Agent'], false, 'DIST001'],
  ])(
    'describes %s: roles, admin flag and first company',
    async (email, roleNames, isDmsAdmin, company) => {
      const profile = await profileOf(email);
      expect(profile.email).toBe(email);
      expect(profile.roleNames).toEqual(roleNames);
      expect(profile.userRoleEntities).toEqual([{ roleName: roleNames[0], entityCode: company }]);
      expect(profile.isDmsAdmin).toBe(isDmsAdmin);
      expect(profile.companies[0].entityCode).toBe(company);
      expect(profile.companies[0].label).toBe(`${profile.companies[0].companyName} (${company})`);
    },
  );

  it('lists the permissions of the roles, and the set-up state of each company', async () => {
    const customer = await profileOf('customer@wander.demo');
    expect(customer.permissions).toContainEqual({
      resourceName: 'network/PurchaseOrders',
      permission: 'View',
    });
    expect(customer.permissions).toContainEqual({
      resourceName: 'payment/Wallet',
      permission: 'View',
    });
    expect(customer.permissions).not.toContainEqual({
      resourceName: 'admin/Users',
      permission: 'View',
    });
    expect((await profileOf('newdistributor@wander.demo')).companies[0].isSetupFully).toBe(false);
    expect((await profileOf('distributor@wander.demo')).companies[0].isSetupFully).toBe(true);
  });
});

describe('PUT admin/Profile', () => {
  it('updates the names and answers the fresh profile', async () => {
    const tokens = await signIn(t.app, 'agent@wander.demo');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/Profile',
      headers: bearer(tokens),
      payload: { firstName: 'Arjun K.', lastName: 'Nair' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      statusCode: 0,
      message: 'Update successfully!',
      data: { firstName: 'Arjun K.' },
    });
    const reloaded = await t.app.inject({
      method: 'POST',
      url: '/api/identity/account/Reload',
      headers: bearer(tokens),
    });
    expect(reloaded.json().data.firstName).toBe('Arjun K.');
  });

  it("answers invalid fields with the spec's messages and changes nothing", async () => {
    const tokens = await signIn(t.app, 'operator@wander.demo');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/Profile',
      headers: bearer(tokens),
      payload: { firstName: '  ', lastName: 'x'.repeat(101), isDmsAdmin: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      firstName: ['First Name is required'],
      lastName: ['Last Name should have maximum of 100 characters'],
      isDmsAdmin: ['isDmsAdmin is not allowed'],
    });
    expect((await profileOf('operator@wander.demo')).firstName).toBe('Oliver');
  });
});

describe('POST admin/Password/ChangePassword', () => {
  const change = (tokens: { access_token: string }, payload: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/Password/ChangePassword',
      headers: bearer(tokens),
      payload,
    });

  it('checks the current password, the strength rule and the confirmation', async () => {
    const tokens = await signIn(t.app, 'distributor@wander.demo');
    const wrong = await change(tokens, {
      currentPassword: 'Nope#2026',
      newPassword: 'Better#2027',
      confirmedNewPassword: 'Better#2027',
    });
    expect(wrong.json().errors).toEqual({ currentPassword: ['Current Password is incorrect'] });
    const weak = await change(tokens, {
      currentPassword: 'Wander#2026',
      newPassword: 'weakpass',
      confirmedNewPassword: 'other',
    });
    expect(weak.json().errors).toEqual({
      newPassword: [
        'Password must be at least 8 characters, contains uppercase, lower case letter, alpha-numeric, special character',
      ],
      confirmedNewPassword: ['Confirm New Password does not match with New Password'],
    });
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const other = await signIn(t.app, 'newdistributor@wander.demo');
    const tokens = await signIn(t.app, 'newdistributor@wander.demo');
    const res = await change(tokens, {
      currentPassword: 'Wander#2026',
      newPassword: 'Better#2027',
      confirmedNewPassword: 'Better#2027',
    });
    expect(res.json()).toEqual({
      statusCode: 0,
      message: 'Your password has been changed successfully.',
      data: null,
    });
    await expect(signIn(t.app, 'newdistributor@wander.demo')).rejects.toThrow();
    await expect(signIn(t.app, 'newdistributor@wander.demo', 'Better#2027')).resolves.toBeTruthy();
    const refresh = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/token',
        headers: {
          'x-api-key': 'wander-public-web-key',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: `grant_type=refresh_token&client_id=wander-web&refresh_token=${encodeURIComponent(token)}`,
      });
    expect((await refresh(other.refresh_token)).statusCode).toBe(400);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(200);
  });
});
