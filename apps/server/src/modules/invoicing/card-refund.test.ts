import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { paymentSessions } from '../../db/schema/index.js';
import { orderFixtures } from '../../test-support/kits/orders.fixtures.js';
import { invoicingHelpers } from '../../test-support/kits/invoicing.fixtures.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
let t: TestApp;
let customer: Record<string, string>;
let distributor: Record<string, string>;
let otherDistributor: Record<string, string>;
let h: ReturnType<typeof invoicingHelpers>;

beforeAll(async () => {
  t = await createTestApp();
  const fx = await orderFixtures(t.database.db, { serials: 20 });
  h = invoicingHelpers(t, fx.v1);
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  otherDistributor = bearer(await signIn(t.app, 'newdistributor@wander.demo'), 'DIST002');
}, 120_000);
afterAll(() => t?.close());

const sessionsOf = (poId: string) =>
  t.database.db.select().from(paymentSessions).where(eq(paymentSessions.poId, poId));

describe('a card-paid invoice: refunded through the provider, and the retry', () => {
  let poId: string;
  let invoiceId: string;
  let id: string;

  it('queues the card refund after the commit and ends refunded; the wallet is untouched', async () => {
    poId = await h.cardPaidOrder(customer, 2);
    invoiceId = await h.fulfil(distributor, poId);
    const balance = await h.walletBalance('CUST001');
    const request = await h.requestCancel(distributor, invoiceId);
    id = request.json().data.id;
    expect(request.json().data).toMatchObject({ refundMethod: 'card', refundAmount: 21.6 });
    const res = await h.call('PUT', `payment/InvoiceCancelled/Complete/${id}`, distributor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ refundMethod: 'card', refundAmount: 21.6 });
    await t.app.services.jobs.idle();
    const [session] = await sessionsOf(poId);
    expect(session).toMatchObject({ status: 'refunded', refundRef: `sbx_re_${session.id}` });
    expect(await h.walletBalance('CUST001')).toBe(balance);
    expect(await h.ledgerRows(poId, 'refund')).toEqual([]);
    const detail = await h.call('GET', `payment/InvoiceCancelled/GetDetail/${id}`, distributor);
    expect(detail.json().data).toMatchObject({ refundStatus: 'refunded', actions: [] });
  });

  it('retries a refund that failed: back to refund_pending, queued, refunded', async () => {
    // The provider refused every try: the job left the session refund_failed with its error.
    await t.database.db
      .update(paymentSessions)
      .set({ status: 'refund_failed', refundError: 'card issuer unavailable', refundRef: null })
      .where(eq(paymentSessions.poId, poId));
    const failed = await h.call('GET', `payment/InvoiceCancelled/GetDetail/${id}`, distributor);
    expect(failed.json().data).toMatchObject({
      refundStatus: 'refund_failed',
      refundError: 'card issuer unavailable',
      actions: ['RetryRefund'],
    });
    const url = `payment/Invoices/PaydollarRefund/${invoiceId}`;
    expect((await h.call('POST', url, customer)).statusCode).toBe(403);
    expect((await h.call('POST', url, otherDistributor)).statusCode).toBe(404);
    const res = await h.call('POST', url, distributor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'The card refund is queued again',
      data: { invoiceId, queued: 1 },
    });
    await t.app.services.jobs.idle();
    const [session] = await sessionsOf(poId);
    expect(session).toMatchObject({ status: 'refunded', refundError: null });
    const again = await h.call('POST', url, distributor);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('This invoice has no failed card refund.');
  });

  it('refuses the retry for an invoice that is not cancelled', async () => {
    const open = await h.fulfil(distributor, await h.cardPaidOrder(customer, 1));
    const res = await h.call('POST', `payment/Invoices/PaydollarRefund/${open}`, distributor);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('This invoice has no failed card refund.');
    const [session] = await sessionsOf(
      (await h.call('GET', `payment/Invoices/GetDetail/${open}`, distributor)).json().data.poId,
    );
    expect(session.status).toBe('paid');
  });
});

describe.skipIf(!onPostgres)('two Completes at once (PostgreSQL)', () => {
  it('refunds once: one succeeds, the other is refused', async () => {
    const balance = await h.walletBalance('CUST001');
    const poId = await h.walletPaidOrder(customer, 2);
    const invoiceId = await h.fulfil(distributor, poId);
    const id = (await h.requestCancel(distributor, invoiceId)).json().data.id;
    const url = `payment/InvoiceCancelled/Complete/${id}`;
    const results = await Promise.all(
      Array.from({ length: 4 }, () => h.call('PUT', url, distributor)),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 422, 422, 422]);
    expect(await h.ledgerRows(poId, 'refund')).toHaveLength(1);
    expect(await h.walletBalance('CUST001')).toBe(balance);
  });

  it('card: two Completes queue one refund', async () => {
    const poId = await h.cardPaidOrder(customer, 1);
    const invoiceId = await h.fulfil(distributor, poId);
    const id = (await h.requestCancel(distributor, invoiceId)).json().data.id;
    const url = `payment/InvoiceCancelled/Complete/${id}`;
    const results = await Promise.all([
      h.call('PUT', url, distributor),
      h.call('PUT', url, distributor),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    await t.app.services.jobs.idle();
    const sessions = await sessionsOf(poId);
    expect(sessions.map((s) => s.status)).toEqual(['refunded']);
  });
});
