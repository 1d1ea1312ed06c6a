import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';
import { rolePermissions, roles, userRoles } from '../../db/schema/index.js';

let t: TestApp;
let admin: Record<string, string>;
let distributor: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await signIn(t.app, 'admin@wander.demo'), 'WANDER');
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
});
afterAll(() => t.close());

const search = (headers: Record<string, string>, body: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/Users/search',
    headers,
    payload: { pageIndex: 1, pageSize: 10, ...body },
  });
const create = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/Users', headers, payload });
const newUser = (email: string, roleNames = ['CompanyOperator']) => ({
  email,
  firstName: 'Test',
  lastName: 'Person',
  password: 'Strong#2026',
  roleNames,
});

describe('admin/Users', () => {
  it('shows a platform admin every user, and a company admin only its own company', async () => {
    const all = (await search(admin)).json().data;
    // Seven demo accounts and DIST001's five other agents (seed-agents.ts).
    expect(all.totalCount).toBe(12);
    const own = (await search(distributor)).json().data;
    expect(own.items.map((u: { email: string }) => u.email).sort()).toEqual([
      'accounts@wander.demo',
      'agent@wander.demo',
      'aisyah.karim@agents.demo',
      'distributor@wander.demo',
      'hafiz.rahman@agents.demo',
      'jason.lee@agents.demo',
      'meiling.tan@agents.demo',
      'priya.devi@agents.demo',
    ]);
    expect(
      own.items.find((u: { email: string }) => u.email === 'agent@wander.demo').roleNames,
    ).toEqual(['Agent']);
  });

  it('answers 404 to a platform admin asking for a user that does not exist', async () => {
    const res = await t.app.inject({
      url: '/api/admin/Users/00000000-0000-4000-8000-000000000000',
      headers: admin,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it("does not let a company clear another company's roles", async () => {
    const db = t.database.db;
    const [role] = await db.select().from(roles).where(eq(roles.name, 'CompanyAdmin'));
    await db
      .insert(rolePermissions)
      .values({ roleId: role.id, resourceName: 'admin/Roles', permission: 'Delete' });
    t.app.services.contexts.invalidate();
    const rolesOf = async (entityCode: string) =>
      (await db.select().from(userRoles).where(eq(userRoles.entityCode, entityCode))).length;
    const before = await rolesOf('DIST002');
    expect(before).toBeGreaterThan(0);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/UserRoles/CleanEntity/DIST002',
      headers: distributor,
    });
    expect(res.statusCode).toBe(404);
    expect(await rolesOf('DIST002')).toBe(before);
    await db
      .delete(rolePermissions)
      .where(
        and(eq(rolePermissions.roleId, role.id), eq(rolePermissions.resourceName, 'admin/Roles')),
      );
    t.app.services.contexts.invalidate();
  });

  it('filters, sorts and pages', async () => {
    const res = await search(admin, {
      pageSize: 2,
      filterColumns: [{ columnName: 'email', filterValue: 'distributor', operator: 'contains' }],
      sortColumns: [{ columnName: 'email', sortOrder: 'desc' }],
    });
    const data = res.json().data;
    expect(data.items.map((u: { email: string }) => u.email)).toEqual([
      'newdistributor@wander.demo',
      'distributor@wander.demo',
    ]);
    expect(data).toMatchObject({ totalCount: 2, pageCount: 1 });
  });

  it('creates a user in the working company, who can then sign in', async () => {
    const res = await create(distributor, newUser('clerk@globetrek.demo'));
    expect(res.json()).toMatchObject({
      message: 'Create successfully!',
      data: {
        email: 'clerk@globetrek.demo',
        roleNames: ['CompanyOperator'],
        entityCodes: ['DIST001'],
      },
    });
    const tokens = await signIn(t.app, 'clerk@globetrek.demo', 'Strong#2026');
    expect(tokens.access_token).toBeTruthy();
  });

  it("answers a duplicate e-mail with 409 on the field, and invalid input with the spec's messages", async () => {
    const dup = await create(distributor, newUser('CLERK@globetrek.demo'));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual({ email: ['Email already exists'] });
    const bad = await create(distributor, {
      email: 'bad',
      firstName: '',
      lastName: 'x',
      password: 'weak',
      roleNames: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      email: ['Email is invalid'],
      firstName: ['First Name is required'],
      password: [
        'Password must be at least 8 characters, contains uppercase, lower case letter, alpha-numeric, special character',
      ],
      roleNames: ['Roles is required'],
    });
  });

  it('does not let a company admin hand out platform roles', async () => {
    const res = await create(distributor, newUser('sneaky@globetrek.demo', ['DmsAdmin']));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.roleNames).toEqual(['You cannot assign the role DmsAdmin']);
    expect(
      (
        await search(admin, {
          filterColumns: [
            { columnName: 'email', filterValue: 'sneaky@globetrek.demo', operator: 'eq' },
          ],
        })
      ).json().data.totalCount,
    ).toBe(0);
  });

  it("replaces a user's roles, and hides users of other companies from a company admin", async () => {
    const [clerk] = (
      await search(distributor, {
        filterColumns: [
          { columnName: 'email', filterValue: 'clerk@globetrek.demo', operator: 'eq' },
        ],
      })
    ).json().data.items;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/UserRoles',
      headers: distributor,
      payload: { userId: clerk.id, roleNames: ['CompanyAdmin', 'CompanyOperator'] },
    });
    expect(res.json().message).toBe('Update successfully!');
    const detail = await t.app.inject({
      url: `/api/admin/Users/${clerk.id}`,
      headers: distributor,
    });
    expect(detail.json().data.roleNames).toEqual(['CompanyAdmin', 'CompanyOperator']);
    const [customerUser] = (
      await search(admin, {
        filterColumns: [
          { columnName: 'email', filterValue: 'customer@wander.demo', operator: 'eq' },
        ],
      })
    ).json().data.items;
    expect(
      (await t.app.inject({ url: `/api/admin/Users/${customerUser.id}`, headers: distributor }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/admin/Users/${customerUser.id}`,
          headers: distributor,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('bulk deletes all or nothing, and never oneself', async () => {
    const a = (await create(distributor, newUser('a@globetrek.demo'))).json().data.id;
    const b = (await create(distributor, newUser('b@globetrek.demo'))).json().data.id;
    const [customerUser] = (
      await search(admin, {
        filterColumns: [
          { columnName: 'email', filterValue: 'customer@wander.demo', operator: 'eq' },
        ],
      })
    ).json().data.items;
    const mixed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/Users/DeleteMany',
      headers: distributor,
      payload: { userIds: [a, b, customerUser.id] },
    });
    expect(mixed.statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/admin/Users/${a}`, headers: distributor })).statusCode,
    ).toBe(200);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/admin/Users/DeleteMany',
      headers: distributor,
      payload: { userIds: [a, b] },
    });
    expect(ok.json().message).toBe('Delete successfully!');
    expect(
      (await t.app.inject({ url: `/api/admin/Users/${a}`, headers: distributor })).statusCode,
    ).toBe(404);
    const me = (
      await search(distributor, {
        filterColumns: [
          { columnName: 'email', filterValue: 'distributor@wander.demo', operator: 'eq' },
        ],
      })
    ).json().data.items[0];
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/admin/Users/${me.id}`,
          headers: distributor,
        })
      ).statusCode,
    ).toBe(422);
  });

  it('is closed to roles without the Users grant', async () => {
    const customer = bearer(await signIn(t.app, 'customer@wander.demo'));
    expect((await search(customer)).statusCode).toBe(403);
  });
});

describe('admin/Users role names', () => {
  it('answers an empty role name with 400 on roleNames (it was a 500) and creates nobody', async () => {
    const res = await create(distributor, newUser('blank-role@globetrek.demo', ['', '.']));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ roleNames: ['Role  does not exist'] });
    const found = await search(distributor, {
      filterColumns: [{ columnName: 'email', filterValue: 'blank-role', operator: 'contains' }],
    });
    expect(found.json().data.totalCount).toBe(0);
  });
});

describe('admin/Users detail', () => {
  it('answers a platform admin asking for an unknown user with 404 (it was a 500)', async () => {
    const res = await t.app.inject({
      url: '/api/admin/Users/46bfa7d8-1f9f-47af-9140-83dedf713b82',
      headers: admin,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'User not found' });
  });
});

describe('admin/Users delete of an agent', () => {
  it('refuses an agent with a downline (it was a 500) and deletes nobody; a leaf agent goes', async () => {
    const userIdOf = async (email: string) =>
      (
        await search(distributor, {
          filterColumns: [{ columnName: 'email', filterValue: email, operator: 'eq' }],
        })
      ).json().data.items[0].id as string;
    const del = (id: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/admin/Users/${id}`, headers: distributor });
    // The demo's Hafiz Rahman has Aisyah Karim under him.
    const hafiz = await userIdOf('hafiz.rahman@agents.demo');
    const refused = await del(hafiz);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(
      'Agent has 1 downline agent; move it to another upline first',
    );
    expect(await userIdOf('hafiz.rahman@agents.demo')).toBe(hafiz);
    const aisyah = await userIdOf('aisyah.karim@agents.demo');
    expect((await del(aisyah)).statusCode).toBe(200);
    expect((await del(hafiz)).statusCode).toBe(200);
  });
});
