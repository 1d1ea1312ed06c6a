import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';

// Issue 25, hole 1: custom roles were shared by every company, so one company's admin rewrote
// the grants that another company's staff held.
let t: TestApp;
let admin: Record<string, string>;
let dist1: Record<string, string>;
let dist2: Record<string, string>;
const ROLE = 'Sales Desk';
const currencyView = [{ resourceName: 'network/Currency', permission: 'View' }];

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: headers as Record<string, string>, payload });

/** A user of `entityCode` holding only the custom role, signed in. */
async function staffOf(entityCode: string) {
  const email = `sales-desk@${entityCode.toLowerCase()}.test`;
  const res = await call('POST', '/admin/Users', bearer(await signIn(t.app, 'admin@wander.demo')), {
    email,
    firstName: 'Sales',
    lastName: entityCode,
    password: 'Wander#2026',
    roleNames: [ROLE],
    entityCode,
  });
  expect(res.statusCode, res.body).toBe(200);
  return bearer(await signIn(t.app, email), entityCode);
}

const readsOnce = async (headers: object) =>
  (await call('POST', '/network/Currency/Search', headers, {})).statusCode;

/**
 * Whether the user may read currencies, once the change has reached every server process: behind
 * a load balancer (the replica lane) another process drops its cached grants when its listener
 * hears the commit's notification, moments later; asked again for up to 2 s until it answers as
 * `expected` says, the answer it last gave otherwise (well under the cache's 5 s).
 */
const readsCurrencies = async (headers: object, expected?: number) => {
  const until = Date.now() + 2_000;
  for (;;) {
    const status = await readsOnce(headers);
    if (expected === undefined || status === expected || Date.now() > until) return status;
    await new Promise((r) => setTimeout(r, 50));
  }
};

const saveRole = (headers: object, permissions: object[]) =>
  call('PUT', '/admin/Permissions', headers, { roles: [{ roleName: ROLE, permissions }] });

const roleGrants = async (headers: object) =>
  (await call('GET', '/admin/Permissions', headers))
    .json()
    .data.grants.filter((g: { roleName: string }) => g.roleName === ROLE);

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await signIn(t.app, 'admin@wander.demo'));
  dist1 = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  dist2 = bearer(await signIn(t.app, 'newdistributor@wander.demo'), 'DIST002');
  expect((await call('POST', '/admin/Roles', admin, { name: ROLE })).statusCode).toBe(200);
  expect((await saveRole(admin, currencyView)).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('a custom role held in two companies', () => {
  it("one company's admin changes its own staff's grants, never the other company's", async () => {
    const staff1 = await staffOf('DIST001');
    const staff2 = await staffOf('DIST002');
    expect(await readsCurrencies(staff1, 200)).toBe(200);
    expect(await readsCurrencies(staff2)).toBe(200);

    // DIST002 empties the role: its own staff lose the grant, DIST001's keep it.
    expect((await saveRole(dist2, [])).json().message).toBe('Update successfully!');
    expect(await readsCurrencies(staff2, 403)).toBe(403);
    expect(await readsCurrencies(staff1, 200)).toBe(200);
    expect(await roleGrants(dist2)).toEqual([]);
    expect(await roleGrants(dist1)).toEqual([{ roleName: ROLE, ...currencyView[0] }]);

    // DIST001 changes the role its own way; DIST002's stays empty, the platform's default stays.
    const both = [...currencyView, { resourceName: 'payment/Wallet', permission: 'View' }];
    expect((await saveRole(dist1, both)).statusCode).toBe(200);
    expect(await roleGrants(dist1)).toHaveLength(2);
    expect(await roleGrants(dist2)).toEqual([]);
    expect(await roleGrants(admin)).toEqual([{ roleName: ROLE, ...currencyView[0] }]);
    expect(await readsCurrencies(staff2, 403)).toBe(403);
    expect(await readsCurrencies(staff1, 200)).toBe(200);
  });

  it("a company's role picker and matrix list each role once, its own copy where it has one", async () => {
    for (const headers of [dist1, dist2]) {
      const names = (await call('GET', '/admin/Permissions', headers))
        .json()
        .data.roles.map((r: { roleName: string }) => r.roleName);
      expect(names.filter((n: string) => n === ROLE)).toHaveLength(1);
      const options = (await call('GET', '/admin/Roles/GetSelectList', headers))
        .json()
        .data.map((o: { value: string }) => o.value);
      expect(options.filter((n: string) => n === ROLE)).toHaveLength(1);
    }
    // The platform's role list holds the platform role only.
    const platform = (await call('GET', '/admin/Roles', admin)).json().data;
    expect(platform.filter((r: { name: string }) => r.name === ROLE)).toHaveLength(1);
  });

  it('a new user of a company gets that company’s copy of the role', async () => {
    const headers = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
    const res = await call('POST', '/admin/Users', headers, {
      email: 'second-desk@dist001.test',
      firstName: 'Second',
      lastName: 'Desk',
      password: 'Wander#2026',
      roleNames: [ROLE],
    });
    expect(res.statusCode, res.body).toBe(200);
    const staff = bearer(await signIn(t.app, 'second-desk@dist001.test'), 'DIST001');
    // DIST001's copy grants the wallet too; the platform's role does not.
    expect((await call('GET', '/payment/Wallet/WalletBalance', staff)).statusCode).toBe(200);
  });
});
