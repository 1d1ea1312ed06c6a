import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

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

describe('security headers', () => {
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
});
