import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONFIRMATION_LINK_INVALID,
  EMAIL_ALREADY_CONFIRMED,
  EMAIL_NOT_CONFIRMED,
} from '@wander/contract';
import { consumers, couponConsumers } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { mailsTo } from '../../test-support/mail.js';
import { storeKit } from '../../test-support/kits/store-test-kit.js';

// Issue 25, hole 5: 35 sign-ups in a row each got the WELCOME10 coupon, with no e-mail
// confirmation. A store sign-up now confirms its address before its first purchase and before
// any sign-up coupon.
let t: TestApp;
let kit: Awaited<ReturnType<typeof storeKit>>;
beforeAll(async () => {
  t = await createTestApp();
  kit = await storeKit(t);
});
afterAll(() => t.close());

const couponCodes = async (token: string) => {
  const res = await kit.call('GET', 'me/coupons', { token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { couponCode: string }[]).map((c) => c.couponCode);
};
const checkout = async (token: string) => {
  const plan = await kit.japanPlan();
  return kit.call('POST', 'orders', { token, payload: { variantId: plan.variantId, qty: 1 } });
};

describe('store e-mail confirmation', () => {
  it('a new consumer gets a confirmation e-mail, no coupon, and cannot buy until it confirms', async () => {
    const { token, consumer } = await kit.newConsumer({ confirmed: false });
    expect((await kit.call('GET', 'me', { token })).json().data.emailConfirmed).toBe(false);
    const [mail] = await mailsTo(t.app, t.database, consumer.email);
    expect(mail.subject).toBe('Confirm your email address');
    // Handed to the mail queue at once, not left for the minute's sweep.
    expect(mail.status).not.toBe('Queued');
    // The link opens the React store of the platform the consumer signed up through (issue 28).
    expect(mail.textBody).toContain('/store/WEB-MY/confirm-email?');
    expect(await couponCodes(token)).toEqual([]);

    const refused = await checkout(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(EMAIL_NOT_CONFIRMED);
    const orders = await kit.call('GET', 'orders', { token });
    expect(orders.json().data).toEqual([]);

    const confirmed = await kit.call('POST', 'consumers/confirm-email', {
      payload: { email: consumer.email, token: await kit.confirmationToken(consumer.email) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().message).toBe('Email confirmed');
    expect(confirmed.json().data.emailConfirmed).toBe(true);
    expect(await couponCodes(token)).toContain('WELCOME10');
    const bought = await checkout(token);
    expect(bought.statusCode, bought.body).toBe(200);
  });

  it('refuses a wrong link, a used one or one for another address, and changes nothing', async () => {
    const { token, consumer } = await kit.newConsumer({ confirmed: false });
    const link = await kit.confirmationToken(consumer.email);
    const confirm = (email: string, value: string) =>
      kit.call('POST', 'consumers/confirm-email', { payload: { email, token: value } });

    for (const res of [
      await confirm(consumer.email, `${link}x`),
      await confirm('someone.else@example.com', link),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ token: [CONFIRMATION_LINK_INVALID] });
    }
    expect((await kit.call('GET', 'me', { token })).json().data.emailConfirmed).toBe(false);
    expect(await couponCodes(token)).toEqual([]);

    expect((await confirm(consumer.email, link)).statusCode).toBe(200);
    expect((await confirm(consumer.email, link)).statusCode).toBe(400);
    // The coupon is given once, however often the link is opened.
    const [row] = await t.database.db
      .select({ id: consumers.id })
      .from(consumers)
      .where(eq(consumers.email, consumer.email));
    const given = await t.database.db
      .select()
      .from(couponConsumers)
      .where(eq(couponConsumers.consumerId, row.id));
    expect(given).toHaveLength(1);
  });

  it('an expired link is refused; a new one can be sent while unconfirmed, never after', async () => {
    const { token, consumer } = await kit.newConsumer({ confirmed: false });
    const old = await kit.confirmationToken(consumer.email);
    await t.database.db
      .update(consumers)
      .set({ emailTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(consumers.email, consumer.email));
    const expired = await kit.call('POST', 'consumers/confirm-email', {
      payload: { email: consumer.email, token: old },
    });
    expect(expired.statusCode).toBe(400);

    const resent = await kit.call('POST', 'me/confirmation-email', { token, ip: '192.0.2.77' });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().message).toBe('We sent you a new confirmation link');
    const [resentMail] = await mailsTo(t.app, t.database, consumer.email);
    expect(resentMail.status).not.toBe('Queued');
    const fresh = await kit.confirmationToken(consumer.email);
    expect(fresh).not.toBe(old);
    const ok = await kit.call('POST', 'consumers/confirm-email', {
      payload: { email: consumer.email, token: fresh },
    });
    expect(ok.statusCode).toBe(200);
    const again = await kit.call('POST', 'me/confirmation-email', { token, ip: '192.0.2.77' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(EMAIL_ALREADY_CONFIRMED);
  });

  it('consumers the distributor already had stay confirmed', async () => {
    const res = await kit.call('POST', 'consumers/sign-in', {
      payload: { email: 'arthur.laurent0@example.com', password: 'Wander#2026' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.consumer.emailConfirmed).toBe(true);
  });
});
