import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { INVALID_TWO_FACTOR_CODE, TWO_FACTOR_CODE_REQUIRED } from '@wander/contract';
import { apiLogs, users } from '../../db/schema/index.js';
import { DEMO_TOTP_SECRETS } from '../../seed/demo-two-factor.js';
import {
  bearer,
  createTestApp,
  signIn,
  tokenRequest,
  type TestApp,
} from '../../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { SIGNIN_MAX_FAILS_PER_ACCOUNT: '3', SIGNIN_MAX_FAILS_PER_IP: '100' },
  });
});
afterAll(() => t.close());

const PASSWORD = 'Wander#2026';
const password = (username: string, extra: Record<string, string> = {}, ip = '10.7.0.1') =>
  tokenRequest(
    t.app,
    { grant_type: 'password', username, password: PASSWORD, client_id: 'wander-web', ...extra },
    ip,
  );
const code = (secret: string) => generate({ secret });
/** A six-digit code that is not the current one. */
const wrong = (right: string) => String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url: `/api/${url}`, headers, ...(payload ? { payload } : {}) });

describe('the token call with a second factor', () => {
  const admin = 'admin@wander.demo';
  const secret = DEMO_TOTP_SECRETS[admin];

  it('asks the demo admin for the code after the right password, and only then', async () => {
    const asked = await password(admin);
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toEqual({
      error: 'invalid_grant',
      error_description: TWO_FACTOR_CODE_REQUIRED,
    });
    // A wrong password says nothing about a second factor.
    const wrongPassword = await tokenRequest(t.app, {
      grant_type: 'password',
      username: admin,
      password: 'Wrong#2026',
      client_id: 'wander-web',
      otp: await code(secret),
    });
    expect(wrongPassword.json().error_description).toBe('invalid_username_or_password');
  });

  it('signs in with the current code and refuses a wrong one', async () => {
    const right = await code(secret);
    const refused = await password(admin, { otp: wrong(right) }, '10.7.0.2');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error_description).toBe(INVALID_TWO_FACTOR_CODE);
    const ok = await password(admin, { otp: right }, '10.7.0.2');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().token_type).toBe('Bearer');
  });
});

describe('enrolment, recovery codes and disabling (the profile card)', () => {
  const email = 'distributor@wander.demo';
  let me: Record<string, string>;
  let secret = '';
  let recoveryCodes: string[] = [];

  beforeAll(async () => {
    me = bearer(await signIn(t.app, email));
  });

  it('starts with the second factor off and not required for a company admin', async () => {
    const res = await call('GET', 'admin/TwoFactor', me);
    expect(res.json().data).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
  });

  it('answers the secret, its otpauth URI and a QR code; sign-in ignores it until confirmed', async () => {
    const res = await call('POST', 'admin/TwoFactor/Enrol', me);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    secret = data.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data.otpauthUri).toContain(`secret=${secret}`);
    expect(data.otpauthUri).toContain('issuer=Wander');
    expect(data.otpauthQrCode).toMatch(/^data:image\/png;base64,/);
    expect((await password(email, {}, '10.7.2.1')).statusCode).toBe(200);
  });

  it('refuses a wrong first code and changes nothing', async () => {
    const res = await call('POST', 'admin/TwoFactor/Confirm', me, {
      otp: wrong(await code(secret)),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ otp: ['Code is incorrect'] });
    expect((await call('GET', 'admin/TwoFactor', me)).json().data.enabled).toBe(false);
    const empty = await call('POST', 'admin/TwoFactor/Confirm', me, { otp: '' });
    expect(empty.json().errors).toEqual({ otp: ['Code is required'] });
  });

  it('turns it on with the first code and answers ten recovery codes once', async () => {
    const res = await call('POST', 'admin/TwoFactor/Confirm', me, { otp: await code(secret) });
    expect(res.statusCode, res.body).toBe(200);
    recoveryCodes = res.json().data.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const status = await call('GET', 'admin/TwoFactor', me);
    expect(status.json().data).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    expect((await password(email, {}, '10.7.2.2')).json().error_description).toBe(
      TWO_FACTOR_CODE_REQUIRED,
    );
    expect((await password(email, { otp: await code(secret) }, '10.7.2.2')).statusCode).toBe(200);
    // A second enrolment needs the first one turned off.
    expect((await call('POST', 'admin/TwoFactor/Enrol', me)).statusCode).toBe(409);
  });

  it('lets a recovery code sign in once', async () => {
    const [first] = recoveryCodes;
    const once = await password(email, { otp: first.toUpperCase() }, '10.7.2.3');
    expect(once.statusCode, once.body).toBe(200);
    const twice = await password(email, { otp: first }, '10.7.2.3');
    expect(twice.json().error_description).toBe(INVALID_TWO_FACTOR_CODE);
    expect((await call('GET', 'admin/TwoFactor', me)).json().data.recoveryCodesLeft).toBe(9);
  });

  it('never answers the secret or the recovery codes again, nor keeps them in the API log', async () => {
    const answers = [
      await call('GET', 'admin/TwoFactor', me),
      await call('GET', 'admin/Profile', me),
      await call('POST', 'admin/TwoFactor/Enrol', me),
    ];
    for (const res of answers) expect(res.body).not.toContain(secret);
    await t.app.apiLog.flush();
    const logged = JSON.stringify(await t.database.db.select().from(apiLogs));
    expect(logged).toContain('admin/TwoFactor/Enrol');
    expect(logged).not.toContain(secret);
    for (const recovery of recoveryCodes) expect(logged).not.toContain(recovery);
  });

  it('turns it off only with the password and a code', async () => {
    const wrongPassword = await call('POST', 'admin/TwoFactor/Disable', me, {
      password: 'Wrong#2026',
      otp: await code(secret),
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().errors).toEqual({ password: ['Password is incorrect'] });
    expect((await call('GET', 'admin/TwoFactor', me)).json().data.enabled).toBe(true);
    const off = await call('POST', 'admin/TwoFactor/Disable', me, {
      password: PASSWORD,
      otp: await code(secret),
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await call('GET', 'admin/TwoFactor', me)).json().data.enabled).toBe(false);
    expect((await password(email, {}, '10.7.2.4')).statusCode).toBe(200);
  });
});

describe('the per-role setting and the platform admin reset', () => {
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = bearer(await signIn(t.app, 'admin@wander.demo'), 'WANDER');
  });

  it('requires it for DmsAdmin and OperatorAdmin in the demo world, editable per role', async () => {
    const roles = (await call('GET', 'admin/Roles', admin)).json().data as {
      name: string;
      twoFactorRequired: boolean;
    }[];
    const required = roles.filter((r) => r.twoFactorRequired).map((r) => r.name);
    expect(required.sort()).toEqual(['DmsAdmin', 'OperatorAdmin']);

    const agent = bearer(await signIn(t.app, 'agent@wander.demo'));
    expect((await call('GET', 'admin/TwoFactor', agent)).json().data.required).toBe(false);
    const set = await call('PUT', 'admin/Roles/TwoFactorRequired', admin, {
      name: 'Agent',
      twoFactorRequired: true,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await call('GET', 'admin/TwoFactor', agent)).json().data).toEqual({
      enabled: false,
      required: true,
      recoveryCodesLeft: 0,
    });
    // Not enrolled yet: the password still signs in; the app sends them to enrol first.
    expect((await password('agent@wander.demo', {}, '10.7.3.1')).statusCode).toBe(200);
    const unknown = await call('PUT', 'admin/Roles/TwoFactorRequired', admin, {
      name: 'NoSuchRole',
      twoFactorRequired: true,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("holds a company's own copy of a custom role to the platform role's setting", async () => {
    const role = 'Field Desk';
    expect((await call('POST', 'admin/Roles', admin, { name: role })).statusCode).toBe(200);
    const email = 'field-desk@dist001.test';
    const created = await call('POST', 'admin/Users', admin, {
      email,
      firstName: 'Field',
      lastName: 'Desk',
      password: PASSWORD,
      roleNames: [role],
      entityCode: 'DIST001',
    });
    expect(created.statusCode, created.body).toBe(200);
    const set = (twoFactorRequired: boolean) =>
      call('PUT', 'admin/Roles/TwoFactorRequired', admin, { name: role, twoFactorRequired });
    expect((await set(true)).statusCode).toBe(200);
    const user = bearer(await signIn(t.app, email), 'DIST001');
    const required = async () =>
      (await call('GET', 'admin/TwoFactor', user)).json().data.required as boolean;
    expect(await required()).toBe(true);
    // DIST001's admin changes the role's grants: DIST001 gets its own copy, its users move to it.
    const dist = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
    const saved = await call('PUT', 'admin/Permissions', dist, {
      roles: [{ roleName: role, permissions: [] }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await required()).toBe(true);
    expect((await set(false)).statusCode).toBe(200);
    expect(await required()).toBe(false);
  });

  it("lets only a platform admin reset a user's second factor, and logs the reset", async () => {
    const [operator] = await t.database.db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.email, 'operator@wander.demo'));
    const distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
    const refused = await call('POST', `admin/Users/ResetTwoFactor/${operator.id}`, distributor);
    expect([403, 404]).toContain(refused.statusCode);

    const reset = await call('POST', `admin/Users/ResetTwoFactor/${operator.id}`, admin);
    expect(reset.statusCode, reset.body).toBe(200);
    // The answer, and so the API log's entry, names the user (issue 37, item 12).
    expect(reset.json().message).toBe(
      `Two-factor sign-in was reset for ${operator.firstName} ${operator.lastName} (operator@wander.demo)`,
    );
    expect((await password('operator@wander.demo', {}, '10.7.3.2')).statusCode).toBe(200);
    const again = await call('POST', `admin/Users/ResetTwoFactor/${operator.id}`, admin);
    expect(again.statusCode).toBe(422);

    await t.app.apiLog.flush();
    const rows = await t.database.db
      .select()
      .from(apiLogs)
      .where(eq(apiLogs.path, `/api/admin/Users/ResetTwoFactor/${operator.id}`));
    const done = rows.find((r) => r.statusCode === 200);
    expect(done?.userEmail).toBe('admin@wander.demo');
    expect(done?.method).toBe('POST');
    expect(done?.responseBody).toMatchObject({
      message: reset.json().message,
      data: {
        userId: operator.id,
        email: 'operator@wander.demo',
        name: `${operator.firstName} ${operator.lastName}`,
      },
    });
  });
});

// Last: it blocks the demo admin for the rest of the window.
describe('throttling the second factor', () => {
  const admin = 'admin@wander.demo';

  it('throttles wrong codes like wrong passwords: 429, even for the right code', async () => {
    const right = await code(DEMO_TOTP_SECRETS[admin]);
    for (let i = 0; i < 3; i++) {
      expect((await password(admin, { otp: wrong(right) }, '10.7.1.1')).statusCode).toBe(400);
    }
    const blocked = await password(admin, { otp: right }, '10.7.1.2');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});
