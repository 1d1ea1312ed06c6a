import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { count, eq } from 'drizzle-orm';
import { FIRST_RUN_LINK_INVALID } from '@wander/contract';
import {
  API_KEY,
  bearer,
  createTestApp,
  tokenRequest,
  type TestApp,
} from '../../test-support/test-app.js';
import { seedRoles } from '../../seed/seed-demo.js';
import { seedReferenceData } from '../../seed/seed-reference.js';
import { companies, countries, currencies, uoms, users } from '../../db/schema/index.js';
import { announceFirstRun } from './announce-first-run.js';

const PASSWORD = 'Str0ng#Admin-2026';
const headers = { 'x-api-key': API_KEY };

/** A real deployment's first start: a blank database, no demo world (SEED_DEMO=0). */
describe('first run on a blank database', () => {
  let t: TestApp;
  let link: string;
  const token = () => new URL(link.replace('#/', '')).searchParams.get('token')!;
  const details = () => ({
    token: token(),
    companyName: 'Lintas Travel Platform Sdn Bhd',
    entityCode: 'LINTAS',
    defaultCurrency: 'MYR',
    country: 'MY',
    firstName: 'Nur',
    lastName: 'Aziz',
    email: 'Nur.Aziz@lintas.com.my',
    password: PASSWORD,
    confirmedPassword: PASSWORD,
  });

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    // What every start does before the demo world (main.ts).
    await seedRoles(t.database.db);
    await seedReferenceData(t.database.db);
  });
  afterAll(async () => t?.close());

  it('has the reference data without the demo world, and no user', async () => {
    const db = t.database.db;
    const [{ n: countryCount }] = await db.select({ n: count() }).from(countries);
    expect(countryCount).toBeGreaterThan(240);
    const codes = (await db.select({ c: currencies.currencyCode }).from(currencies)).map(
      (r) => r.c,
    );
    expect(codes).toEqual(expect.arrayContaining(['MYR', 'USD', 'SGD', 'HKD']));
    const units = (await db.select({ c: uoms.uomCode }).from(uoms)).map((r) => r.c);
    expect(units).toEqual(expect.arrayContaining(['GB', 'MB', 'DAY']));
    const [{ n: userCount }] = await db.select({ n: count() }).from(users);
    expect(userCount).toBe(0);
  });

  it('prints a one-time setup link at start, and the page learns that setup is needed', async () => {
    const lines: string[] = [];
    link = (await announceFirstRun(t.database.db, 'https://wander.example/', (l) =>
      lines.push(l),
    ))!;
    expect(link).toMatch(/^https:\/\/wander\.example\/#\/first-run\?token=[\w-]{40,}$/);
    expect(lines.join('\n')).toContain(link);
    expect(lines.join('\n')).toContain('npm run admin:create');

    const status = await t.app.inject({ url: `/api/identity/FirstRun?token=${token()}`, headers });
    expect(status.json().data).toEqual({ setupNeeded: true, tokenValid: true });
    const made = await t.app.inject({ url: '/api/identity/FirstRun?token=made-up', headers });
    expect(made.json().data).toEqual({ setupNeeded: true, tokenValid: false });
  });

  it('refuses a wrong code and a made-up link, and creates nothing', async () => {
    const begin = await t.app.inject({
      method: 'POST',
      url: '/api/identity/FirstRun/Begin',
      headers,
      payload: { token: 'made-up', email: 'x@lintas.com.my' },
    });
    expect(begin.statusCode).toBe(403);
    expect(begin.json().message).toBe(FIRST_RUN_LINK_INVALID);

    const started = await t.app.inject({
      method: 'POST',
      url: '/api/identity/FirstRun/Begin',
      headers,
      payload: { token: token(), email: details().email },
    });
    expect(started.statusCode).toBe(200);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/identity/FirstRun/Complete',
      headers,
      payload: { ...details(), otp: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ otp: ['Code is incorrect'] });
    const [{ n }] = await t.database.db.select({ n: count() }).from(users);
    expect(n).toBe(0);
  });

  it('creates the platform company, its currency and the admin with two-factor sign-in on', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/identity/FirstRun/Begin',
      headers,
      payload: { token: token(), email: details().email },
    });
    const { secret, otpauthUri, otpauthQrCode } = started.json().data;
    expect(otpauthUri).toContain('issuer=Wander');
    expect(otpauthQrCode).toMatch(/^data:image\/png;base64,/);

    const done = await t.app.inject({
      method: 'POST',
      url: '/api/identity/FirstRun/Complete',
      headers,
      payload: { ...details(), otp: await generate({ secret }) },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.recoveryCodes).toHaveLength(10);

    const [company] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.entityCode, 'LINTAS'));
    expect(company).toMatchObject({
      companyType: 'platform',
      companyName: 'Lintas Travel Platform Sdn Bhd',
      defaultCurrency: 'MYR',
      countryCode: '+60',
    });

    // The password alone is not enough: the second factor is on from the start.
    const form = {
      grant_type: 'password',
      username: 'nur.aziz@lintas.com.my',
      password: PASSWORD,
      client_id: 'wander-web',
    };
    const noCode = await tokenRequest(t.app, form);
    expect(noCode.statusCode).toBe(400);
    const signedIn = await tokenRequest(t.app, { ...form, otp: await generate({ secret }) });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const profile = await t.app.inject({
      url: '/api/admin/Profile',
      headers: bearer(signedIn.json()),
    });
    expect(profile.json().data).toMatchObject({ isDmsAdmin: true, roleNames: ['DmsAdmin'] });
    // The platform admin can work: the users list answers (it holds the one admin).
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/admin/Users/search',
      headers: bearer(signedIn.json(), 'LINTAS'),
      payload: { pageIndex: 1, pageSize: 10 },
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.items.map((u: { email: string }) => u.email)).toEqual([
      'nur.aziz@lintas.com.my',
    ]);
  });

  it('works once: the link is spent and no new link is printed once an admin exists', async () => {
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/identity/FirstRun/Begin',
      headers,
      payload: { token: token(), email: 'second@lintas.com.my' },
    });
    expect(again.statusCode).toBe(403);
    const status = await t.app.inject({ url: `/api/identity/FirstRun?token=${token()}`, headers });
    expect(status.json().data).toEqual({ setupNeeded: false, tokenValid: false });
    expect(await announceFirstRun(t.database.db, 'https://wander.example/', () => {})).toBeNull();
  });
});

describe('first run with the demo world', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('is not needed: the demo world has its platform admin', async () => {
    const status = await t.app.inject({ url: '/api/identity/FirstRun', headers });
    expect(status.json().data).toEqual({ setupNeeded: false, tokenValid: false });
  });
});
