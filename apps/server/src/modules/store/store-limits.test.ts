import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { storeKit } from '../../test-support/kits/store-test-kit.js';

// Issue 25, hole 5: 40 wrong passwords for one consumer in 0.8 s were all 401 and then the right
// one worked; 35 sign-ups in a row from one address were all accepted; a new account could name
// its own creator's referral code.
let t: TestApp;
let kit: Awaited<ReturnType<typeof storeKit>>;
beforeAll(async () => {
  t = await createTestApp();
  kit = await storeKit(t);
});
afterAll(() => t.close());

const signIn = (email: string, password: string, ip = '203.0.113.7') =>
  kit.call('POST', 'consumers/sign-in', { payload: { email, password }, ip });
const signUp = (payload: object, ip = '203.0.113.50', token?: string) =>
  kit.call('POST', 'consumers/sign-up', {
    ip,
    token,
    payload: { password: 'Travel#2026', name: 'Mia Tan', country: 'MY', ...payload },
  });

describe('store sign-in and sign-up limits', () => {
  it('blocks an account after five wrong passwords, even with the right one, with Retry-After', async () => {
    const email = 'arthur.laurent0@example.com';
    for (let i = 0; i < 5; i++)
      expect((await signIn(email, `wrong-${i}`, `203.0.113.${10 + i}`)).statusCode).toBe(401);
    const blocked = await signIn(email, 'Wander#2026', '203.0.113.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many attempts. Please try again later.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a right password before the limit resets the account’s count', async () => {
    const me = await kit.call('POST', 'consumers/sign-up', {
      ip: '203.0.113.70',
      payload: {
        email: 'reset.count@example.com',
        password: 'Travel#2026',
        name: 'R C',
        country: 'MY',
      },
    });
    expect(me.statusCode).toBe(200);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++)
        expect((await signIn('reset.count@example.com', 'nope')).statusCode).toBe(401);
      expect((await signIn('reset.count@example.com', 'Travel#2026')).statusCode).toBe(200);
    }
  });

  it('refuses the 31st sign-up from one address within 15 minutes', async () => {
    const ip = '203.0.113.200';
    for (let i = 0; i < 30; i++) {
      const res = await signUp({ email: `burst${i}@example.com` }, ip);
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await signUp({ email: 'burst30@example.com' }, ip);
    expect(refused.statusCode).toBe(429);
    // Another address still signs up.
    expect((await signUp({ email: 'calm@example.com' }, '203.0.113.201')).statusCode).toBe(200);
  });

  it('refuses the obvious self-referrals and creates nothing', async () => {
    const referrer = (await signUp({ email: 'lena.ong@example.com' }, '203.0.113.60')).json().data;
    const code = referrer.consumer.referralCode as string;
    const own = 'You cannot use your own referral code';
    const sameBox = await signUp(
      { email: 'Lena.Ong+deals@example.com', referralCode: code },
      '203.0.113.61',
    );
    expect(sameBox.statusCode).toBe(400);
    expect(sameBox.json().errors.referralCode).toEqual([own]);
    const fromSession = await signUp(
      { email: 'friend.of.lena@example.com', referralCode: code },
      '203.0.113.62',
      referrer.token,
    );
    expect(fromSession.statusCode).toBe(400);
    expect(fromSession.json().errors.referralCode).toEqual([own]);
    // Neither was created: the same address signs up fine without the code.
    expect((await signUp({ email: 'friend.of.lena@example.com' }, '203.0.113.63')).statusCode).toBe(
      200,
    );
    // A real friend, from their own session-less browser, may use it.
    const friend = await signUp(
      { email: 'kai.lim@example.com', referralCode: code },
      '203.0.113.64',
    );
    expect(friend.statusCode, friend.body).toBe(200);
  });
});
