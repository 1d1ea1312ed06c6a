import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Order, Profile } from './fake-esim-access-data.js';
import { fail, routeEsimAccess, type EaState } from './fake-esim-access-routes.js';
import { installWebhooks, type DeliveryOptions } from './fake-esim-access-webhooks.js';

/**
 * A local stand-in for the eSIM Access open API, written from its documentation
 * (docs.esimaccess.com and the esimaccess.com knowledge base; the documented example bodies are
 * fixtures/esim-access/*.json, each with its page in that folder's README.md), never from our
 * adapter. Every POST /api/v1/open/… must carry RT-AccessCode, RT-Timestamp, RT-RequestID and
 * RT-Signature = HMAC-SHA256(timestamp + requestId + accessCode + body, secretKey) in hex (either
 * case), else it answers the documented 000101 / 101001 / 101003 envelope. Orders are one
 * request per transactionId and are allocated asynchronously (esim/query answers 200010 until
 * `allocate()` or `deliverOrderWebhook()`); notices go unsigned, through a proxy
 * (fake-esim-access-webhooks.ts). The documented limit of 8 requests a second is enforced when
 * `rateLimitPerSecond` is set; the docs do not say how an excess call is answered, so it is an
 * HTTP 429 without Retry-After.
 */
export interface FakeEsimAccess {
  baseUrl: string;
  accessCode: string;
  secretKey: string;
  /** Where notices go (the account's webhook URL at the portal). */
  webhookUrl: string | null;
  /** The documented sender address notices come from (appended to X-Forwarded-For). */
  senderAddress: string;
  /** Every notice POSTed, raw, with the portal's answer. */
  deliveries: { body: string; status: number }[];
  /** Account balance, ×10,000 USD like the API. */
  balance: number;
  /** Orders that bought something (a repeated transactionId does not count). */
  ordersPlaced: number;
  topUpsPlaced: number;
  /** Requests refused for their headers or signature. */
  unauthorized: number;
  /** Every signed request, in order: its endpoint (`esim/order`) and parsed body. */
  requests: { path: string; body: Record<string, unknown> }[];
  latencyMs: number;
  /** Extra wait of package/list alone (the whole catalogue in one answer can take over 30 s). */
  packageListLatencyMs: number;
  /** Requests a second allowed (the documented 8); null: not enforced. */
  rateLimitPerSecond: number | null;
  /** Calls answered 429 for the rate limit. */
  rateLimited: number;
  insufficientBalance: boolean;
  /** Allocate profiles at once, so the order's first query already has them. */
  allocateOnOrder: boolean;
  /**
   * The next `times` calls answer this HTTP status (a 429 with `Retry-After: 2` unless
   * `retryAfter` is false), or this error code in a 200 envelope.
   */
  failNext(statusOrCode: number | string, times?: number, options?: { retryAfter?: boolean }): void;
  /** The next call answers 900001 "system is busy", as integrators report the limit answered. */
  rateLimitNext(times?: number): void;
  allocate(orderNo: string): void;
  orderNoOf(transactionId: string): string | undefined;
  /** Sets an eSIM's used data, bytes. */
  setUsage(iccid: string, usedBytes: number): void;
  /** Sets an eSIM's esimStatus (and smdpStatus) as esim/query answers them, notifying nobody. */
  setStatus(iccid: string, esimStatus: string, smdpStatus?: string): void;
  deliverOrderWebhook(orderNo: string, options?: DeliveryOptions): Promise<void>;
  deliverEsimStatusWebhook(
    iccid: string,
    esimStatus: string,
    options?: DeliveryOptions,
  ): Promise<void>;
  deliverSmdpEvent(iccid: string, smdpStatus: string, options?: DeliveryOptions): Promise<void>;
  deliverDataUsageWebhook(iccid: string, options?: DeliveryOptions): Promise<void>;
  deliverValidityWebhook(
    iccid: string,
    remainDays: number,
    options?: DeliveryOptions,
  ): Promise<void>;
  close(): Promise<void>;
}

const hmac = (key: string, data: string) => createHmac('sha256', key).update(data).digest('hex');
type Failure = { status: number; retryAfter: boolean } | string;

export async function startFakeEsimAccess(
  options: { accessCode?: string; secretKey?: string } = {},
): Promise<FakeEsimAccess> {
  const orders = new Map<string, Order>();
  const failures: Failure[] = [];
  const recent: number[] = [];
  let seq = 0;
  const profiles = (): Profile[] =>
    [...orders.values()].filter((o) => o.allocated).flatMap((o) => o.profiles);

  const fake = {
    accessCode: options.accessCode ?? 'fake-access-code',
    secretKey: options.secretKey ?? 'fake-secret-key',
    webhookUrl: null,
    senderAddress: '3.1.131.226',
    deliveries: [],
    unauthorized: 0,
    requests: [],
    latencyMs: 0,
    packageListLatencyMs: 0,
    rateLimitPerSecond: null,
    rateLimited: 0,
    failNext(statusOrCode: number | string, times = 1, opts: { retryAfter?: boolean } = {}) {
      const failure: Failure =
        typeof statusOrCode === 'number'
          ? { status: statusOrCode, retryAfter: opts.retryAfter !== false }
          : statusOrCode;
      for (let i = 0; i < times; i++) failures.push(failure);
    },
    rateLimitNext(times = 1) {
      for (let i = 0; i < times; i++) failures.push('900001');
    },
    allocate(orderNo: string) {
      const order = orders.get(orderNo);
      if (order) order.allocated = true;
    },
    orderNoOf: (transactionId: string) => state.byTransaction.get(transactionId),
    setUsage(iccid: string, usedBytes: number) {
      for (const p of profiles()) if (p.iccid === iccid) p.orderUsage = usedBytes;
    },
    setStatus(iccid: string, esimStatus: string, smdpStatus?: string) {
      for (const p of profiles()) {
        if (p.iccid !== iccid) continue;
        p.esimStatus = esimStatus;
        if (smdpStatus) p.smdpStatus = smdpStatus;
      }
    },
  } as unknown as FakeEsimAccess;

  // The account's state lives on the fake itself (tests read and set balance, flags, counts).
  const state = fake as unknown as EaState & FakeEsimAccess;
  Object.assign(state, {
    balance: 1_000_000, // $100.00
    ordersPlaced: 0,
    topUpsPlaced: 0,
    insufficientBalance: false,
    allocateOnOrder: false,
    orders,
    byTransaction: new Map<string, string>(),
    next: () => String(++seq).padStart(6, '0'),
  });

  function authError(req: http.IncomingMessage, body: string) {
    const h = (name: string) => req.headers[name.toLowerCase()] as string | undefined;
    const [code, ts, id, sig] = [
      'RT-AccessCode',
      'RT-Timestamp',
      'RT-RequestID',
      'RT-Signature',
    ].map(h);
    if (!code || !ts || !id || !sig) return fail('000101');
    // The docs give no window for "The timestamp of the request has expired": ten minutes here.
    if (Math.abs(Date.now() - Number(ts)) > 10 * 60_000) return fail('101001');
    const expected = hmac(fake.secretKey, ts + id + code + body);
    if (code !== fake.accessCode || sig.toLowerCase() !== expected) return fail('101003');
    return null;
  }

  /** Whether this call is over the documented requests a second (a sliding second). */
  function overLimit() {
    if (fake.rateLimitPerSecond === null) return false;
    const now = Date.now();
    while (recent.length > 0 && recent[0] <= now - 1000) recent.shift();
    if (recent.length >= fake.rateLimitPerSecond) return true;
    recent.push(now);
    return false;
  }

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      void (async () => {
        const path = (req.url ?? '').replace(/^\/api\/v1\/open\//, '');
        const wait = fake.latencyMs + (path === 'package/list' ? fake.packageListLatencyMs : 0);
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        const json = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
          if (res.destroyed) return;
          res.writeHead(status, { 'content-type': 'application/json', ...headers });
          res.end(JSON.stringify(payload));
        };
        if (overLimit()) {
          fake.rateLimited++;
          return json(429, { error: 'Too Many Requests' });
        }
        const refused = authError(req, body);
        if (refused) {
          fake.unauthorized++;
          return json(200, refused);
        }
        const failure = failures.shift();
        if (typeof failure === 'object') {
          const headers: Record<string, string> =
            failure.status === 429 && failure.retryAfter ? { 'retry-after': '2' } : {};
          return json(failure.status, { error: `injected ${failure.status}` }, headers);
        }
        if (typeof failure === 'string') return json(200, fail(failure));
        let parsed: Record<string, unknown> = {};
        try {
          parsed = body ? (JSON.parse(body) as Record<string, unknown>) : {};
        } catch {
          return json(200, fail('000104'));
        }
        fake.requests.push({ path, body: parsed });
        if (req.method !== 'POST') return json(200, fail('000103'));
        const answer = routeEsimAccess(state, path, parsed);
        return answer ? json(200, answer) : json(404, { error: 'not found' });
      })();
    });
  });

  installWebhooks(fake, orders, profiles);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
