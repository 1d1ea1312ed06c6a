import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../stack/free-port.js';
import { haproxyInstalled, startHaproxy, type Proxy } from '../stack/haproxy.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './test-app.js';
import { passwordForm } from './demo-otp.js';

const openssl = fs.existsSync('/usr/bin/openssl');

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** An https call to 127.0.0.1 as `localhost`, trusting only the test's own certificate. */
function httpsCall(
  url: string,
  ca: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const request = https.request(
      {
        host: '127.0.0.1',
        servername: 'localhost',
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: options.method ?? 'GET',
        headers: { host: target.host, ...options.headers },
        ca,
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, text }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/**
 * The TLS proxy of docs/operations.md as written (docs/deploy/haproxy.cfg, with local ports and
 * a self-signed certificate for localhost): plain http is redirected to https, and over https
 * the portal answers with HSTS, signs a customer in and takes a wallet top-up through the card page.
 */
describe.skipIf(!haproxyInstalled() || !openssl)('the haproxy example (TLS in front)', () => {
  let t: TestApp;
  let proxy: Proxy;
  let dir = '';
  let cert = '';
  let httpsBase = '';

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wander-tls-'));
    const key = path.join(dir, 'key.pem');
    const crt = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        key,
        '-out',
        crt,
        '-days',
        '2',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost',
      ],
      { stdio: 'ignore' },
    );
    cert = fs.readFileSync(crt, 'utf8');
    const pem = path.join(dir, 'wander.pem');
    fs.writeFileSync(pem, cert + fs.readFileSync(key, 'utf8'));
    t = await createTestApp({ env: { TRUST_PROXY: '1' }, replicas: 1 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const appPort = typeof address === 'object' && address ? address.port : 0;
    const tlsPort = await freePort();
    proxy = await startHaproxy([appPort], { tls: { port: tlsPort, pem } });
    httpsBase = `https://localhost:${tlsPort}/`;
  });

  afterAll(async () => {
    await proxy?.close();
    await t?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('redirects plain http to https', async () => {
    const res = await fetch(`${proxy.baseUrl}api/health`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toMatch(/^https:\/\/127\.0\.0\.1(:\d+)?\/api\/health$/);
  });

  it('serves the portal over https with HSTS', async () => {
    const health = await httpsCall(`${httpsBase}api/health`, cert);
    expect(health.status).toBe(200);
    expect(health.headers['strict-transport-security']).toBe('max-age=31536000');

    const token = await httpsCall(`${httpsBase}api/token`, cert, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-api-key': 'wander-public-web-key',
      },
      body: new URLSearchParams(
        await passwordForm('customer@wander.demo', DEMO_PASSWORD),
      ).toString(),
    });
    expect(token.status).toBe(200);
    const bearer = {
      authorization: `Bearer ${JSON.parse(token.text).access_token}`,
      'x-company-code': 'CUST001',
    };
    const started = await httpsCall(`${httpsBase}api/payment/Payment/GetStripeReloadUrl`, cert, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ data: null, amount: 10 }),
    });
    expect(started.status).toBe(200);
    const page = JSON.parse(started.text).data.url as string;
    const paid = await httpsCall(new URL(page, httpsBase).toString(), cert, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
    });
    expect(paid.status).toBe(302);
    expect(paid.headers.location).toContain('payment=success');
  });
});
