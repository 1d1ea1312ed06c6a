import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await signIn(t.app, 'admin@wander.demo'), 'WANDER');
});
afterAll(() => t.close());

const matrix = async (headers = admin) =>
  (await t.app.inject({ url: '/api/admin/Permissions', headers })).json().data;

describe('admin/Roles', () => {
  it('adds, renames and deletes a role by name; built-in roles stay', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/Roles',
          headers: admin,
          payload: { name: 'Auditor' },
        })
      ).json().message,
    ).toBe('Create successfully!');
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/admin/Roles',
      headers: admin,
      payload: { name: 'Auditor' },
    });
    expect(dup.json().errors).toEqual({ name: ['Role Name already exists'] });
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/admin/Roles',
          headers: admin,
          payload: { name: 'Auditor', newName: 'Finance Auditor' },
        })
      ).statusCode,
    ).toBe(200);
    const names = (await t.app.inject({ url: '/api/admin/Roles', headers: admin }))
      .json()
      .data.map((r: { name: string }) => r.name);
    expect(names).toContain('Finance Auditor');
    expect(names).toHaveLength(9);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/admin/Roles/Customer', headers: admin }))
        .statusCode,
    ).toBe(422);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/admin/Roles/Finance%20Auditor',
          headers: admin,
        })
      ).json().message,
    ).toBe('Delete successfully!');
  });

  it('is for platform admins only', async () => {
    const distributor = bearer(await signIn(t.app, 'distributor@wander.demo'));
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/Roles',
          headers: distributor,
          payload: { name: 'X' },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('admin/Permissions', () => {
  it('answers the role x resource matrix', async () => {
    const m = await matrix();
    expect(m.roles.map((r: { roleName: string }) => r.roleName)).toContain('CompanyAdmin');
    expect(m.resources).toContainEqual(
      expect.objectContaining({
        resourceName: 'network/PurchaseOrders',
        actions: ['View', 'Create', 'Update', 'Delete', 'ViewReceivedOrders'],
      }),
    );
    expect(m.grants).toContainEqual({
      roleName: 'Customer',
      resourceName: 'payment/Wallet',
      permission: 'View',
    });
  });

  it('saves a role back as a whole, and the role feels it at once', async () => {
    const agent = bearer(await signIn(t.app, 'agent@wander.demo'));
    const currencies = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/network/Currency/Search',
        headers: agent,
        payload: {},
      });
    const wallet = () => t.app.inject({ url: '/api/payment/Wallet/WalletBalance', headers: agent });
    expect((await currencies()).statusCode).toBe(403);
    expect((await wallet()).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/Permissions',
      headers: admin,
      payload: {
        roles: [
          {
            roleName: 'Agent',
            permissions: [{ resourceName: 'network/Currency', permission: 'View' }],
          },
        ],
      },
    });
    expect(res.json().message).toBe('Update successfully!');
    const agentGrants = (await matrix()).grants.filter(
      (g: { roleName: string }) => g.roleName === 'Agent',
    );
    expect(agentGrants).toEqual([
      { roleName: 'Agent', resourceName: 'network/Currency', permission: 'View' },
    ]);
    // Granted and withdrawn on the very next call: the old grants are gone, the new one works.
    expect((await currencies()).statusCode).toBe(200);
    expect((await wallet()).statusCode).toBe(403);
  });

  it('refuses unknown actions and changes nothing', async () => {
    const before = (await matrix()).grants.length;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/Permissions',
      headers: admin,
      payload: {
        roles: [
          {
            roleName: 'Agent',
            permissions: [{ resourceName: 'payment/Wallet', permission: 'Explode' }],
          },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect((await matrix()).grants.length).toBe(before);
  });

  it('keeps built-in roles out of a company admin’s reach', async () => {
    const distributor = bearer(await signIn(t.app, 'distributor@wander.demo'));
    const m = await matrix(distributor);
    expect(m.roles.find((r: { roleName: string }) => r.roleName === 'CompanyAdmin').editable).toBe(
      false,
    );
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/Permissions',
      headers: distributor,
      payload: { roles: [{ roleName: 'CompanyAdmin', permissions: [] }] },
    });
    expect(res.statusCode).toBe(403);
  });

  it('saves customer group permissions of the working company', async () => {
    const headers = bearer(await signIn(t.app, 'admin@wander.demo'), 'DIST001');
    const m = (
      await t.app.inject({ url: '/api/admin/Permissions/GetCustomerGroupPermissions', headers })
    ).json().data;
    expect(m.customerGroups.map((g: { name: string }) => g.name)).toEqual([
      'Corporate',
      'Retail',
      'Travel Agents',
    ]);
    const group = m.customerGroups[0].id;
    const save = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/Permissions/UpdateCustomerGroupPermissions',
      headers,
      payload: {
        customerGroupId: group,
        permissions: [{ resourceName: 'network/PurchaseOrders', permission: 'View' }],
      },
    });
    expect(save.json().message).toBe('Update successfully!');
    const after = (
      await t.app.inject({ url: '/api/admin/Permissions/GetCustomerGroupPermissions', headers })
    ).json().data;
    expect(after.grants).toEqual([
      { customerGroupId: group, resourceName: 'network/PurchaseOrders', permission: 'View' },
    ]);
  });
});

describe('Customer Permissions in the platform company (issue 26)', () => {
  it('lists every company’s customer groups, named with their company, and saves one', async () => {
    // The platform admin's working company is WANDER, which sells to no customer itself.
    const headers = bearer(await signIn(t.app, 'admin@wander.demo'), 'WANDER');
    const url = '/api/admin/Permissions/GetCustomerGroupPermissions';
    const m = (await t.app.inject({ url, headers })).json().data;
    const dist001 = m.customerGroups.filter(
      (g: { entityCode: string }) => g.entityCode === 'DIST001',
    );
    expect(dist001.map((g: { name: string }) => g.name)).toEqual([
      'Corporate',
      'Retail',
      'Travel Agents',
    ]);
    expect(dist001[0].companyName).toBeTruthy();
    const save = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/Permissions/UpdateCustomerGroupPermissions',
      headers,
      payload: {
        customerGroupId: dist001[1].id,
        permissions: [{ resourceName: 'network/PurchaseOrders', permission: 'View' }],
      },
    });
    expect(save.statusCode, save.body).toBe(200);
    const after = (await t.app.inject({ url, headers })).json().data;
    expect(
      after.grants.filter((g: { customerGroupId: string }) => g.customerGroupId === dist001[1].id),
    ).toEqual([
      {
        customerGroupId: dist001[1].id,
        resourceName: 'network/PurchaseOrders',
        permission: 'View',
      },
    ]);
  });

  it('keeps a distributor’s admin to its own company’s groups', async () => {
    const headers = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
    const m = (
      await t.app.inject({ url: '/api/admin/Permissions/GetCustomerGroupPermissions', headers })
    ).json().data;
    expect(new Set(m.customerGroups.map((g: { entityCode: string }) => g.entityCode))).toEqual(
      new Set(['DIST001']),
    );
  });
});

describe('admin/ApiLogs', () => {
  it('searches the calls and opens one with its redacted bodies', async () => {
    await t.app.apiLog.flush();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/ApiLogs/Search',
      headers: admin,
      payload: {
        pageIndex: 1,
        pageSize: 5,
        filterColumns: [{ columnName: 'path', filterValue: '/api/token', operator: 'eq' }],
      },
    });
    expect(res.statusCode, res.body).toBe(400); // eq is not allowed on path: only contains / startsWith
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/admin/ApiLogs/Search',
      headers: admin,
      payload: {
        pageIndex: 1,
        pageSize: 5,
        filterColumns: [{ columnName: 'path', filterValue: '/api/token', operator: 'startsWith' }],
      },
    });
    const page = ok.json().data;
    expect(page.totalCount).toBeGreaterThan(0);
    expect(page.items[0]).toMatchObject({ method: 'POST', path: '/api/token', statusCode: 200 });
    const detail = await t.app.inject({
      url: `/api/admin/ApiLogs/${page.items[0].id}`,
      headers: admin,
    });
    expect(detail.json().data.requestBody.password).toBe('[redacted]');
  });

  it('is closed to company admins', async () => {
    const distributor = bearer(await signIn(t.app, 'distributor@wander.demo'));
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/ApiLogs/Search',
          headers: distributor,
          payload: {},
        })
      ).statusCode,
    ).toBe(403);
  });
});
