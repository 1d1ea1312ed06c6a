import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { companies, wallets, walletTopUps, walletTransactions } from '../../db/schema/index.js';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import {
  fakeStripe,
  payDollarDatafeed,
  stripeWebhook,
  type FakeSession,
} from '../../test-support/kits/wallet-top-up-fakes.js';

/**
 * The tamper corpus: every altered Stripe webhook and PayDollar datafeed is refused and credits
 * nothing (ledger rows, balances and top-up states unchanged); the genuine ones credit once.
 */
const WHSEC = 'whsec_test_topups';
const PD_SECRET = 'pd-secret-topups';
let t: TestApp;
let stripe: Awaited<ReturnType<typeof fakeStripe>>;
let customer: Record<string, string>;
let otherWalletId: string;

beforeAll(async () => {
  stripe = await fakeStripe();
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_topups',
      STRIPE_WEBHOOK_SECRET: WHSEC,
      STRIPE_API_BASE: stripe.base,
      PAYDOLLAR_MERCHANT_ID: '88000001',
      PAYDOLLAR_SECURE_HASH_SECRET: PD_SECRET,
      PAYDOLLAR_BASE_URL: 'https://test.paydollar.test/b2cDemo/eng',
    },
  });
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
  // Another company's wallet with its own pending top-ups ("a Ref of another wallet").
  const [dist] = await t.database.db
    .select()
    .from(companies)
    .where(eq(companies.entityCode, 'DIST001'));
  [{ id: otherWalletId }] = await t.database.db
    .insert(wallets)
    .values({ companyId: dist.id, currency: 'MYR' })
    .returning();
}, 120_000);
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const db = () => t.database.db;
const start = async (which: 'GetStripeReloadUrl' | 'GetPayDollarUrl', amount: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/payment/Payment/${which}`,
    headers: customer,
    payload: { data: null, amount },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { topUpId: string; url: string; provider: string };
};
const topUp = async (id: string) =>
  (await db().select().from(walletTopUps).where(eq(walletTopUps.id, id)))[0];
/** Everything a credit would change: ledger rows, balances, top-up states. */
const moneyState = async () => {
  const [{ n }] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(walletTransactions);
  const balances = await db().select({ id: wallets.id, b: wallets.balanceMinor }).from(wallets);
  const states = await db()
    .select({ id: walletTopUps.id, s: walletTopUps.status })
    .from(walletTopUps);
  return JSON.stringify({
    n,
    balances: balances.sort((a, b) => a.id.localeCompare(b.id)),
    states: states.sort((a, b) => a.id.localeCompare(b.id)),
  });
};
const sendStripe = (payload: string, signature: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/Payment/Webhook/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
const sendDatafeed = (body: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/PayDollar/Datafeed',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });
/** Deterministic positions for the bit flips (a small LCG: the corpus is the same every run). */
const positions = (length: number, count: number, seed = 7) => {
  const out: number[] = [];
  let x = seed;
  for (let i = 0; i < count; i++) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    out.push(x % length);
  }
  return out;
};
const flip = (s: string, at: number, bit: number) =>
  s.slice(0, at) + String.fromCharCode(s.charCodeAt(at) ^ (1 << bit)) + s.slice(at + 1);

describe('wallet top-up callbacks: tamper corpus', () => {
  it('offers Stripe and PayDollar (no sandbox) and opens their hosted pages', async () => {
    const options = (
      await t.app.inject({
        method: 'GET',
        url: '/api/payment/Payment/GetTopUpOptions',
        headers: customer,
      })
    ).json().data;
    expect(options.providers.map((p: { value: string }) => p.value)).toEqual([
      'stripe',
      'paydollar',
    ]);
    const s = await start('GetStripeReloadUrl', 100);
    expect(s.url).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_/);
    const session = stripe.sessions.get((await topUp(s.topUpId)).providerRef!)!;
    expect(session).toMatchObject({
      amount_total: 10000,
      currency: 'myr',
      metadata: { walletTopUpId: s.topUpId },
    });
    const p = await start('GetPayDollarUrl', 100);
    const page = await t.app.inject({ method: 'GET', url: p.url });
    expect(page.body).toContain(
      'action="https://test.paydollar.test/b2cDemo/eng/payment/payForm.jsp"',
    );
    const pending = await topUp(p.topUpId);
    for (const field of [
      'name="merchantId" value="88000001"',
      `name="orderRef" value="${pending.orderRef}"`,
      'name="currCode" value="458"',
      'name="amount" value="100.00"',
      'name="payType" value="N"',
      'name="secureHash"',
    ])
      expect(page.body).toContain(field);
  });

  it('refuses every altered Stripe webhook and credits nothing, then credits the genuine one once', async () => {
    const mine = await start('GetStripeReloadUrl', 100);
    const sessionId = (await topUp(mine.topUpId)).providerRef!;
    const session = stripe.pay(sessionId);
    // The other wallet's pending top-up, with its own session at "Stripe".
    const [theirs] = await db()
      .insert(walletTopUps)
      .values({
        walletId: otherWalletId,
        companyId: (await db().select().from(wallets).where(eq(wallets.id, otherWalletId)))[0]
          .companyId,
        provider: 'stripe',
        amountMinor: 5000,
        currency: 'MYR',
        orderRef: 'WTOTHERWALLETSTRIPE',
        providerRef: 'cs_test_other',
      })
      .returning();
    const theirSession: FakeSession = {
      ...session,
      id: 'cs_test_other',
      amount_total: 5000,
      metadata: { walletTopUpId: theirs.id, walletId: otherWalletId },
      payment_intent: 'pi_other',
    };
    stripe.sessions.set(theirSession.id, { ...theirSession, payment_status: 'unpaid' });

    const genuine = stripeWebhook(session, WHSEC);
    const before = await moneyState();
    const counts: Record<string, [number, number]> = {};
    const attempt = async (kind: string, payload: string, signature: string) => {
      const res = await sendStripe(payload, signature);
      counts[kind] ??= [0, 0];
      counts[kind][0]++;
      if (res.statusCode >= 400 && (await moneyState()) === before) counts[kind][1]++;
    };
    for (const at of positions(genuine.payload.length, 60))
      await attempt('body bit flip', flip(genuine.payload, at, at % 7), genuine.signature);
    const v1 = genuine.signature.indexOf('v1=') + 3;
    for (const at of positions(genuine.signature.length - v1, 30))
      await attempt(
        'signature bit flip',
        genuine.payload,
        flip(genuine.signature, v1 + at, at % 4),
      );
    for (const at of positions(v1 - 4, 10, 3))
      await attempt(
        'timestamp bit flip',
        genuine.payload,
        flip(genuine.signature, 2 + (at % (v1 - 6)), 0),
      );
    const wrong = stripeWebhook(session, 'whsec_wrong_secret');
    await attempt('wrong secret', wrong.payload, wrong.signature);
    const stale = stripeWebhook(session, WHSEC, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    await attempt('301 s old signature', stale.payload, stale.signature);
    await attempt(
      're-serialised JSON',
      JSON.stringify(JSON.parse(genuine.payload), null, 2),
      genuine.signature,
    );
    const edited = (change: (s: FakeSession) => FakeSession) =>
      JSON.stringify({ ...JSON.parse(genuine.payload), data: { object: change(session) } });
    await attempt(
      'amount changed',
      edited((s) => ({ ...s, amount_total: 1000000 })),
      genuine.signature,
    );
    await attempt(
      'currency changed',
      edited((s) => ({ ...s, currency: 'usd' })),
      genuine.signature,
    );
    await attempt(
      'Ref of another wallet',
      edited((s) => ({ ...s, metadata: theirSession.metadata })),
      genuine.signature,
    );
    // Signed with the right secret, yet not what Stripe holds: the fetched-back session decides.
    const signedLie = (kind: string, lie: FakeSession) => {
      const w = stripeWebhook(lie, WHSEC, { eventId: `evt_lie_${kind}` });
      return attempt(`signed, ${kind}`, w.payload, w.signature);
    };
    stripe.sessions.set(sessionId, { ...session, amount_total: 1000000 });
    await signedLie('Stripe holds another amount', session);
    stripe.sessions.set(sessionId, { ...session, currency: 'usd' });
    await signedLie('Stripe holds another currency', session);
    stripe.sessions.set(sessionId, session);
    await signedLie('metadata of another wallet', { ...session, metadata: theirSession.metadata });
    await signedLie('session of another wallet', { ...theirSession, metadata: session.metadata });
    await signedLie('unpaid session', { ...theirSession });

    const total = Object.values(counts).reduce((a, [n]) => a + n, 0);
    const refused = Object.values(counts).reduce((a, [, r]) => a + r, 0);
    console.log(`Stripe tamper corpus: ${refused}/${total} refused, nothing credited`, counts);
    expect(refused).toBe(total);
    expect(total).toBeGreaterThan(100);

    const ok = await sendStripe(genuine.payload, genuine.signature);
    expect(ok.statusCode).toBe(200);
    expect(await topUp(mine.topUpId)).toMatchObject({
      status: 'paid',
      paymentRef: `pi_${sessionId}`,
    });
    const credits = await db()
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.topUpId, mine.topUpId));
    expect(credits).toMatchObject([
      { kind: 'topup', amountMinor: 10000, reference: `pi_${sessionId}` },
    ]);
    // The same event again, and a new event for the same session: still one credit.
    expect((await sendStripe(genuine.payload, genuine.signature)).statusCode).toBe(200);
    const again = stripeWebhook(session, WHSEC, { eventId: 'evt_second_delivery' });
    expect((await sendStripe(again.payload, again.signature)).statusCode).toBe(200);
    expect(
      await db()
        .select()
        .from(walletTransactions)
        .where(eq(walletTransactions.topUpId, mine.topUpId)),
    ).toHaveLength(1);
    expect((await topUp(theirs.id)).status).toBe('pending');
  });

  it('refuses every altered PayDollar datafeed and credits nothing, then credits the genuine one once', async () => {
    const mine = await start('GetPayDollarUrl', 100);
    const { orderRef } = await topUp(mine.topUpId);
    const [theirs] = await db()
      .insert(walletTopUps)
      .values({
        walletId: otherWalletId,
        companyId: (await db().select().from(wallets).where(eq(wallets.id, otherWalletId)))[0]
          .companyId,
        provider: 'paydollar',
        amountMinor: 5000,
        currency: 'MYR',
        orderRef: 'WTOTHERWALLETPAYDOLLAR',
      })
      .returning();
    const fields = { Ref: orderRef, Amt: '100.00', Cur: '458', PayRef: '5550001' };
    const genuine = payDollarDatafeed(fields, PD_SECRET);
    const body = genuine.encode();
    const before = await moneyState();
    const counts: Record<string, [number, number]> = {};
    /** Refused: 400 when unverified; a verified message that does not match is 'OK' but credits nothing. */
    const attempt = async (kind: string, form: string, expectStatus: number) => {
      const res = await sendDatafeed(form);
      counts[kind] ??= [0, 0];
      counts[kind][0]++;
      const answer = expectStatus === 200 ? res.body === 'OK' : res.statusCode === 400;
      if (res.statusCode === expectStatus && answer && (await moneyState()) === before)
        counts[kind][1]++;
    };
    // The hash covers src, prc, successcode, Ref, PayRef, Cur, Amt and payerAuth: flips there and in
    // secureHash itself (Holder, remark and the like are outside PayDollar's hash by its design).
    const hashed = body.indexOf('&Ord=');
    for (const at of positions(hashed, 60))
      await attempt('body bit flip', flip(body, at, at % 7), 400);
    const sig = body.indexOf('secureHash=') + 'secureHash='.length;
    for (const at of positions(body.length - sig, 30))
      await attempt('secureHash bit flip', flip(body, sig + at, at % 4), 400);
    await attempt('wrong secret', payDollarDatafeed(fields, 'not-the-secret').encode(), 400);
    const unsigned = (change: Record<string, string>) =>
      genuine.encode({ ...genuine.values, ...change });
    await attempt('amount changed', unsigned({ Amt: '10000.00' }), 400);
    await attempt('currency changed', unsigned({ Cur: '840' }), 400);
    await attempt('Ref of another wallet', unsigned({ Ref: 'WTOTHERWALLETPAYDOLLAR' }), 400);
    await attempt('no secureHash', unsigned({ secureHash: '' }), 400);
    // Verified (right secret) yet not the pending top-up: answered OK, credits nothing.
    const signed = (change: Partial<typeof fields>) =>
      payDollarDatafeed({ ...fields, ...change }, PD_SECRET).encode();
    await attempt('signed, amount changed', signed({ Amt: '1000.00' }), 200);
    await attempt('signed, currency changed', signed({ Cur: '840' }), 200);
    await attempt('signed, Ref of another wallet', signed({ Ref: 'WTOTHERWALLETPAYDOLLAR' }), 200);
    await attempt('signed, unknown Ref', signed({ Ref: 'WTNOSUCHTOPUP' }), 200);

    const total = Object.values(counts).reduce((a, [n]) => a + n, 0);
    const refused = Object.values(counts).reduce((a, [, r]) => a + r, 0);
    console.log(`PayDollar tamper corpus: ${refused}/${total} refused, nothing credited`, counts);
    expect(refused).toBe(total);
    expect(total).toBeGreaterThan(90);

    const ok = await sendDatafeed(body);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('OK');
    expect(await topUp(mine.topUpId)).toMatchObject({ status: 'paid', paymentRef: '5550001' });
    expect((await sendDatafeed(body)).body).toBe('OK');
    const credits = await db()
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.topUpId, mine.topUpId));
    expect(credits).toMatchObject([{ kind: 'topup', amountMinor: 10000, reference: '5550001' }]);
    expect((await topUp(theirs.id)).status).toBe('pending');
  });

  it('marks a declined PayDollar payment failed without crediting', async () => {
    const p = await start('GetPayDollarUrl', 30);
    const { orderRef } = await topUp(p.topUpId);
    const before = await moneyState();
    const declined = payDollarDatafeed(
      { Ref: orderRef, Amt: '30.00', Cur: '458', PayRef: '5550002', successcode: '1' },
      PD_SECRET,
    ).encode();
    expect((await sendDatafeed(declined)).body).toBe('OK');
    expect((await topUp(p.topUpId)).status).toBe('failed');
    const after = JSON.parse(await moneyState());
    expect(after.n).toBe(JSON.parse(before).n);
  });
});
