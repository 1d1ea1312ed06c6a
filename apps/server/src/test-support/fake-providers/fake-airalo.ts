import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  FAKE_AIRALO_CATALOG,
  fakeAiraloPackageIndex,
  type FakeAiraloPackage,
} from './fake-airalo-catalog.js';
import { FakeAiraloOrders, now, type StoredOrder } from './fake-airalo-orders.js';
import type { FakeAiralo, FakeAiraloUsage } from './fake-airalo-types.js';

export type {
  FakeAiralo,
  FakeAiraloUsage,
  FakeAiraloWebhookDelivery,
} from './fake-airalo-types.js';

const sign = (secret: string, body: string) =>
  createHmac('sha512', secret).update(body).digest('hex');

/**
 * A local stand-in for the Airalo Partner API v2, answering as its documentation does: POST
 * /token (client credentials, form encoded), GET /packages (paged), POST /orders and
 * /orders-async (the latter answers a request_id and POSTs the order, signed with
 * airalo-signature, to webhook_url when the test says so), GET /orders and /orders/{id}, GET
 * /sims/{iccid}, /usage and /topups, POST /orders/topups, GET /balance. A bad or expired bearer
 * gets 401. Knobs let a test make the next calls fail, rate limit, or answer slowly.
 */
export async function startFakeAiralo(): Promise<FakeAiralo> {
  const clientId = 'fake-airalo-client';
  const clientSecret = randomBytes(16).toString('hex');
  const index = fakeAiraloPackageIndex();
  const validTokens = new Map<string, number>();
  const store = new FakeAiraloOrders();
  const simPackage = store.simPackage;
  const usage = new Map<string, Partial<FakeAiraloUsage>>();
  const asyncRequests = new Map<
    string,
    { payload: Record<string, unknown>; webhookUrl: string; order?: StoredOrder }
  >();
  const failures: { status: number; body: unknown; headers?: Record<string, string> }[] = [];

  const fake = {
    clientId,
    clientSecret,
    tokensIssued: 0,
    ordersPlaced: 0,
    topUpsPlaced: 0,
    requests: [],
    tokenTtlSeconds: 86_400,
    latencyMs: 0,
    insufficientBalance: false,
    balanceUsd: 1000,
    pageSize: 2,
    asyncDelayMs: null,
  } as unknown as FakeAiralo;

  const read = (req: http.IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => resolve(body));
    });
  const json = (
    res: http.ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => {
    if (res.destroyed) return;
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  const ok = (res: http.ServerResponse, data: unknown, meta: object = {}) =>
    json(res, 200, { data, meta: { message: 'success', ...meta } });
  const invalid = (res: http.ServerResponse, field: string, message: string) =>
    json(res, 422, { data: { [field]: message }, meta: { message: 'the parameter is invalid' } });

  function createOrder(p: FakeAiraloPackage, quantity: number, description: string | null) {
    fake.balanceUsd -= p.net_price * quantity;
    return store.createOrder(p, quantity, description);
  }

  /** Validation shared by sync and async orders: an error answered, or the package. */
  function checkOrder(res: http.ServerResponse, body: Record<string, unknown>) {
    const found = index.get(String(body.package_id));
    if (!found || found.pkg.type !== 'sim') {
      invalid(res, 'package_id', 'The selected package id is invalid.');
      return null;
    }
    const quantity = Number(body.quantity ?? 1);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 50) {
      invalid(res, 'quantity', 'The quantity must be between 1 and 50.');
      return null;
    }
    if (fake.insufficientBalance || fake.balanceUsd < found.pkg.net_price * quantity) {
      json(res, 422, { code: 11, reason: 'Insufficient Airalo Credit: top up your balance.' });
      return null;
    }
    return { pkg: found.pkg, quantity };
  }

  async function route(req: http.IncomingMessage, res: http.ServerResponse, raw: string) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname.replace(/^\/v2/, '');
    const m = req.method;
    if (m === 'POST' && path === '/token') {
      const form = new URLSearchParams(raw);
      if (
        form.get('client_id') !== clientId ||
        form.get('client_secret') !== clientSecret ||
        form.get('grant_type') !== 'client_credentials'
      ) {
        return json(res, 401, { data: [], meta: { message: 'Invalid client credentials.' } });
      }
      const token = randomBytes(24).toString('base64url');
      validTokens.set(token, Date.now() + fake.tokenTtlSeconds * 1000);
      fake.tokensIssued++;
      return ok(res, {
        token_type: 'Bearer',
        expires_in: fake.tokenTtlSeconds,
        access_token: token,
      });
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if ((validTokens.get(bearer) ?? 0) < Date.now()) {
      return json(res, 401, { data: [], meta: { message: 'Unauthenticated.' } });
    }
    const failure = failures.shift();
    if (failure) return json(res, failure.status, failure.body, failure.headers);
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    if (m === 'POST' && raw) {
      // Signed bodies, as the SDKs send them: HMAC-SHA512 of the PHP-style JSON.
      const expected = sign(clientSecret, JSON.stringify(body).replace(/\//g, '\\/'));
      if (req.headers['airalo-signature'] !== expected) {
        return json(res, 422, { code: 14, reason: 'Invalid checksum: airalo-signature mismatch' });
      }
    }

    if (m === 'GET' && path === '/balance') {
      return ok(res, {
        balances: {
          name: 'balance',
          availableBalance: { amount: fake.balanceUsd, currency: 'USD' },
        },
      });
    }
    if (m === 'GET' && path === '/packages') {
      const type = url.searchParams.get('filter[type]');
      const withTopups = (url.searchParams.get('include') ?? '').includes('topup');
      const entries = FAKE_AIRALO_CATALOG.filter(
        (e) => !type || e.operators.some((o) => o.type === type),
      ).map((e) => ({
        ...e,
        operators: e.operators.map((o) => ({
          ...o,
          packages: o.packages.filter((p) => withTopups || p.type === 'sim'),
        })),
      }));
      const page = Number(url.searchParams.get('page') ?? 1);
      const lastPage = Math.max(1, Math.ceil(entries.length / fake.pageSize));
      const slice = entries.slice((page - 1) * fake.pageSize, page * fake.pageSize);
      return ok(res, slice, { current_page: page, last_page: lastPage });
    }
    if (m === 'POST' && path === '/orders') {
      const checked = checkOrder(res, body);
      if (!checked) return;
      fake.ordersPlaced++;
      const order = createOrder(
        checked.pkg,
        checked.quantity,
        (body.description as string) ?? null,
      );
      const { status: _status, ...answer } = order;
      return ok(res, answer);
    }
    if (m === 'POST' && path === '/orders-async') {
      if (typeof body.webhook_url !== 'string') {
        return invalid(res, 'webhook_url', 'The webhook url field is required.');
      }
      if (!checkOrder(res, body)) return;
      fake.ordersPlaced++;
      const requestId = randomBytes(19).toString('base64url').slice(0, 25);
      asyncRequests.set(requestId, { payload: body, webhookUrl: body.webhook_url });
      if (fake.asyncDelayMs !== null) {
        // Airalo processes the order on its own time; a failed delivery is the test's to see.
        setTimeout(() => void fake.deliverAsync(requestId).catch(() => {}), fake.asyncDelayMs);
      }
      return ok(res, { request_id: requestId, accepted_at: now() });
    }
    if (m === 'GET' && path === '/orders') {
      const wanted = url.searchParams.get('filter[description]');
      const rows = store.list(wanted);
      return ok(res, rows, { current_page: 1, last_page: 1, total: rows.length });
    }
    const orderMatch = /^\/orders\/(\d+)$/.exec(path);
    if (m === 'GET' && orderMatch) {
      const order = store.orders.find((o) => o.id === Number(orderMatch[1]));
      if (!order)
        return json(res, 404, { data: [], meta: { message: 'messages.resource_not_found' } });
      return ok(res, order);
    }
    if (m === 'POST' && path === '/orders/topups') {
      const iccid = String(body.iccid ?? '');
      const found = index.get(String(body.package_id));
      if (!simPackage.has(iccid)) return invalid(res, 'iccid', 'The selected iccid is invalid.');
      if (!found || found.pkg.type !== 'topup') {
        return invalid(res, 'package_id', 'The selected package id is invalid.');
      }
      if (fake.insufficientBalance || fake.balanceUsd < found.pkg.net_price) {
        return json(res, 422, {
          code: 11,
          reason: 'Insufficient Airalo Credit: top up your balance.',
        });
      }
      fake.topUpsPlaced++;
      fake.balanceUsd -= found.pkg.net_price;
      return ok(res, store.createTopUp(found.pkg, (body.description as string) ?? null));
    }
    const simMatch = /^\/sims\/(\d+)(?:\/(usage|topups))?$/.exec(path);
    if (m === 'GET' && simMatch) {
      const [, iccid, sub] = simMatch;
      const packageId = simPackage.get(iccid);
      if (!packageId)
        return json(res, 404, { data: [], meta: { message: 'messages.resource_not_found' } });
      const { pkg, operator } = index.get(packageId)!;
      if (sub === 'usage') {
        return ok(res, {
          remaining: pkg.is_unlimited ? 0 : pkg.amount,
          total: pkg.is_unlimited ? 0 : pkg.amount,
          expired_at: null,
          is_unlimited: pkg.is_unlimited,
          status: 'NOT_ACTIVE',
          remaining_voice: 0,
          remaining_text: 0,
          total_voice: 0,
          total_text: 0,
          ...usage.get(iccid),
        });
      }
      if (sub === 'topups') {
        return ok(
          res,
          operator.rechargeability ? operator.packages.filter((p) => p.type === 'topup') : [],
        );
      }
      const order = store.bySim(iccid);
      return ok(res, { ...order?.sims.find((s) => s.iccid === iccid), simable: order });
    }
    json(res, 404, { data: [], meta: { message: 'Not found' } });
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      const raw = await read(req);
      fake.requests.push(`${req.method} ${req.url}`);
      if (fake.latencyMs > 0) await new Promise((r) => setTimeout(r, fake.latencyMs));
      try {
        await route(req, res, raw);
      } catch (error) {
        json(res, 500, { data: [], meta: { message: (error as Error).message } });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`;

  fake.failNext = (status, body, times = 1) => {
    for (let i = 0; i < times; i++) failures.push({ status, body });
  };
  fake.rateLimitNext = (seconds) =>
    failures.push({
      status: 429,
      body: { data: [], meta: { message: 'Too Many Attempts.' } },
      headers: { 'retry-after': String(seconds) },
    });
  fake.expireTokens = () => validTokens.clear();
  fake.setUsage = (iccid, u) => usage.set(iccid, { ...usage.get(iccid), ...u });
  fake.pendingAsync = () => [...asyncRequests].filter(([, r]) => !r.order).map(([id]) => id);
  fake.sendWebhook = async (url, payload, badSignature = false) => {
    const body = JSON.stringify(payload);
    const signature = sign(badSignature ? 'not-the-secret' : clientSecret, body);
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'airalo-signature': signature },
      body,
    });
    return { status: res.status, body, signature };
  };
  fake.deliverAsync = async (requestId, options = {}) => {
    const request = asyncRequests.get(requestId);
    if (!request) throw new Error(`fake Airalo: no async request ${requestId}`);
    const { pkg } = index.get(String(request.payload.package_id))!;
    // The order is made once; a repeated delivery carries the same order (Airalo retries).
    request.order ??= createOrder(
      pkg,
      Number(request.payload.quantity ?? 1),
      (request.payload.description as string) ?? null,
    );
    const { status: _status, ...order } = request.order;
    const payload = { data: { ...order, request_id: requestId }, meta: { message: 'success' } };
    const out = [];
    for (let i = 0; i < (options.times ?? 1); i++) {
      out.push(await fake.sendWebhook(request.webhookUrl, payload, options.badSignature));
    }
    return out;
  };
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
