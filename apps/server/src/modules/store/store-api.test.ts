import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { consumers, wanderPlatforms } from '../../db/schema/index.js';
import { issuePlatformApiKey } from '../payment/platform-api-key.js';

let t: TestApp;
let ios: string;
let android: string;
beforeAll(async () => {
  t = await createTestApp();
  const key = async (code: string) => {
    const [p] = await t.database.db
      .select({ id: wanderPlatforms.id })
      .from(wanderPlatforms)
      .where(eq(wanderPlatforms.platformCode, code));
    return (await issuePlatformApiKey(t.database.db, p.id)).apiKey;
  };
  ios = await key('APP-IOS');
  android = await key('APP-ANDROID');
});
afterAll(() => t.close());

const store = (
  method: 'GET' | 'POST',
  path: string,
  payload?: object,
  headers: Record<string, string> = { 'x-api-key': ios },
) => t.app.inject({ method, url: `/api/store/v1/${path}`, headers, payload });

const signUp = (overrides: object = {}, headers?: Record<string, string>) =>
  store(
    'POST',
    'consumers/sign-up',
    {
      email: 'Maya.Lin@Example.com',
      password: 'Travel#2026',
      name: 'Maya Lin',
      country: 'SG',
      ...overrides,
    },
    headers,
  );

describe('/api/store/v1 consumers', () => {
  it('refuses a call without a valid platform key, also with a back-office bearer', async () => {
    const none = await signUp({}, {});
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('A valid platform API key is required');
    const token = (await signIn(t.app, 'distributor@wander.demo')).access_token;
    expect((await signUp({}, { authorization: `Bearer ${token}` })).statusCode).toBe(401);
    expect((await signUp({}, { 'x-api-key': 'wpk_madeup' })).statusCode).toBe(401);
  });

  it('signs a consumer up with a referral code: a consumer of the distributor, in its entry group', async () => {
    const [referrer] = await t.database.db
      .select()
      .from(consumers)
      .where(eq(consumers.status, 'Active'))
      .limit(1);
    const res = await signUp({ referralCode: referrer.referralCode.toLowerCase() });
    expect(res.statusCode, res.body).toBe(200);
    const { token, consumer } = res.json().data;
    expect(token).toEqual(expect.any(String));
    expect(consumer).toMatchObject({
      email: 'maya.lin@example.com',
      name: 'Maya Lin',
      consumerGroupName: 'Explorer',
      referredByName: referrer.name,
    });
    expect(consumer.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(consumer).not.toHaveProperty('passwordHash');
    const [row] = await t.database.db.select().from(consumers).where(eq(consumers.id, consumer.id));
    expect(row.entityCode).toBe('DIST001');
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.referredById).toBe(referrer.id);
  });

  it('answers clear errors and creates nothing', async () => {
    const before = (await t.database.db.select({ id: consumers.id }).from(consumers)).length;
    const again = await signUp({ email: 'maya.lin@example.com' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Email is already registered');
    const referral = await signUp({ email: 'other@example.com', referralCode: 'NOPE1234' });
    expect(referral.statusCode).toBe(400);
    expect(referral.json().errors.referralCode).toEqual(['Referral code is not valid']);
    const bad = await signUp({ email: 'x', password: 'short', name: '', country: 'ZZ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      email: ['Email is invalid'],
      name: ['Name is required'],
      country: ['Country is not a valid option'],
    });
    expect(bad.json().errors.password[0]).toContain('Password must be at least 8 characters');
    const after = (await t.database.db.select({ id: consumers.id }).from(consumers)).length;
    expect(after).toBe(before);
  });

  it('signs in and answers /me with the consumer token, on that platform only', async () => {
    const wrong = await store('POST', 'consumers/sign-in', {
      email: 'maya.lin@example.com',
      password: 'Wrong#2026x',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Email or password is incorrect');
    const res = await store('POST', 'consumers/sign-in', {
      email: 'MAYA.LIN@example.com',
      password: 'Travel#2026',
    });
    expect(res.statusCode, res.body).toBe(200);
    const token = res.json().data.token as string;
    const me = await store('GET', 'me', undefined, {
      'x-api-key': ios,
      authorization: `Bearer ${token}`,
    });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data).toMatchObject({ name: 'Maya Lin', country: 'SG' });
    // No token, a back-office token, or the token on another platform's key: not signed in.
    expect((await store('GET', 'me')).statusCode).toBe(401);
    const staff = (await signIn(t.app, 'distributor@wander.demo')).access_token;
    const asStaff = await store('GET', 'me', undefined, {
      'x-api-key': ios,
      authorization: `Bearer ${staff}`,
    });
    expect(asStaff.statusCode).toBe(401);
    const elsewhere = await store('GET', 'me', undefined, {
      'x-api-key': android,
      authorization: `Bearer ${token}`,
    });
    expect(elsewhere.statusCode).toBe(401);
    // The consumer token opens no back-office route.
    const backOffice = await t.app.inject({
      method: 'POST',
      url: '/api/customer/Consumer/Search',
      headers: { authorization: `Bearer ${token}`, 'x-company-code': 'DIST001' },
      payload: {},
    });
    expect(backOffice.statusCode).toBe(401);
  });

  it('is documented in OpenAPI under the store tag', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.paths['/api/store/v1/consumers/sign-up'].post.tags).toEqual(['store']);
    expect(doc.paths['/api/store/v1/me'].get.tags).toEqual(['store']);
  });
});
