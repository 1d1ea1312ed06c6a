import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerApi, FakeAiraloState, signBody } from './fake-airalo-api.js';
import { defaultAiraloCatalogue } from './fake-airalo-catalog.js';
import { airaloErrorBody, airaloExample, airaloInvalid, type Doc } from './fake-airalo-fixtures.js';
import { submitAnswer } from './fake-airalo-orders.js';
import type { FakeAiralo } from './fake-airalo-types.js';

export type {
  FakeAiralo,
  FakeAiraloUsage,
  FakeAiraloWebhookDelivery,
} from './fake-airalo-types.js';

/**
 * A local stand-in for the Airalo Partner API v2, written from its documentation: every answer
 * is a documented example body (fixtures/airalo/, with the page each comes from) with the fake's
 * own ids, prices and sims put in. POST /token (client credentials); GET /packages, paged, page 2
 * and beyond an object keyed by the entry's index; POST /orders and /orders-async (the latter
 * POSTs the order, signed with airalo-signature, to webhook_url when the test says so); GET
 * /orders (LIKE filter on description, eSIM orders and top-ups) and /orders/{id}; GET
 * /sims/{iccid}, /usage and /topups; POST /orders/topups; GET /balance. Signed bodies are checked
 * (code 14), orders over 50 eSIMs refused as documented. Knobs let a test make the next calls
 * fail, rate limit, lose an answer after a purchase, or answer slowly.
 */
export async function startFakeAiralo(): Promise<FakeAiralo> {
  const fake = {
    clientId: 'fake-airalo-client',
    clientSecret: randomBytes(16).toString('hex'),
    tokensIssued: 0,
    ordersPlaced: 0,
    topUpsPlaced: 0,
    requests: [],
    tokenTtlSeconds: airaloExample('token').data.expires_in as number,
    latencyMs: 0,
    insufficientBalance: false,
    balanceUsd: 1000,
    maxPageSize: null,
    asyncDelayMs: null,
  } as unknown as FakeAiralo;
  const s = new FakeAiraloState(fake);
  s.setCatalogue(defaultAiraloCatalogue());

  const read = (req: http.IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => resolve(body));
    });
  const send = (
    res: http.ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => {
    if (res.destroyed) return;
    const json = typeof body !== 'string';
    res.writeHead(status, {
      'content-type': json ? 'application/json' : 'text/plain',
      ...headers,
    });
    res.end(json ? JSON.stringify(body) : body);
  };
  const unauthenticated = (res: http.ServerResponse) =>
    send(res, 401, { message: 'Unauthenticated.' });

  function token(res: http.ServerResponse, form: URLSearchParams) {
    if (form.get('client_id') !== fake.clientId) {
      return send(res, 422, airaloExample('token-422'));
    }
    if (form.get('grant_type') !== 'client_credentials') {
      return send(res, 422, airaloInvalid({ grant_type: 'The selected grant type is invalid.' }));
    }
    if (form.get('client_secret') !== fake.clientSecret) return unauthenticated(res);
    const value = randomBytes(24).toString('base64url');
    s.tokens.set(value, Date.now() + fake.tokenTtlSeconds * 1000);
    fake.tokensIssued++;
    const answer = airaloExample('token');
    answer.data = { ...answer.data, expires_in: fake.tokenTtlSeconds, access_token: value };
    send(res, 200, answer);
  }

  function parse(req: http.IncomingMessage, raw: string): Doc {
    if (!raw) return {};
    if ((req.headers['content-type'] ?? '').includes('application/json')) {
      return JSON.parse(raw) as Doc;
    }
    return Object.fromEntries(new URLSearchParams(raw));
  }

  async function route(req: http.IncomingMessage, res: http.ServerResponse, raw: string) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'POST' && url.pathname.replace(/^\/v2/, '') === '/token') {
      return token(res, new URLSearchParams(raw));
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if ((s.tokens.get(bearer) ?? 0) < Date.now()) return unauthenticated(res);
    const failure = s.failures.shift();
    if (failure) return send(res, failure.status, failure.body, failure.headers);
    if (req.method === 'POST' && raw) {
      // Signed bodies, as the SDKs send them: HMAC-SHA512 of the PHP-style JSON.
      const expected = signBody(
        fake.clientSecret,
        JSON.stringify(parse(req, raw)).replace(/\//g, '\\/'),
      );
      if (req.headers['airalo-signature'] !== expected) {
        return send(res, 422, airaloErrorBody(14, 'airalo-signature mismatch'));
      }
    }
    const answer = answerApi(s, req, url, parse(req, raw));
    if (answer === 'hang') return; // the purchase is made; its answer never comes
    send(res, answer.status, answer.body, answer.headers);
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      const raw = await read(req);
      fake.requests.push(`${req.method} ${req.url}`);
      if (fake.latencyMs > 0) await new Promise((r) => setTimeout(r, fake.latencyMs));
      try {
        await route(req, res, raw);
      } catch (error) {
        send(res, 500, { message: (error as Error).message });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`;

  fake.setCatalogue = (entries) => s.setCatalogue(entries);
  fake.failNext = (status, body, times = 1) => {
    for (let i = 0; i < times; i++) s.failures.push({ status, body });
  };
  fake.failWithCode = (code, additional) =>
    s.failures.push({ status: 422, body: airaloErrorBody(code, additional) });
  fake.rateLimitNext = (seconds) =>
    s.failures.push({
      status: 429,
      body: airaloExample('too-many-attempts-429'),
      headers: seconds === null ? {} : { 'retry-after': String(seconds) },
    });
  fake.failAfterNextWrite = (after) => s.afterWrites.push(after);
  fake.expireTokens = () => s.tokens.clear();
  fake.setUsage = (iccid, u) => s.usage.set(iccid, { ...s.usage.get(iccid), ...u });
  fake.pendingAsync = () => [...s.asyncRequests].filter(([, r]) => !r.order).map(([id]) => id);
  fake.sendWebhook = async (url, payload, badSignature = false) => {
    const body = JSON.stringify(payload);
    const signature = signBody(badSignature ? 'not-the-secret' : fake.clientSecret, body);
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'airalo-signature': signature },
      body,
    });
    return { status: res.status, body, signature };
  };
  fake.deliverAsync = async (requestId, options = {}) => {
    const request = s.asyncRequests.get(requestId);
    if (!request) throw new Error(`fake Airalo: no async request ${requestId}`);
    // The order is made once; a repeated delivery carries the same order (Airalo retries). Its
    // body is the regular order's plus request_id (future-orders page, "What is the format").
    request.order ??= s.createOrder(
      String(request.payload.package_id),
      Number(request.payload.quantity ?? 1),
      (request.payload.description as string) ?? null,
    );
    const payload = {
      data: { ...submitAnswer(request.order), request_id: requestId },
      meta: { message: 'success' },
    };
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
