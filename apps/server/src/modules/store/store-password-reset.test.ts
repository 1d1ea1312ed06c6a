import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_CHANGED, RESET_LINK_INVALID, RESET_LINK_SENT } from '@wander/contract';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { mailsTo } from '../../test-support/mail.js';
import { storeKit } from '../../test-support/kits/store-test-kit.js';

// Issue 28: a store consumer who forgot its password gets a link that opens its platform's store.
let t: TestApp;
let kit: Awaited<ReturnType<typeof storeKit>>;
beforeAll(async () => {
  t = await createTestApp();
  kit = await storeKit(t);
}, 120_000);
afterAll(() => t?.close());

const resetLink = async (email: string) => {
  const mails = await mailsTo(t.app, t.database, email);
  const mail = mails.find((m) => m.subject === 'Choose a new password');
  const match = /store\/WEB-MY\/reset-password\?([^\s"<]+)/.exec(mail?.textBody ?? '');
  if (!match) throw new Error(`no reset link mailed to ${email}`);
  return new URLSearchParams(match[1].replace(/&amp;/g, '&'));
};
const signIn = (email: string, password: string) =>
  kit.call('POST', 'consumers/sign-in', { payload: { email, password } });

describe('store password reset', () => {
  it('mails a link that sets a new password once; the old password and its sessions stop working', async () => {
    const { consumer, token: before } = await kit.newConsumer();
    expect((await kit.call('GET', 'me', { token: before })).statusCode).toBe(200);
    const forgot = await kit.call('POST', 'consumers/forgot-password', {
      payload: { email: consumer.email.toUpperCase() },
      ip: '203.0.113.7',
    });
    expect(forgot.statusCode, forgot.body).toBe(200);
    expect(forgot.json().message).toBe(RESET_LINK_SENT);
    const link = await resetLink(consumer.email);
    expect(link.get('email')).toBe(consumer.email);

    const weak = await kit.call('POST', 'consumers/reset-password', {
      payload: { email: consumer.email, token: link.get('token'), password: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    const wrong = await kit.call('POST', 'consumers/reset-password', {
      payload: { email: consumer.email, token: 'not-the-token', password: 'NewTravel#2027' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(RESET_LINK_INVALID);
    expect((await signIn(consumer.email, 'Travel#2026')).statusCode).toBe(200);

    const reset = await kit.call('POST', 'consumers/reset-password', {
      payload: { email: consumer.email, token: link.get('token'), password: 'NewTravel#2027' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().message).toBe(PASSWORD_CHANGED);
    const fresh = await signIn(consumer.email, 'NewTravel#2027');
    expect(fresh.statusCode).toBe(200);
    expect((await signIn(consumer.email, 'Travel#2026')).statusCode).toBe(401);
    // A session opened before the reset (a stolen phone's, say) is signed out by it.
    const stale = await kit.call('GET', 'me', { token: before });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toBe('Please sign in');
    expect((await kit.call('GET', 'me', { token: fresh.json().data.token })).statusCode).toBe(200);
    // Used once.
    const again = await kit.call('POST', 'consumers/reset-password', {
      payload: { email: consumer.email, token: link.get('token'), password: 'Other#Pass2028' },
    });
    expect(again.statusCode).toBe(400);
  });

  it('answers the same for an unknown address and mails nothing; a link works only for its address', async () => {
    const unknown = 'nobody.here@example.com';
    const res = await kit.call('POST', 'consumers/forgot-password', {
      payload: { email: unknown },
      ip: '203.0.113.8',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(RESET_LINK_SENT);
    expect(await mailsTo(t.app, t.database, unknown)).toEqual([]);

    const { consumer } = await kit.newConsumer();
    await kit.call('POST', 'consumers/forgot-password', {
      payload: { email: consumer.email },
      ip: '203.0.113.9',
    });
    const link = await resetLink(consumer.email);
    const bad = await kit.call('POST', 'consumers/reset-password', {
      payload: {
        email: 'someone.else@example.com',
        token: link.get('token'),
        password: 'NewTravel#2027',
      },
    });
    expect(bad.statusCode).toBe(400);
  });

  // Issue 37 (15): an empty address is refused in the spec's words, and nothing is sent.
  it.each([
    ['empty', ''],
    ['blank', '   '],
  ])('refuses an %s e-mail with a field error and sends no mail', async (_name, email) => {
    const res = await kit.call('POST', 'consumers/forgot-password', {
      payload: { email },
      ip: '203.0.113.10',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: ['Email is required'] });
    expect(await mailsTo(t.app, t.database, email)).toEqual([]);
  });
});
