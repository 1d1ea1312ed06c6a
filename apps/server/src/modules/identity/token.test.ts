import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  signIn,
  tokenRequest,
  bearer,
  type TestApp,
} from '../../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { SIGNIN_MAX_FAILS_PER_ACCOUNT: '3', SIGNIN_MAX_FAILS_PER_IP: '6' },
  });
});
afterAll(() => t.close());

const password = (username: string, pw: string, ip?: string) =>
  tokenRequest(
    t.app,
    { grant_type: 'password', username, password: pw, client_id: 'wander-web' },
    ip,
  );

describe('POST /api/token, password grant', () => {
  it('issues a short-lived bearer access token and a refresh token for a demo account', async () => {
    const res = await password('Distributor@Wander.demo', 'Wander#2026', '10.0.0.1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBe(900);
    expect(body.access_token.split('.')).toHaveLength(3);
    expect(body.refresh_token.length).toBeGreaterThan(30);
    expect(body.scope).toContain('offline_access');
    const profile = await t.app.inject({ url: '/api/admin/Profile', headers: bearer(body) });
    expect(profile.json().data.email).toBe('distributor@wander.demo');
  });

  it('answers a wrong password and an unknown user with the same OAuth error', async () => {
    const wrong = await password('agent@wander.demo', 'Wrong#2026', '10.0.0.2');
    const unknown = await password('nobody@wander.demo', 'Wrong#2026', '10.0.0.2');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'invalid_grant',
        error_description: 'invalid_username_or_password',
      });
    }
  });

  it('accepts only the first-party client id and the public API key', async () => {
    const res = await tokenRequest(
      t.app,
      {
        grant_type: 'password',
        username: 'admin@wander.demo',
        password: 'Wander#2026',
        client_id: 'other',
      },
      '10.0.0.3',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_client');
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload:
        'grant_type=password&username=admin%40wander.demo&password=Wander%232026&client_id=wander-web',
    });
    expect(noKey.statusCode).toBe(401);
  });

  it('rejects an unsupported grant and a malformed request OAuth-style', async () => {
    const res = await tokenRequest(t.app, {
      grant_type: 'client_credentials',
      client_id: 'wander-web',
    });
    expect(res.json()).toEqual({
      error: 'unsupported_grant_type',
      error_description: 'unsupported_grant_type',
    });
    const missing = await tokenRequest(t.app, { grant_type: 'password', client_id: 'wander-web' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('invalid_request');
  });

  it('throttles an account after repeated failures with 429, even for the right password, then lets it in', async () => {
    for (let i = 0; i < 3; i++)
      expect((await password('operator@wander.demo', 'Bad#pass1', `10.1.0.${i}`)).statusCode).toBe(
        400,
      );
    const blocked = await password('operator@wander.demo', 'Wander#2026', '10.1.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe('too_many_attempts');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Unknown accounts are throttled the same way, so the answer reveals nothing.
    for (let i = 0; i < 3; i++) await password('ghost@wander.demo', 'Bad#pass1', `10.2.0.${i}`);
    expect((await password('ghost@wander.demo', 'Bad#pass1', '10.2.0.9')).statusCode).toBe(429);
  });

  it('throttles one IP that tries many accounts', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 6; i++) await password(`user${i}@wander.demo`, 'Bad#pass1', ip);
    expect((await password('customer@wander.demo', 'Wander#2026', ip)).statusCode).toBe(429);
    expect((await password('customer@wander.demo', 'Wander#2026', '10.9.9.10')).statusCode).toBe(
      200,
    );
  });
});

describe('POST /api/token, refresh grant', () => {
  const refresh = (token: string) =>
    tokenRequest(t.app, {
      grant_type: 'refresh_token',
      refresh_token: token,
      client_id: 'wander-web',
    });

  it('rotates the refresh token on every use', async () => {
    const first = await signIn(t.app, 'customer@wander.demo');
    const res = await refresh(first.refresh_token);
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(
      (await t.app.inject({ url: '/api/admin/Profile', headers: bearer(second) })).statusCode,
    ).toBe(200);
    expect((await refresh(second.refresh_token)).statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const first = await signIn(t.app, 'customer@wander.demo');
    const second = (await refresh(first.refresh_token)).json();
    const reuse = await refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'invalid_refresh_token',
    });
    // The legitimate-looking newest token of that family is dead too.
    expect((await refresh(second.refresh_token)).statusCode).toBe(400);
    // Another session of the same user is untouched.
    const other = await signIn(t.app, 'customer@wander.demo');
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
  });

  it('lets only one of two concurrent uses of a refresh token win', async () => {
    const first = await signIn(t.app, 'agent@wander.demo');
    const results = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
    expect(results.filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(1);
  });

  it('refuses an unknown refresh token', async () => {
    expect((await refresh('not-a-token')).json().error).toBe('invalid_grant');
  });
});
