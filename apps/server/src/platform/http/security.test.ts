import Fastify from 'fastify';
import { SignJWT, base64url } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  signIn,
  bearer,
  tokenRequest,
  API_KEY,
  type TestApp,
} from '../../test-support/test-app.js';
import { registerSecurity } from './security.js';
import { AuthContextCache } from '../auth/context.js';
import { loadSigningKeys } from '../auth/keys.js';

let t: TestApp;
let admin: { access_token: string; refresh_token: string };
let customer: { access_token: string; refresh_token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin@wander.demo');
  customer = await signIn(t.app, 'customer@wander.demo');
});
afterAll(() => t.close());

const profileWith = (token: string) =>
  t.app.inject({ url: '/api/admin/Profile', headers: { authorization: `Bearer ${token}` } });

describe('access tokens', () => {
  it('accepts a valid token', async () => {
    expect((await profileWith(customer.access_token)).statusCode).toBe(200);
  });

  it('refuses an expired token with 401 and the error envelope', async () => {
    const [, payload] = customer.access_token.split('.');
    const claims = JSON.parse(new TextDecoder().decode(base64url.decode(payload)));
    const expired = await new SignJWT({ fam: claims.fam, typ: 'access' })
      .setProtectedHeader({ alg: 'EdDSA' })
      .setSubject(claims.sub)
      .setIssuer('wander')
      .setAudience('wander-api')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(t.app.services.keys.privateKey);
    const res = await profileWith(expired);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
  });

  it('refuses a tampered token', async () => {
    const [h, p, s] = customer.access_token.split('.');
    const claims = JSON.parse(new TextDecoder().decode(base64url.decode(p)));
    const forgedPayload = base64url.encode(
      JSON.stringify({ ...claims, sub: '00000000-0000-0000-0000-000000000000' }),
    );
    expect((await profileWith(`${h}.${forgedPayload}.${s}`)).statusCode).toBe(401);
    const flipped = s.slice(0, -2) + (s.endsWith('AA') ? 'BB' : 'AA');
    expect((await profileWith(`${h}.${p}.${flipped}`)).statusCode).toBe(401);
  });

  it("refuses an unsigned token with alg 'none'", async () => {
    const [, p] = admin.access_token.split('.');
    const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
    expect((await profileWith(`${header}.${p}.`)).statusCode).toBe(401);
  });

  it('refuses an HMAC token signed with the public key as secret', async () => {
    const [, p] = admin.access_token.split('.');
    const claims = JSON.parse(new TextDecoder().decode(base64url.decode(p)));
    const jwk = t.app.services.keys.publicJwk;
    const hs = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(JSON.stringify(jwk)));
    expect((await profileWith(hs)).statusCode).toBe(401);
  });

  it('refuses a refresh token used as an access token', async () => {
    expect((await profileWith(customer.refresh_token)).statusCode).toBe(401);
  });

  it('needs a token on signed-in routes and the API key on public ones', async () => {
    expect((await t.app.inject({ url: '/api/admin/Profile' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/admin/Profile', headers: { 'x-api-key': API_KEY } }))
        .statusCode,
    ).toBe(401);
    const view = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/analytics/PageView',
        headers,
        payload: { path: '/sign-in' },
      });
    expect((await view({})).statusCode).toBe(401);
    expect((await view({ 'x-api-key': 'guess' })).statusCode).toBe(401);
    expect((await view({ 'x-api-key': API_KEY })).statusCode).toBe(200);
  });
});

describe('permissions and tenancy', () => {
  it('answers 403 for a working company the user does not belong to', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/network/CompanyProfiles/IsSetupFully',
      headers: bearer(customer, 'DIST002'),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('lets a platform admin work in any existing company, but not a made-up one', async () => {
    const other = await t.app.inject({
      url: '/api/network/CompanyProfiles/GetDetail',
      headers: bearer(admin, 'DIST002'),
    });
    expect(other.json().data.entityCode).toBe('DIST002');
    const ghost = await t.app.inject({
      url: '/api/network/CompanyProfiles/GetDetail',
      headers: bearer(admin, 'NOPE'),
    });
    expect(ghost.statusCode).toBe(403);
  });

  it('answers 403 when the role lacks the permission, and passes a DmsAdmin', async () => {
    const agent = await signIn(t.app, 'agent@wander.demo');
    const denied = await t.app.inject({ url: '/api/admin/Roles', headers: bearer(agent) });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    const allowed = await t.app.inject({ url: '/api/admin/Roles', headers: bearer(admin) });
    expect(allowed.statusCode).toBe(200);
    // Every role reads its own working company's wallet balance (the header line).
    const agentWallet = await t.app.inject({
      url: '/api/payment/Wallet/WalletBalance',
      headers: bearer(agent, 'DIST001'),
    });
    // A distributor is paid, it does not pay: it has no wallet, and the answer says so.
    expect(agentWallet.json().data).toEqual({
      walletBalance: 0,
      currency: 'MYR',
      hasWallet: false,
    });
    const mine = await t.app.inject({
      url: '/api/payment/Wallet/WalletBalance',
      headers: bearer(customer, 'CUST001'),
    });
    // The demo opening balance of 2,500.00 less the demo orders paid from it (seed-orders.ts).
    const ledger = await t.app.inject({
      method: 'POST',
      url: '/api/payment/WalletTransaction/Search',
      headers: bearer(customer, 'CUST001'),
      payload: { pageSize: 128 },
    });
    const entries = ledger.json().data.items as { amount: number; kind: string }[];
    expect(entries.find((e) => e.kind === 'opening')?.amount).toBe(2500);
    const sum = Math.round(entries.reduce((a, e) => a + e.amount, 0) * 100) / 100;
    expect(mine.json().data).toEqual({ walletBalance: sum, currency: 'MYR', hasWallet: true });
    expect(sum).toBeLessThan(2500);
  });

  it('refuses to start when an API route declares no permission', async () => {
    const app = Fastify();
    registerSecurity(app, {
      apiPrefix: '/api',
      keys: await loadSigningKeys({}),
      publicApiKey: 'k',
      contexts: new AuthContextCache(async () => null, 0),
      findCompany: async () => null,
      findPlatform: async () => null,
    });
    app.register(
      async (api) => {
        api.get('/forgotten', async () => 'open to everyone');
      },
      { prefix: '/api' },
    );
    await expect(app.ready()).rejects.toThrow('GET /api/forgotten declares no permission');
    await app.close().catch(() => undefined);
  });
});

describe('errors', () => {
  it('answers unknown API paths with the 404 envelope and other paths with a redirect to the root', async () => {
    const res = await t.app.inject({ url: '/api/nothing/here', headers: bearer(admin) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
    const page = await t.app.inject({ url: '/some/where' });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/');
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/Profile',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      payload: '{"firstName":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
  });

  it('reports database health', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.json().data).toEqual({ status: 'ok', database: t.database.kind });
  });

  it('keeps the token endpoint out of caches', async () => {
    const res = await tokenRequest(t.app, {
      grant_type: 'password',
      username: 'admin@wander.demo',
      password: 'Wander#2026',
      client_id: 'wander-web',
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
