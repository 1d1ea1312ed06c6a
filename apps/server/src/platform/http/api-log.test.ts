import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';
import { apiLogs } from '../../db/schema/index.js';
import Fastify from 'fastify';
import type { Db } from '../db/client.js';
import { redact, registerApiLog } from './api-log.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API log', () => {
  it('records method, path, status, user, company and duration of every call, without secrets', async () => {
    const tokens = await signIn(t.app, 'distributor@wander.demo');
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/Profile',
      headers: bearer(tokens, 'DIST001'),
      payload: { firstName: 'Daniel', lastName: 'Lim' },
    });
    await t.app.apiLog.flush();
    const rows = await t.database.db.select().from(apiLogs).orderBy(desc(apiLogs.createdAt));
    const token = rows.find((r) => r.path === '/api/token')!;
    expect(token.statusCode).toBe(200);
    expect(JSON.stringify(token.requestBody)).not.toContain('Wander#2026');
    expect(JSON.stringify(token.responseBody)).not.toContain(tokens.refresh_token);
    expect(JSON.stringify(token.responseBody)).not.toContain(tokens.access_token);
    const update = rows.find((r) => r.path === '/api/admin/Profile')!;
    expect(update).toMatchObject({
      method: 'PUT',
      statusCode: 200,
      userEmail: 'distributor@wander.demo',
      entityCode: 'DIST001',
      requestBody: { firstName: 'Daniel', lastName: 'Lim' },
    });
    expect(update.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('leaves a long response body out, with its size, and keeps short ones', async () => {
    const headers = bearer(await signIn(t.app, 'admin@wander.demo'), 'WANDER');
    const long = await t.app.inject({ url: '/api/product/Country/GetSelectList/', headers });
    expect(long.statusCode).toBe(200);
    expect(long.body.length).toBeGreaterThan(8_000);
    await t.app.apiLog.flush();
    const rows = await t.database.db.select().from(apiLogs).orderBy(desc(apiLogs.createdAt));
    const logged = rows.find((r) => r.path === '/api/product/Country/GetSelectList/')!;
    expect(logged.responseBody).toEqual({ omitted: `${long.body.length} characters` });
    expect(logged.statusCode).toBe(200);
  });

  it('redacts nested secret fields', () => {
    expect(redact({ a: { password: 'x', list: [{ refresh_token: 'y', ok: 1 }] } })).toEqual({
      a: { password: '[redacted]', list: [{ refresh_token: '[redacted]', ok: 1 }] },
    });
  });

  // Issue 25, hole 4: a body with a NUL character (refused with a 400) made PostgreSQL refuse the
  // whole batch, and every other call of that second was lost from the log.
  it('keeps a refused NUL body and the other calls of the same batch', async () => {
    const headers = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
    const nul = await t.app.inject({
      method: 'POST',
      url: '/api/admin/Password/ForgotByEmail',
      headers: { 'x-api-key': 'wander-public-web-key' },
      payload: { email: 'a\u0000@example.com' },
    });
    expect(nul.statusCode).toBe(400);
    const other = await t.app.inject({ url: '/api/admin/Profile', headers });
    expect(other.statusCode).toBe(200);
    await t.app.apiLog.flush();
    const rows = await t.database.db.select().from(apiLogs).orderBy(desc(apiLogs.createdAt));
    const refused = rows.find((r) => r.path === '/api/admin/Password/ForgotByEmail')!;
    expect(refused.statusCode).toBe(400);
    expect(refused.requestBody).toEqual({ email: 'a\uFFFD@example.com' });
    expect(rows.find((r) => r.path === '/api/admin/Profile' && r.method === 'GET')).toBeDefined();
  });

  // A lone surrogate ("\ud800") in a JSON body: the call succeeded and PostgreSQL refused its log
  // row. It is refused at the edge as NUL is, and the log keeps the call with U+FFFD in its place.
  it('keeps a call with a lone surrogate in its body, which is refused with a 400', async () => {
    const headers = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/Profile',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"firstName":"Dan\\ud800","lastName":"Lim"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ firstName: ['firstName contains an invalid character'] });
    await t.app.apiLog.flush();
    const rows = await t.database.db.select().from(apiLogs).orderBy(desc(apiLogs.createdAt));
    const logged = rows.find((r) => r.path === '/api/admin/Profile' && r.statusCode === 400);
    expect(logged?.requestBody).toEqual({ firstName: 'Dan\uFFFD', lastName: 'Lim' });
  });

  it('keeps a call whatever its method, cut to the column', async () => {
    const res = await t.app.inject({ method: 'UNSUBSCRIBE', url: '/api/admin/Profile' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    await t.app.apiLog.flush();
    const rows = await t.database.db.select().from(apiLogs).orderBy(desc(apiLogs.createdAt));
    expect(
      rows.find((r) => r.path === '/api/admin/Profile' && r.method === 'UNSUBSCR'),
    ).toMatchObject({ statusCode: res.statusCode });
  });

  it('makes every text of a body storable, keeping surrogate pairs', () => {
    expect(redact({ 'a\ud800': ['\udfffb', '\ud83c\udff3', 'x\u0000'] })).toEqual({
      'a\uFFFD': ['\uFFFDb', '\ud83c\udff3', 'x\uFFFD'],
    });
  });

  it('writes the other rows of a batch the database refuses, one by one', async () => {
    // A database that refuses any insert holding the row of /api/bad (as PostgreSQL refused a
    // whole batch for one bad row): the good rows of that batch are still written.
    const stored: string[] = [];
    const db = {
      insert: () => ({
        values: async (rows: { path: string }[]) => {
          if (rows.some((r) => r.path === '/api/bad')) throw new Error('invalid input');
          stored.push(...rows.map((r) => r.path));
        },
      }),
    } as unknown as Db;
    const app = Fastify();
    const log = registerApiLog(app, db, '/api', { batchSize: 100, flushMs: 60_000 });
    app.get('/api/*', async () => ({ ok: true }));
    for (const url of ['/api/one', '/api/bad', '/api/two']) await app.inject({ url });
    await log.flush();
    expect(stored).toEqual(['/api/one', '/api/two']);
    await app.close();
  });
});
