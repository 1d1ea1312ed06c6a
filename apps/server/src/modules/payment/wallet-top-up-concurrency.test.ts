import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies, wallets, walletTopUps, walletTransactions } from '../../db/schema/index.js';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { SandboxProvider } from '../../platform/payments/index.js';
import {
  fakeStripe,
  payDollarDatafeed,
  stripeWebhook,
} from '../../test-support/kits/wallet-top-up-fakes.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
const WHSEC = 'whsec_test_race';
const PD_SECRET = 'pd-secret-race';

/** Ten deliveries of the same genuine callback, in a shuffled order, all at once. */
const shuffled = <T>(items: T[]) =>
  items
    .map((item) => ({ item, key: Math.random() }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.item);

describe.skipIf(!onPostgres)(
  'top-up callbacks delivered 10 times concurrently on PostgreSQL (skipped on PGlite: one session cannot race)',
  () => {
    let t: TestApp;
    let stripe: Awaited<ReturnType<typeof fakeStripe>>;
    let customer: Record<string, string>;
    let companyId: string;

    beforeAll(async () => {
      stripe = await fakeStripe();
      t = await createTestApp({
        env: {
          STRIPE_SECRET_KEY: 'sk_test_race',
          STRIPE_WEBHOOK_SECRET: WHSEC,
          STRIPE_API_BASE: stripe.base,
          PAYDOLLAR_MERCHANT_ID: '88000002',
          PAYDOLLAR_SECURE_HASH_SECRET: PD_SECRET,
        },
      });
      customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
      [{ id: companyId }] = await t.database.db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.entityCode, 'CUST001'));
    }, 120_000);
    afterAll(async () => {
      await t?.close();
      await stripe?.close();
    });

    const db = () => t.database.db;
    const balance = async () =>
      (await db().select().from(wallets).where(eq(wallets.companyId, companyId)))[0].balanceMinor;
    const start = async (which: string, amount: number) =>
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/payment/Payment/${which}`,
          headers: customer,
          payload: { data: null, amount },
        })
      ).json().data.topUpId as string;
    const topUp = async (id: string) =>
      (await db().select().from(walletTopUps).where(eq(walletTopUps.id, id)))[0];
    const credits = (id: string) =>
      db().select().from(walletTransactions).where(eq(walletTransactions.topUpId, id));

    it('credits a Stripe top-up once (the same event 5 times and 5 new events for the session)', async () => {
      const id = await start('GetStripeReloadUrl', 100);
      const session = stripe.pay((await topUp(id)).providerRef!);
      const before = await balance();
      const deliveries = shuffled(
        Array.from({ length: 10 }, (_, i) =>
          stripeWebhook(session, WHSEC, { eventId: i < 5 ? 'evt_race' : `evt_race_${i}` }),
        ),
      );
      const answers = await Promise.all(
        deliveries.map((w) =>
          t.app.inject({
            method: 'POST',
            url: '/api/payment/Payment/Webhook/stripe',
            headers: { 'content-type': 'application/json', 'stripe-signature': w.signature },
            payload: w.payload,
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
      expect(await credits(id)).toHaveLength(1);
      expect((await balance()) - before).toBe(10_000);
      console.log('Stripe: 10 concurrent deliveries -> 1 credit');
    });

    it('credits a PayDollar top-up once', async () => {
      const id = await start('GetPayDollarUrl', 100);
      const { orderRef } = await topUp(id);
      const body = payDollarDatafeed(
        { Ref: orderRef, Amt: '100.00', Cur: '458', PayRef: '7770001' },
        PD_SECRET,
      ).encode();
      const before = await balance();
      const answers = await Promise.all(
        shuffled(Array.from({ length: 10 }, () => body)).map((payload) =>
          t.app.inject({
            method: 'POST',
            url: '/api/payment/PayDollar/Datafeed',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload,
          }),
        ),
      );
      expect(answers.map((a) => a.body)).toEqual(Array(10).fill('OK'));
      expect(await credits(id)).toHaveLength(1);
      expect((await balance()) - before).toBe(10_000);
      console.log('PayDollar: 10 concurrent deliveries -> 1 credit');
    });
  },
);

describe.skipIf(!onPostgres)(
  'sandbox top-up callback delivered 10 times concurrently on PostgreSQL',
  () => {
    const SECRET = 'sandbox-secret-race';
    let t: TestApp;
    let customer: Record<string, string>;

    beforeAll(async () => {
      t = await createTestApp({ env: { PAYMENT_SANDBOX_SECRET: SECRET } });
      customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
    }, 120_000);
    afterAll(() => t?.close());

    it('credits a sandbox top-up once', async () => {
      const id = (
        await t.app.inject({
          method: 'POST',
          url: '/api/payment/Payment/GetStripeReloadUrl',
          headers: customer,
          payload: { data: null, amount: 100 },
        })
      ).json().data.topUpId as string;
      const bank = new SandboxProvider(() => '', SECRET);
      const { raw, signature } = bank.signEvent({
        type: 'paid',
        topUpId: id,
        amountMinor: 10_000,
        currency: 'MYR',
        createdAt: Date.now(),
      });
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          t.app.inject({
            method: 'POST',
            url: '/api/payment/Payment/Webhook/sandbox',
            headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
            payload: raw,
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
      const rows = await t.database.db
        .select()
        .from(walletTransactions)
        .where(eq(walletTransactions.topUpId, id));
      expect(rows).toHaveLength(1);
      console.log('Sandbox: 10 concurrent deliveries -> 1 credit');
    });
  },
);
