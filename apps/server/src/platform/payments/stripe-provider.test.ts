import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StripeProvider } from './stripe-provider.js';

/**
 * A local stand-in for Stripe's refunds API: it keeps the refunds it made, and each POST is
 * answered as the test says: made and answered, made but the answer lost, or failed.
 */
type Outcome = 'ok' | 'lost' | 'fail';
let refunds: { id: string; object: 'refund'; status: string; payment_intent: string }[];
let posts: { key: string | undefined; body: string }[];
let outcomes: Outcome[];
let server: http.Server;
let provider: StripeProvider;

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'stripe-should-retry': 'false' });
  res.end(JSON.stringify(body));
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stripe.test');
    if (req.method === 'GET' && url.pathname === '/v1/refunds') {
      const pi = url.searchParams.get('payment_intent');
      const data = refunds.filter((r) => r.payment_intent === pi);
      return json(res, 200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
    }
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      posts.push({ key: req.headers['idempotency-key'] as string | undefined, body });
      const outcome = outcomes.shift() ?? 'ok';
      if (outcome === 'fail') {
        return json(res, 500, {
          error: { type: 'api_error', message: 'Stripe is having trouble' },
        });
      }
      const refund = {
        id: `re_${refunds.length + 1}`,
        object: 'refund' as const,
        status: 'succeeded',
        payment_intent: new URLSearchParams(body).get('payment_intent')!,
      };
      refunds.push(refund);
      if (outcome === 'lost')
        return json(res, 502, { error: { type: 'api_error', message: 'lost' } });
      json(res, 200, refund);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  provider = new StripeProvider('sk_test_local', 'whsec_local', {
    host: '127.0.0.1',
    port,
    protocol: 'http',
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  refunds = [];
  posts = [];
  outcomes = [];
});

const request = (attempt: number, retry?: string) => ({
  sessionId: 'ps_1',
  paymentRef: 'pi_1',
  amountMinor: 12_690,
  currency: 'MYR',
  attempt,
  ...(retry && { retry }),
});

describe('Stripe card refunds', () => {
  it('refunds the captured amount once, with the session and try in the idempotency key', async () => {
    expect(await provider.refund(request(1))).toEqual({ refundRef: 're_1' });
    expect(posts).toHaveLength(1);
    expect(posts[0].key).toBe('refund-ps_1-try1');
    expect(new URLSearchParams(posts[0].body).get('amount')).toBe('12690');
  });

  it('takes the refund an earlier try made when its answer was lost, without asking again', async () => {
    outcomes = ['lost'];
    await expect(provider.refund(request(1))).rejects.toThrow();
    expect(await provider.refund(request(2))).toEqual({ refundRef: 're_1' });
    expect(posts).toHaveLength(1);
    expect(refunds).toHaveLength(1);
  });

  it('asks again under a new key after a failed try, so the failure is not replayed', async () => {
    outcomes = ['fail', 'ok'];
    await expect(provider.refund(request(1))).rejects.toThrow('Stripe is having trouble');
    expect(await provider.refund(request(2))).toEqual({ refundRef: 're_1' });
    expect(posts.map((p) => p.key)).toEqual(['refund-ps_1-try1', 'refund-ps_1-try2']);
  });

  it("keys a staff retry's tries apart from the failed run's", async () => {
    await provider.refund(request(1, 'r2'));
    expect(posts[0].key).toBe('refund-ps_1-r2-try1');
  });
});
