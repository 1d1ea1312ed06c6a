import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, formPost, type TestApp } from '../../test-support/test-app.js';
import { supplyKit } from '../../test-support/kits/supply-test-kit.js';

/**
 * Behind one reverse proxy (TRUST_PROXY=1), the caller writes whatever it likes at the left of
 * X-Forwarded-For and the proxy appends the address it saw. The client is that appended address:
 * a forged one neither passes the eSIM Access sender check nor escapes the per-address sign-in
 * throttle. The requests come from 127.0.0.1, the proxy.
 */
let t: TestApp;
let webhookPath: string;
const ESIM_ACCESS_SENDER = '3.1.131.226'; // one of the documented sender addresses
const ATTACKER = '203.0.113.7';

beforeAll(async () => {
  t = await createTestApp({
    env: { TRUST_PROXY: '1', SIGNIN_MAX_FAILS_PER_ACCOUNT: '50', SIGNIN_MAX_FAILS_PER_IP: '3' },
  });
  const { distributor, call } = await supplyKit(t);
  const res = await call('POST', 'product/Providers', distributor, {
    providerName: 'eSIM Access (sender check)',
    kind: 'esim-access',

    clientId: 'access-code',
    clientSecret: 'secret-key',
    lowBalance: 0,
    isActive: true,
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().data.id as string;
  const url = await call('GET', `product/Providers/WebhookUrl/${id}`, distributor);
  webhookPath = new URL(url.json().data.webhookUrl as string).pathname;
});
afterAll(() => t.close());

const notice = (forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: webhookPath,
    remoteAddress: '127.0.0.1',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    payload: JSON.stringify({
      notifyType: 'CHECK_HEALTH',
      content: { orderNo: '1234567890', orderStatus: 'Test' },
    }),
  });

describe('a forged X-Forwarded-For behind one proxy', () => {
  it('does not make a caller one of eSIM Access’s sender addresses', async () => {
    const forged = await notice(`${ESIM_ACCESS_SENDER}, ${ATTACKER}`);
    expect(forged.statusCode).toBe(400);
    const real = await notice(ESIM_ACCESS_SENDER);
    expect(real.statusCode, real.body).toBe(200);
  });

  it('does not escape the per-address sign-in throttle', async () => {
    const attempt = (username: string, password: string, i: number) => {
      const form = { grant_type: 'password', username, password, client_id: 'wander-web' };
      const options = formPost('/api/token', form);
      const headers = { ...options.headers, 'x-forwarded-for': `198.51.100.${i}, ${ATTACKER}` };
      return t.app.inject({ ...options, headers });
    };
    for (let i = 0; i < 3; i++) {
      expect((await attempt(`nobody${i}@wander.demo`, 'Bad#pass1', i)).statusCode).toBe(400);
    }
    // The right password, from the same client behind yet another forged address.
    const blocked = await attempt('customer@wander.demo', 'Wander#2026', 99);
    expect(blocked.statusCode).toBe(429);
  });
});
