import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { wanderPlatforms } from '../../db/schema/index.js';
import type { TestApp } from '../test-app.js';
import { issuePlatformApiKey } from '../../modules/payment/platform-api-key.js';
import { mailsTo } from '../mail.js';

/** A store API client for tests: a platform's key, a consumer's token, the sandbox's page. */
export async function storeKit(t: TestApp) {
  const key = async (code: string) => {
    const [p] = await t.database.db
      .select({ id: wanderPlatforms.id })
      .from(wanderPlatforms)
      .where(eq(wanderPlatforms.platformCode, code));
    return (await issuePlatformApiKey(t.database.db, p.id)).apiKey;
  };
  const web = await key('WEB-MY');
  const hk = await key('WEB-HK');
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    options: { key?: string; token?: string; payload?: object; ip?: string } = {},
  ) =>
    t.app.inject({
      method,
      url: `/api/store/v1/${path}`,
      remoteAddress: options.ip,
      headers: {
        'x-api-key': options.key ?? web,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      payload: options.payload,
    });
  /** The token of the newest confirmation link e-mailed to `email` (the store's page link). */
  const confirmationToken = async (email: string) => {
    const [mail] = await mailsTo(t.app, t.database, email);
    const match = /store\/(?:[A-Z0-9_-]+\/)?confirm-email\?([^\s"<]+)/.exec(mail?.textBody ?? '');
    if (!match) throw new Error(`no confirmation link mailed to ${email}`);
    return new URLSearchParams(match[1].replace(/&amp;/g, '&')).get('token')!;
  };
  const confirm = async (email: string, key?: string) => {
    const token = await confirmationToken(email);
    const res = await call('POST', 'consumers/confirm-email', { key, payload: { email, token } });
    expect(res.statusCode, res.body).toBe(200);
  };
  let n = 0;
  /** A consumer signed up (and, unless `confirmed: false`, with its e-mail confirmed). */
  const newConsumer = async (
    extra: { key?: string; referralCode?: string; confirmed?: boolean } = {},
  ) => {
    const email = `shopper${++n}.${Date.now()}@example.com`;
    const res = await call('POST', 'consumers/sign-up', {
      key: extra.key,
      // Each new consumer from an address of its own: sign-ups are limited per address.
      ip: `198.51.100.${(n % 250) + 1}`,
      payload: {
        email,
        password: 'Travel#2026',
        name: `Shopper ${n}`,
        country: 'MY',
        ...(extra.referralCode ? { referralCode: extra.referralCode } : {}),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    if (extra.confirmed !== false) await confirm(email, extra.key);
    return res.json().data as { token: string; consumer: { id: string; email: string } };
  };
  const japanPlan = async () => {
    const res = await call('GET', 'plans?country=JP');
    expect(res.statusCode).toBe(200);
    const plans = res.json().data as { variantId: string; inStock: boolean; countries: string[] }[];
    return plans.find((p) => p.inStock && p.countries.length === 1)!;
  };
  /** Pays a checkout on the sandbox's hosted page, as the consumer's browser would. */
  const payOnSandbox = async (paymentUrl: string, action: 'pay' | 'cancel' = 'pay') => {
    const path = new URL(paymentUrl, 'http://localhost').pathname;
    const res = await t.app.inject({ method: 'POST', url: path, payload: { action } });
    expect(res.statusCode).toBe(302);
    await t.app.services.jobs.idle();
    return res.headers.location as string;
  };
  return { web, hk, call, newConsumer, confirmationToken, japanPlan, payOnSandbox };
}
