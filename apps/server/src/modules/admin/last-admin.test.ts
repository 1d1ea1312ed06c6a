import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';
import { users } from '../../db/schema/index.js';
import { enrolSecondFactor } from '../../test-support/demo-otp.js';

// Issue 25, hole 6: the only platform admin removed its own roles (200), then met 403 everywhere
// and nobody could give them back.
let t: TestApp;
let admin: Record<string, string>;

const idOf = async (email: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
const setRoles = (headers: object, userId: string, roleNames: string[]) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/UserRoles',
    headers: headers as Record<string, string>,
    payload: { userId, roleNames },
  });
const stillAdmin = async (headers: object) =>
  (await t.app.inject({ url: '/api/admin/Roles', headers: headers as Record<string, string> }))
    .statusCode;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await signIn(t.app, 'admin@wander.demo'));
});
afterAll(() => t.close());

describe('the platform administrator role', () => {
  it('cannot be taken from oneself, and nothing changes', async () => {
    const res = await setRoles(admin, await idOf('admin@wander.demo'), []);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.roleNames).toEqual([
      'You cannot remove your own administrator role DmsAdmin',
    ]);
    expect(await stillAdmin(admin)).toBe(200);
  });

  it('is never cleared from the last platform admin, by any route', async () => {
    const cleared = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/UserRoles/CleanEntity/WANDER',
      headers: admin,
    });
    expect(cleared.statusCode).toBe(422);
    expect(cleared.json().message).toBe('The last platform administrator cannot be removed');
    expect(await stillAdmin(admin)).toBe(200);
  });

  it('may be handed over: a second admin removes the first one’s role, not its own', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/Users',
      headers: admin,
      payload: {
        email: 'second-admin@wander.test',
        firstName: 'Second',
        lastName: 'Admin',
        password: 'Wander#2026',
        roleNames: ['DmsAdmin'],
        entityCode: 'WANDER',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const second = bearer(await signIn(t.app, 'second-admin@wander.test'));
    // DmsAdmin requires a second factor in the demo world: the new admin sets it up first.
    await enrolSecondFactor(t.app, second);
    expect((await setRoles(second, await idOf('admin@wander.demo'), [])).statusCode).toBe(200);
    const own = await setRoles(second, await idOf('second-admin@wander.test'), []);
    expect(own.statusCode).toBe(400);
    expect(await stillAdmin(second)).toBe(200);
    // Now the only one: deactivating it from anywhere is refused as well.
    const deactivate = await t.app.inject({
      method: 'POST',
      url: '/api/admin/Users/DeleteMany',
      headers: second,
      payload: { userIds: [await idOf('second-admin@wander.test')] },
    });
    expect(deactivate.statusCode).toBe(422);
  });
});
