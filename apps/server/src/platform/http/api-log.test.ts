import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';
import { apiLogs } from '../../db/schema/index.js';
import { redact } from './api-log.js';

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
});
