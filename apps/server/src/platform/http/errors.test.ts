import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { toFieldErrors } from './errors.js';

describe('field errors', () => {
  it('keeps an unknown field named like an Object.prototype member as its own key', () => {
    const errors = toFieldErrors([
      { instancePath: '', keyword: 'unrecognized_keys', params: { keys: ['constructor'] } },
      { instancePath: '', keyword: 'unrecognized_keys', params: { keys: ['__proto__'] } },
      { instancePath: '/toString', keyword: 'invalid_type', params: {}, message: 'Required' },
    ]);
    expect(JSON.parse(JSON.stringify(errors))).toEqual({
      constructor: ['constructor is not allowed'],
      ['__proto__']: ['__proto__ is not allowed'],
      toString: ['Required'],
    });
  });
});

describe('a body with prototype keys', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    headers = bearer(await signIn(t.app, 'customer@wander.demo'));
  });
  afterAll(() => t.close());

  const put = (key: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/Profile',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: `{"firstName":"Ann","lastName":"Lee","${key}":{"isDmsAdmin":true}}`,
    });

  it('answers 400 naming the unknown field constructor (it was a 500)', async () => {
    const res = await put('constructor');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ constructor: ['constructor is not allowed'] });
  });

  it('refuses __proto__ in a body with 400', async () => {
    const res = await put('__proto__');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
  });
});

describe("the router's own errors", () => {
  // With the web app built and served: its files must never answer an API path (a path
  // parameter over maxParamLength fell through to the static catch-all's 404 whenever
  // apps/web/dist existed).
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'wander-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Wander</title>');
    t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('still serves the web app, and sends an unknown page to it', async () => {
    const index = await t.app.inject({ url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<title>Wander</title>');
    const unknown = await t.app.inject({ url: '/no/such/page' });
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe('/');
    const api = await t.app.inject({ url: '/api/no/such/call' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
  });

  it('answer a malformed path segment and an over-long path parameter with the error body', async () => {
    const bad = await t.app.inject({ method: 'DELETE', url: '/api/payment/Coupons/%ED%A0%80' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: 'The URL is not valid',
    });
    const long = await t.app.inject({ url: `/api/network/Currency/GetDetail/${'a'.repeat(200)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({
      statusCode: 414,
      code: 'URI_TOO_LONG',
      message: 'A path parameter is too long',
    });
  });
});
