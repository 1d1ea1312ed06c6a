import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  API_KEY,
  createTestApp,
  DEMO_PASSWORD,
  signIn,
  tokenRequest,
  type TestApp,
} from '../../test-support/test-app.js';
import { linkParams, mailsTo } from '../../test-support/mail.js';
import { accountTokens } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, headers: { 'x-api-key': API_KEY }, payload });
const forgot = (email: string) => post('admin/Password/ForgotByEmail', { email });
const reset = (payload: object) => post('admin/Password/ResetByEmail', payload);
const NEW_PASSWORD = 'Fresh#Start9';

async function resetLink(email: string) {
  const [mail] = await mailsTo(t.app, t.database, email);
  expect(mail.template).toBe('reset-password');
  return linkParams(mail.textBody, 'reset-password');
}

describe('POST admin/Password/ForgotByEmail', () => {
  it('answers the same whether or not the address exists, and mails only a real account', async () => {
    const unknown = await forgot('nobody@nowhere.com');
    const known = await forgot('agent@wander.demo');
    for (const res of [unknown, known]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        statusCode: 0,
        message: 'A reset link has been sent to your email',
        data: null,
      });
    }
    expect(await mailsTo(t.app, t.database, 'nobody@nowhere.com')).toHaveLength(0);
    const [mail] = await mailsTo(t.app, t.database, 'agent@wander.demo');
    expect(mail.subject).toBe('Reset your Wander password');
    expect(mail.textBody).toContain('http://portal.test/#/reset-password?userId=');
  });

  it('validates the e-mail', async () => {
    const res = await forgot('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: ['Email is invalid'] });
  });
});

describe('POST admin/Password/ResetByEmail', () => {
  const email = 'operator@wander.demo';

  it('checks the new password and its confirmation before spending the token', async () => {
    await forgot(email);
    const link = await resetLink(email);
    const weak = await reset({
      userId: link.get('userId'),
      token: link.get('token'),
      newPassword: 'short',
      confirmedNewPassword: 'other',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual({
      newPassword: [
        'Password must be at least 8 characters, contains uppercase, lower case letter, alpha-numeric, special character',
      ],
      confirmedNewPassword: ['Confirm New Password does not match with New Password'],
    });
  });

  it('sets the new password once, ends the old sessions, and refuses the token again', async () => {
    const before = await signIn(t.app, email);
    const link = await resetLink(email);
    const body = {
      userId: link.get('userId'),
      token: link.get('token'),
      newPassword: NEW_PASSWORD,
      confirmedNewPassword: NEW_PASSWORD,
    };
    const res = await reset(body);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your password has been changed successfully.');

    const old = await tokenRequest(t.app, {
      grant_type: 'password',
      username: email,
      password: DEMO_PASSWORD,
      client_id: 'wander-web',
    });
    expect(old.statusCode).toBe(400);
    await signIn(t.app, email, NEW_PASSWORD);
    const refresh = await tokenRequest(t.app, {
      grant_type: 'refresh_token',
      refresh_token: before.refresh_token,
      client_id: 'wander-web',
    });
    expect(refresh.json().error_description).toBe('invalid_refresh_token');

    const again = await reset({
      ...body,
      newPassword: 'Another#Pass1',
      confirmedNewPassword: 'Another#Pass1',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'INVALID_TOKEN',
      message: 'The reset link is invalid or has expired. Please request a new one.',
    });
  });

  it('refuses an expired token, a token of another user and a token superseded by a newer one', async () => {
    const email2 = 'customer@wander.demo';
    await forgot(email2);
    const first = await resetLink(email2);
    await forgot(email2);
    const second = await resetLink(email2);
    expect(second.get('token')).not.toBe(first.get('token'));
    const body = (link: URLSearchParams, userId = link.get('userId')) => ({
      userId,
      token: link.get('token'),
      newPassword: NEW_PASSWORD,
      confirmedNewPassword: NEW_PASSWORD,
    });
    expect((await reset(body(first))).statusCode).toBe(400);
    const agentLink = await resetLink('agent@wander.demo');
    expect((await reset(body(second, agentLink.get('userId')))).statusCode).toBe(400);
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.purpose, 'reset-password'));
    expect((await reset(body(second))).statusCode).toBe(400);
    // Nothing changed: the demo password still works.
    await signIn(t.app, email2, DEMO_PASSWORD);
  });
});

describe('limits on reset requests', () => {
  it('sends at most five reset links per address in a window, then answers 429', async () => {
    const email = 'distributor@wander.demo';
    for (let i = 0; i < 5; i++) expect((await forgot(email)).statusCode).toBe(200);
    const refused = await forgot(email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many requests. Please try again later.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo(t.app, t.database, email)).toHaveLength(5);
  });
});
