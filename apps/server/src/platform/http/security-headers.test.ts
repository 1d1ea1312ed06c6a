import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';

// Issue 25, hole 7: the back office and Swagger UI had no Content-Security-Policy, no
// Permissions-Policy, and no Strict-Transport-Security behind an https address.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const directives = (header: unknown) =>
  new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

/** The headers a browser needs on any answer, an error's too (it may be shown as a page). */
function expectSecurityHeaders(res: { headers: Record<string, unknown> }) {
  const csp = directives(res.headers['content-security-policy']);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('same-origin');
  expect(res.headers['permissions-policy']).toContain('camera=()');
}

describe('security headers', () => {
  it('an answer the sign-in check ends (401, 403) carries them, as 404 and 400 do', async () => {
    const search = { method: 'POST', url: '/api/network/GroupOrders/Search' } as const;
    const unsigned = await t.app.inject({ ...search, payload: {} });
    expect(unsigned.statusCode).toBe(401);
    expectSecurityHeaders(unsigned);
    const expired = await t.app.inject({
      ...search,
      headers: bearer('not-a-token'),
      payload: {},
    });
    expect(expired.statusCode).toBe(401);
    expectSecurityHeaders(expired);

    const customer = await signIn(t.app, 'customer@wander.demo');
    // A company that is not the customer's: 403 from the same hook.
    const foreign = await t.app.inject({
      ...search,
      headers: bearer(customer, 'DIST001'),
      payload: {},
    });
    expect(foreign.statusCode).toBe(403);
    expectSecurityHeaders(foreign);

    const missing = await t.app.inject({ url: '/api/no/such/route' });
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing);
    const invalid = await t.app.inject({
      ...search,
      headers: bearer(customer, 'CUST001'),
      payload: { pageSize: 'many' },
    });
    expect(invalid.statusCode).toBe(400);
    expectSecurityHeaders(invalid);
  });

  it.each(['/api/docs/', '/api/health', '/'])(
    '%s: scripts from our own origin only, nothing inline, no framing',
    async (url) => {
      const res = await t.app.inject({ url });
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['permissions-policy']).toContain('camera=()');
      // Served over http here: no HSTS (a browser would pin https to a plain-http portal).
      expect(res.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('lets a page post its form to the PayDollar hosted page, and nowhere else', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(directives(res.headers['content-security-policy']).get('form-action')).toEqual([
      "'self'",
      'https://www.paydollar.com',
    ]);
  });

  it('sends Strict-Transport-Security when the public address is https', async () => {
    const secure = await createTestApp({ env: { PUBLIC_BASE_URL: 'https://portal.example/' } });
    try {
      const res = await secure.app.inject({ url: '/api/health' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(
        directives(res.headers['content-security-policy']).has('upgrade-insecure-requests'),
      ).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it('keeps the stricter policy a route sets itself (the store page)', async () => {
    const res = await t.app.inject({ url: '/store/' });
    expect(directives(res.headers['content-security-policy']).get('style-src')).toEqual(["'self'"]);
    expect(directives(res.headers['content-security-policy']).get('script-src')).toEqual([
      "'self'",
    ]);
  });

  it('sends exactly the headers @fastify/helmet sent, now computed once at start', async () => {
    // Captured from an answer of the portal while it still used @fastify/helmet 13 (issue 44).
    const helmetAnswer = {
      'content-security-policy':
        "default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self' blob: data:;worker-src 'self' blob:;object-src 'none';base-uri 'self';form-action 'self' https://www.paydollar.com;frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'DENY',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
      'permissions-policy':
        'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()',
    };
    const res = await t.app.inject({ url: '/api/health' });
    for (const [name, value] of Object.entries(helmetAnswer)) {
      expect(res.headers[name], name).toBe(value);
    }
  });
});
