import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { mailsTo } from '../../test-support/mail.js';
import { storeKit } from '../../test-support/kits/store-test-kit.js';

// Many travel businesses and travellers use .travel, .agency or .online: a consumer signs up with
// the address it has, on any top-level domain (the spec's 2-to-4-letter rule is for back-office
// users).
let t: TestApp;
let kit: Awaited<ReturnType<typeof storeKit>>;
beforeAll(async () => {
  t = await createTestApp();
  kit = await storeKit(t);
});
afterAll(() => t.close());

describe('store consumers on any top-level domain', () => {
  it.each(['Ana.Cruz@Tours.Travel', 'ben@kl.agency', 'chen@shop.online'])(
    '%s signs up, confirms, signs in and asks for a reset link',
    async (written) => {
      const email = written.toLowerCase();
      const signUp = await kit.call('POST', 'consumers/sign-up', {
        ip: '198.51.100.201',
        payload: { email: written, password: 'Travel#2026', name: 'Ana Cruz', country: 'MY' },
      });
      expect(signUp.statusCode, signUp.body).toBe(200);
      expect(signUp.json().data.consumer.email).toBe(email);
      const confirmed = await kit.call('POST', 'consumers/confirm-email', {
        payload: { email: written, token: await kit.confirmationToken(email) },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);

      const signIn = await kit.call('POST', 'consumers/sign-in', {
        ip: '198.51.100.202',
        payload: { email: written, password: 'Travel#2026' },
      });
      expect(signIn.statusCode, signIn.body).toBe(200);
      expect(signIn.json().data.consumer.emailConfirmed).toBe(true);

      const forgot = await kit.call('POST', 'consumers/forgot-password', {
        ip: '198.51.100.203',
        payload: { email },
      });
      expect(forgot.statusCode, forgot.body).toBe(200);
      const [reset] = await mailsTo(t.app, t.database, email);
      expect(reset.subject).toBe('Choose a new password');
    },
  );

  it('still refuses an address that is not one', async () => {
    const res = await kit.call('POST', 'consumers/sign-up', {
      ip: '198.51.100.204',
      payload: { email: 'ana@tours', password: 'Travel#2026', name: 'Ana', country: 'MY' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: ['Email is invalid'] });
  });
});
