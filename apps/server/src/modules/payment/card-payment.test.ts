import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { InlineJobQueue } from '../../platform/jobs/jobs.js';
import { SandboxProvider } from '../../platform/payments/index.js';
import { idempotencyKeys, paymentSessions, walletTransactions } from '../../db/schema/index.js';
import { CardRefunds } from './card-refunds.js';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { orderFixtures } from '../../test-support/kits/orders.fixtures.js';

let t: TestApp;
let customer: Record<string, string>;
let fx: Awaited<ReturnType<typeof orderFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  fx = await orderFixtures(t.database.db, { serials: 40 });
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
});
afterAll(() => t.close());

const newOrder = async () =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/network/PurchaseOrders',
      headers: customer,
      payload: { distributorEntityCode: 'DIST001', lines: [{ variantId: fx.v1, qty: 2 }] },
    })
  ).json().data;
const status = async (id: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/network/PurchaseOrders/GetDetail/${id}`,
      headers: customer,
    })
  ).json().data;

const startCard = async (poId: string): Promise<string> =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/payment/Payment/GetStripePlzUrl',
      headers: customer,
      payload: { poHeaderId: poId },
    })
  ).json().data.url;
const payFromWallet = (poId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/Payment/WanderCheckout',
    headers: customer,
    payload: { poHeaderId: poId },
  });

describe('card payment through the sandbox provider', () => {
  it('opens a checkout page and marks the order paid only from the signed callback', async () => {
    const po = await newOrder();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/Payment/GetStripePlzUrl',
      headers: customer,
      payload: { poHeaderId: po.id },
    });
    expect(res.statusCode).toBe(200);
    const { url, provider } = res.json().data;
    expect(provider).toBe('sandbox');
    expect((await status(po.id)).status).toBe('Submitted');

    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(po.documentNo);
    expect(page.body).toContain('MYR 21.60');

    // A forged callback changes nothing.
    const sessionId = url.split('/').pop();
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payment/Payment/Webhook/sandbox',
      headers: {
        'content-type': 'application/json',
        'x-sandbox-signature': `t=${Math.floor(Date.now() / 1000)},v1=00`,
      },
      payload: JSON.stringify({ type: 'paid', sessionId, amountMinor: 2160, currency: 'MYR' }),
    });
    expect(forged.statusCode).toBe(400);
    expect((await status(po.id)).status).toBe('Submitted');

    const pay = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(pay.statusCode).toBe(302);
    expect(pay.headers.location).toBe(`/#/purchase-order-detail/${po.id}?payment=success`);
    const paid = await status(po.id);
    expect(paid).toMatchObject({ status: 'Paid', paymentMethod: 'card' });
    // The session is used up: its page is gone.
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('leaves the order payable when the payer cancels', async () => {
    const po = await newOrder();
    const url = await startCard(po.id);
    const cancel = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=cancel',
    });
    expect(cancel.headers.location).toContain('payment=cancelled');
    expect((await status(po.id)).status).toBe('Submitted');
    expect((await payFromWallet(po.id)).json().data.status).toBe('Paid');
  });

  it('gives a card payment back when the wallet paid the order first', async () => {
    const po = await newOrder();
    const url = await startCard(po.id);
    expect((await payFromWallet(po.id)).json().data.status).toBe('Paid');
    // The payer still completes the card payment on the provider's page.
    const pay = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(pay.statusCode).toBe(302);
    await t.app.services.jobs.idle();
    const [session] = await t.database.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.poId, po.id));
    expect(session).toMatchObject({
      status: 'refunded',
      paymentRef: `sbx_pay_${session.id}`,
      refundRef: `sbx_re_${session.id}`,
    });
    expect(session.refundedAt).toBeInstanceOf(Date);
    // Paid once, by the wallet: one debit, and the order was not paid twice.
    expect(await status(po.id)).toMatchObject({ status: 'Paid', paymentMethod: 'wallet' });
    const debits = await t.database.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.purchaseOrderId, po.id));
    expect(debits).toHaveLength(1);
  });

  it('ends a refund the provider keeps refusing as refund_failed, with its error', async () => {
    const po = await newOrder();
    const [session] = await t.database.db
      .insert(paymentSessions)
      .values({
        poId: po.id,
        provider: 'sandbox',
        amountMinor: 2160,
        currency: 'MYR',
        status: 'refund_pending',
        paymentRef: 'sbx_pay_x',
      })
      .returning();
    const provider = new SandboxProvider(() => '');
    let tries = 0;
    provider.refund = async () => {
      tries++;
      throw new Error('card issuer unavailable');
    };
    const jobs = new InlineJobQueue();
    const refunds = new CardRefunds(t.database.db, jobs, provider, () => undefined);
    expect(await refunds.relay()).toBeGreaterThanOrEqual(1);
    await jobs.idle();
    expect(tries).toBe(6);
    const [after] = await t.database.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.id, session.id));
    expect(after).toMatchObject({
      status: 'refund_failed',
      refundError: 'card issuer unavailable',
    });
  });

  it('drops Idempotency-Keys older than a day and keeps the recent ones', async () => {
    const key = (k: string) => ({
      method: 'POST' as const,
      url: '/api/payment/Payment/WanderCheckout',
      headers: { ...customer, 'idempotency-key': k },
    });
    const old = await newOrder();
    const recent = await newOrder();
    await t.app.inject({ ...key('old-key-0001'), payload: { poHeaderId: old.id } });
    await t.app.inject({ ...key('new-key-0001'), payload: { poHeaderId: recent.id } });
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, 'old-key-0001'));
    const refunds = new CardRefunds(
      t.database.db,
      new InlineJobQueue(),
      new SandboxProvider(() => ''),
      () => undefined,
    );
    expect(await refunds.purgeIdempotencyKeys()).toBe(1);
    const left = (await t.database.db.select().from(idempotencyKeys)).map((k) => k.key);
    expect(left).toContain('new-key-0001');
    expect(left).not.toContain('old-key-0001');
  });

  it('refuses card payments when no provider is configured (production without Stripe)', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const prodFx = await orderFixtures(prod.database.db, { serials: 1, tag: 'PRD' });
      const headers = bearer(await signIn(prod.app, 'customer@wander.demo'), 'CUST001');
      const po = (
        await prod.app.inject({
          method: 'POST',
          url: '/api/network/PurchaseOrders',
          headers,
          payload: {
            distributorEntityCode: 'DIST001',
            lines: [{ variantId: prodFx.v1, qty: 1 }],
          },
        })
      ).json().data;
      // The order offers wallet payment only; the card button would lead nowhere.
      expect(po.actions).toContain('PayWallet');
      expect(po.actions).not.toContain('PayCard');
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/payment/Payment/GetStripePlzUrl',
        headers,
        payload: { poHeaderId: po.id },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(
        'Card payment is not available. Please pay from your wallet.',
      );
      const sandbox = await prod.app.inject({
        method: 'GET',
        url: '/api/payment/Sandbox/Checkout/00000000-0000-4000-8000-000000000000',
      });
      expect(sandbox.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('refuses a body with neither or both of poHeaderId and dataPlanModel', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/Payment/GetStripePlzUrl',
      headers: customer,
      payload: {},
    });
    expect(res.statusCode).toBe(400);
  });
});
