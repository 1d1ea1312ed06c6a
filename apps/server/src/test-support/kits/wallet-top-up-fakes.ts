import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { datafeedHash } from '../../platform/payments/index.js';

/** Test doubles of the providers' sides of a top-up (only tests import this file). */
export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  payment_status: 'paid' | 'unpaid';
  payment_intent: string | null;
}

/** A local stand-in for Stripe's Checkout Sessions API: create and retrieve. */
export async function fakeStripe() {
  const sessions = new Map<string, FakeSession>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stripe.test');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'stripe-should-retry': 'false' });
      res.end(JSON.stringify(body));
    };
    const found = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && found) {
      const session = sessions.get(decodeURIComponent(found[1]));
      return session
        ? send(200, session)
        : send(404, { error: { type: 'invalid_request_error', message: 'No such session' } });
    }
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const metadata: Record<string, string> = {};
      for (const [k, v] of form) {
        const m = /^metadata\[(.+)\]$/.exec(k);
        if (m) metadata[m[1]] = v;
      }
      const id = `cs_test_${sessions.size + 1}`;
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/pay/${id}`,
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: String(form.get('line_items[0][price_data][currency]')),
        metadata,
        client_reference_id: form.get('client_reference_id'),
        payment_status: 'unpaid',
        payment_intent: null,
      };
      sessions.set(id, session);
      send(200, session);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    sessions,
    /** The payer pays: the session is paid with a payment intent. */
    pay(id: string) {
      const s = sessions.get(id)!;
      s.payment_status = 'paid';
      s.payment_intent = `pi_${id}`;
      return s;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const signer = new Stripe('sk_test_signer');

/** A Stripe webhook as Stripe sends it: raw JSON and its Stripe-Signature header. */
export function stripeWebhook(
  session: FakeSession,
  secret: string,
  options: { eventId?: string; timestamp?: number; type?: string } = {},
) {
  const payload = JSON.stringify({
    id: options.eventId ?? `evt_${session.id}`,
    object: 'event',
    type: options.type ?? 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: { object: session },
  });
  const signature = signer.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(options.timestamp !== undefined && { timestamp: options.timestamp }),
  });
  return { payload, signature };
}

/** A PayDollar datafeed, the hashed fields first (form-encoded), signed with `secret`. */
export function payDollarDatafeed(
  fields: { Ref: string; Amt: string; Cur: string; PayRef: string; successcode?: string },
  secret: string,
) {
  const values: Record<string, string> = {
    src: '0',
    prc: '0',
    successcode: fields.successcode ?? '0',
    Ref: fields.Ref,
    PayRef: fields.PayRef,
    Cur: fields.Cur,
    Amt: fields.Amt,
    payerAuth: 'Y',
  };
  const rest = {
    Ord: '12345678',
    Holder: 'Test Card',
    remark: '',
    AuthId: '123456',
    eci: '05',
    sourceIp: '203.0.113.9',
    ipCountry: 'MY',
  };
  const all: Record<string, string> = {
    ...values,
    ...rest,
    secureHash: datafeedHash(values, secret),
  };
  return {
    values: all,
    encode: (v: Record<string, string> = all) => new URLSearchParams(v).toString(),
  };
}
