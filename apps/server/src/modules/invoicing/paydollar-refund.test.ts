import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { paymentSessions, purchaseOrders } from '../../db/schema/index.js';
import { orderFixtures } from '../../test-support/kits/orders.fixtures.js';
import { payDollarDatafeed } from '../../test-support/kits/wallet-top-up-fakes.js';
import { PayDollarGateway } from '../../platform/payments/index.js';
import { invoicingHelpers } from '../../test-support/kits/invoicing.fixtures.js';

/**
 * A purchase order paid through PayDollar's hosted form (its datafeed), and its refund through
 * PayDollar's Merchant API, against a local fake of that API: it keeps the payments it took and
 * answers Query (XML) and RequestRefund (URL-encoded) as the test says.
 */
const PD_SECRET = 'pd-secret-orders';
interface FakePayment {
  amt: string;
  status: 'Accepted' | 'Refunded';
}
let payments: Map<string, FakePayment>;
let calls: Record<string, string>[];
let refundAnswer: 'ok' | 'fail' | 'lost';
let server: http.Server;
let t: TestApp;
let customer: Record<string, string>;
let distributor: Record<string, string>;
let h: ReturnType<typeof invoicingHelpers>;
let variantId: string;
let base: string;

const startFake = async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      calls.push(form);
      const send = (text: string, status = 200) => {
        res.writeHead(status, { 'content-type': 'text/plain' });
        res.end(text);
      };
      if (req.url !== '/pd/merchant/api/orderApi.jsp' || form.password !== 'api-pass') {
        return send('resultCode=-1&errMsg=Authentication failed');
      }
      const payment = payments.get(form.payRef);
      if (form.actionType === 'Query') {
        if (!payment) return send('<records></records>');
        return send(
          `<?xml version="1.0"?><records><record><orderStatus>${payment.status}</orderStatus>` +
            `<payRef>${form.payRef}</payRef><amt>${payment.amt}</amt><cur>458</cur></record></records>`,
        );
      }
      if (form.actionType !== 'RequestRefund' || !payment) return send('resultCode=-1');
      if (refundAnswer === 'fail') return send('resultCode=-1&errMsg=Refund not allowed');
      if (Number(form.amount) > Number(payment.amt) || payment.status !== 'Accepted') {
        return send('resultCode=-1&errMsg=Invalid amount');
      }
      payment.status = 'Refunded';
      if (refundAnswer === 'lost') return send('Bad gateway', 502);
      send(`resultCode=0&orderStatus=Accepted&payRef=${form.payRef}&amt=${form.amount}&errMsg=`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/pd`;
};

beforeAll(async () => {
  payments = new Map();
  base = await startFake();
  t = await createTestApp({
    env: {
      PAYDOLLAR_MERCHANT_ID: '88000002',
      PAYDOLLAR_SECURE_HASH_SECRET: PD_SECRET,
      PAYDOLLAR_BASE_URL: base,
      PAYDOLLAR_API_LOGIN_ID: 'api-user',
      PAYDOLLAR_API_PASSWORD: 'api-pass',
    },
  });
  const fx = await orderFixtures(t.database.db, { serials: 20 });
  variantId = fx.v1;
  h = invoicingHelpers(t, fx.v1);
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
}, 120_000);
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});
beforeEach(() => {
  calls = [];
  refundAnswer = 'ok';
});

const sessionOf = async (poId: string) =>
  (await t.database.db.select().from(paymentSessions).where(eq(paymentSessions.poId, poId)))[0];
const orderOf = async (poId: string) =>
  (await t.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, poId)))[0];
const sendDatafeed = (body: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/PayDollar/Datafeed',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });

/** Places an order and opens its PayDollar payment: answers the order and its session. */
async function startPayDollar(qty: number) {
  const po = await h.call('POST', 'network/PurchaseOrders', customer, {
    distributorEntityCode: 'DIST001',
    lines: [{ variantId, qty }],
  });
  const poId = po.json().data.id as string;
  const start = await h.call('POST', 'payment/Payment/GetStripePlzUrl', customer, {
    poHeaderId: poId,
    provider: 'paydollar',
  });
  expect(start.statusCode, start.body).toBe(200);
  expect(start.json().data.provider).toBe('paydollar');
  const page = await t.app.inject({ method: 'GET', url: start.json().data.url });
  expect(page.statusCode).toBe(200);
  const session = await sessionOf(poId);
  expect(page.body).toContain(`name="orderRef" value="${session.providerRef}"`);
  expect(page.body).toContain(`/pd/payment/payForm.jsp`);
  return { poId, session };
}

/** The datafeed PayDollar sends for the session (amount and currency as given). */
const feedFor = (
  session: { providerRef: string | null; amountMinor: number },
  payRef: string,
  over: { Amt?: string; Cur?: string } = {},
) =>
  payDollarDatafeed(
    {
      Ref: session.providerRef!,
      Amt: (session.amountMinor / 100).toFixed(2),
      Cur: '458',
      PayRef: payRef,
      ...over,
    },
    PD_SECRET,
  );

async function payDollarPaidOrder(qty: number, payRef: string) {
  const { poId, session } = await startPayDollar(qty);
  const feed = feedFor(session, payRef);
  payments.set(payRef, { amt: feed.values.Amt, status: 'Accepted' });
  expect((await sendDatafeed(feed.encode())).body).toBe('OK');
  return { poId, amountMinor: session.amountMinor };
}

describe('paying a purchase order through PayDollar', () => {
  it('marks the order Paid once, even when the datafeed is delivered twice', async () => {
    const { poId, session } = await startPayDollar(2);
    expect(session).toMatchObject({ provider: 'paydollar', status: 'pending' });
    expect(session.providerRef).toMatch(/^PS[0-9A-F]{32}$/);
    const feed = feedFor(session, '7770001');
    expect((await sendDatafeed(feed.encode())).body).toBe('OK');
    const paid = await orderOf(poId);
    expect(paid).toMatchObject({ status: 'Paid', paymentMethod: 'card' });
    const paidSession = await sessionOf(poId);
    expect(paidSession).toMatchObject({ status: 'paid', paymentRef: '7770001' });
    // PayDollar delivers the same datafeed again: nothing moves a second time.
    expect((await sendDatafeed(feed.encode())).body).toBe('OK');
    expect(await orderOf(poId)).toEqual(paid);
    expect(await sessionOf(poId)).toEqual(paidSession);
  });

  it('changes nothing for a bad hash, a wrong amount or a wrong currency', async () => {
    const { poId, session } = await startPayDollar(1);
    const genuine = feedFor(session, '7770002');
    const badHash = { ...genuine.values, secureHash: '0'.repeat(40) };
    const bad = await sendDatafeed(genuine.encode(badHash));
    expect(bad.statusCode).toBe(400);
    const cheaper = feedFor(session, '7770002', {
      Amt: ((session.amountMinor - 1) / 100).toFixed(2),
    });
    expect((await sendDatafeed(cheaper.encode())).body).toBe('OK');
    expect((await sendDatafeed(feedFor(session, '7770002', { Cur: '840' }).encode())).body).toBe(
      'OK',
    );
    // An amount changed after signing: the hash no longer matches.
    const altered = { ...genuine.values, Amt: '0.01' };
    expect((await sendDatafeed(genuine.encode(altered))).statusCode).toBe(400);
    expect(await orderOf(poId)).toMatchObject({ status: 'Submitted', paidAt: null });
    expect(await sessionOf(poId)).toMatchObject({ status: 'pending', paymentRef: null });
  });

  it('refuses a provider it does not know', async () => {
    const res = await h.call('POST', 'payment/Payment/GetStripePlzUrl', customer, {
      poHeaderId: '00000000-0000-4000-8000-000000000000',
      provider: 'alipay',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('refunding a PayDollar-paid invoice through PayDollar', () => {
  it('sends one RequestRefund of what was paid when the cancellation completes', async () => {
    const { poId, amountMinor } = await payDollarPaidOrder(2, '7770010');
    const invoiceId = await h.fulfil(distributor, poId);
    const id = (await h.requestCancel(distributor, invoiceId)).json().data.id;
    const res = await h.call('PUT', `payment/InvoiceCancelled/Complete/${id}`, distributor);
    expect(res.statusCode, res.body).toBe(200);
    await t.app.services.jobs.idle();
    const refunds = calls.filter((c) => c.actionType === 'RequestRefund');
    expect(refunds).toEqual([
      expect.objectContaining({
        merchantId: '88000002',
        loginId: 'api-user',
        password: 'api-pass',
        payRef: '7770010',
        amount: (amountMinor / 100).toFixed(2),
      }),
    ]);
    expect(await sessionOf(poId)).toMatchObject({
      status: 'refunded',
      refundRef: 'pd_re_7770010',
    });
    expect(payments.get('7770010')?.status).toBe('Refunded');
  });

  it('ends refund_failed when PayDollar refuses, and PaydollarRefund retries it once', async () => {
    const { poId, amountMinor } = await payDollarPaidOrder(1, '7770020');
    const invoiceId = await h.fulfil(distributor, poId);
    const id = (await h.requestCancel(distributor, invoiceId)).json().data.id;
    refundAnswer = 'fail';
    await h.call('PUT', `payment/InvoiceCancelled/Complete/${id}`, distributor);
    await t.app.services.jobs.idle();
    expect(await sessionOf(poId)).toMatchObject({
      status: 'refund_failed',
      refundError: 'PayDollar refused the refund: Refund not allowed',
    });
    expect(payments.get('7770020')?.status).toBe('Accepted');

    refundAnswer = 'ok';
    calls = [];
    const url = `payment/Invoices/PaydollarRefund/${invoiceId}`;
    const retry = await h.call('POST', url, distributor);
    expect(retry.statusCode, retry.body).toBe(200);
    await t.app.services.jobs.idle();
    expect(await sessionOf(poId)).toMatchObject({ status: 'refunded', refundError: null });
    const asked = calls.filter((c) => c.actionType === 'RequestRefund');
    expect(asked.map((c) => [c.payRef, c.amount])).toEqual([
      ['7770020', (amountMinor / 100).toFixed(2)],
    ]);
    expect((await h.call('POST', url, distributor)).statusCode).toBe(422);
  });

  it('takes a refund whose answer was lost instead of asking a second time', async () => {
    const { poId } = await payDollarPaidOrder(1, '7770030');
    const invoiceId = await h.fulfil(distributor, poId);
    const id = (await h.requestCancel(distributor, invoiceId)).json().data.id;
    refundAnswer = 'lost';
    await h.call('PUT', `payment/InvoiceCancelled/Complete/${id}`, distributor);
    await t.app.services.jobs.idle();
    // First try: refunded at PayDollar but the answer lost; the next try's Query finds it.
    expect(calls.filter((c) => c.actionType === 'RequestRefund')).toHaveLength(1);
    expect(await sessionOf(poId)).toMatchObject({
      status: 'refunded',
      refundRef: 'pd_re_7770030',
    });
  });
});

describe('the PayDollar refund itself', () => {
  it('never asks for more than PayDollar took for the payment', async () => {
    payments.set('7770040', { amt: '100.00', status: 'Accepted' });
    const gateway = new PayDollarGateway({
      merchantId: '88000002',
      secret: PD_SECRET,
      baseUrl: base,
      apiLoginId: 'api-user',
      apiPassword: 'api-pass',
    });
    const request = { sessionId: 's', paymentRef: '7770040', currency: 'MYR' };
    await expect(gateway.refund({ ...request, amountMinor: 10_001 })).rejects.toThrow(
      'The refund 100.01 is more than PayDollar took (100)',
    );
    expect(calls.filter((c) => c.actionType === 'RequestRefund')).toEqual([]);
    expect(await gateway.refund({ ...request, amountMinor: 10_000 })).toEqual({
      refundRef: 'pd_re_7770040',
    });
    // Asked again (a retry): the Query finds it refunded, no second RequestRefund.
    expect(await gateway.refund({ ...request, amountMinor: 10_000 })).toEqual({
      refundRef: 'pd_re_7770040',
    });
    expect(calls.filter((c) => c.actionType === 'RequestRefund')).toHaveLength(1);
  });
});
