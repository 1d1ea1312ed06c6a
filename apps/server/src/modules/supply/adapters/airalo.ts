import {
  ProviderError,
  type ProviderAdapter,
  type ProviderBalance,
  type ProviderConfig,
  type ProviderOrderState,
  type ProviderPackage,
} from '../provider-adapter.js';
import {
  mapOrder,
  mapPackages,
  mapTopUpPackages,
  mapUsage,
  parseAiraloWebhook,
  toMinor,
  type AiraloOrder,
  type AiraloPackage,
  type AiraloUsage,
} from './airalo-mapping.js';
import { catalogueEntries, hasNextPage, type AiraloPage } from './airalo-pages.js';
import { airaloFailure, hmacHex, phpJson, verifyAiraloSignature } from './airalo-http.js';

/**
 * The Airalo Partner API v2 adapter. Sources (each checked against Airalo's own SDKs,
 * Airalo/airalo-nodejs-sdk and Airalo/airalo-php-sdk, src/constants/ApiConstants.*):
 * - base URL: https://partners-api.airalo.com/v2, the one host of both SDKs since "decomission
 *   sandbox (AP-6785)" removed sandbox-partners-api.airalo.com; sandbox is a mode of the partner
 *   account (developers.partners.airalo.com/sandbox-mode-2114305m0). A provider's API Address
 *   (config.baseUrl: a regional host, a company proxy, a local fake) replaces it.
 * - POST /token, form fields client_id, client_secret, grant_type=client_credentials, answers
 *   {data: {access_token, expires_in, token_type}}; valid 24 h and limited to 3 requests a minute
 *   (developers.partners.airalo.com/request-access-token-11883021e0): hence the cache.
 * - errors: developers.partners.airalo.com/error-handling-780831m0 (422 with code and reason;
 *   429 with Retry-After, documented on get-data-usage-11883030e0; 5xx).
 * - airalo-signature: HMAC-SHA512, hex, of the JSON body with the client secret (webhook
 *   definition page; Airalo/airalo-nodejs-sdk src/helpers/Signature.js).
 * The test-support fake answers with these pages' example bodies (fake-providers/fixtures/airalo)
 * and airalo.contract.test.ts holds the adapter to them.
 */

export const AIRALO_BASE_URL = 'https://partners-api.airalo.com/v2';

/**
 * GET /packages: "Set the limit parameter to a high value (e.g., 1,000) to fetch all packages in a
 * single request" (get-packages-11883036e0); further pages are still followed if Airalo pages.
 */
const PACKAGES_PAGE_SIZE = 1000;
const MAX_PAGES = 1000;

/** "quantity: Required. The quantity of items in the order. Maximum of 50." (submit-order). */
export const AIRALO_MAX_ORDER_QUANTITY = 50;

/** Refresh a token this long before Airalo says it expires, so no call races its expiry. */
const TOKEN_MARGIN_MS = 60_000;

type Json = Record<string, unknown>;

export function createAiraloAdapter(config: ProviderConfig): ProviderAdapter {
  const base = (config.baseUrl || AIRALO_BASE_URL).replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? 15_000;
  const { clientId, clientSecret } = config.credentials;
  const webhookSecret = config.credentials.webhookSecret ?? clientSecret;
  let token: { value: string; expiresAt: number } | null = null;
  // Concurrent calls share one token request (the endpoint allows 3 a minute).
  let tokenRequest: Promise<string> | null = null;

  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      await config.pacer?.turn(url);
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      await config.pacer?.answered(url, res);
      return res;
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      const name = (error as Error).name;
      const why =
        name === 'TimeoutError' || name === 'AbortError'
          ? `Airalo did not answer within ${timeoutMs} ms`
          : `Airalo unreachable: ${(error as Error).message}`;
      throw new ProviderError(why, true);
    }
  }

  async function readBody(res: Response): Promise<unknown> {
    const text = await res.text().catch(() => '');
    try {
      return text ? JSON.parse(text) : null;
    } catch {
      return text;
    }
  }

  const failure = (res: Response, body: unknown) => airaloFailure(res.status, res.headers, body);

  async function fetchToken(): Promise<string> {
    const res = await send(`${base}/token`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: clientId,
        client_secret: clientSecret,
        grant_type: 'client_credentials',
      }).toString(),
    });
    const body = (await readBody(res)) as Json | null;
    if (!res.ok) throw failure(res, body);
    const data = (body?.data ?? body ?? {}) as Json;
    if (typeof data.access_token !== 'string') {
      throw new ProviderError('Airalo token answer had no access_token', true, res.status);
    }
    const expiresIn = typeof data.expires_in === 'number' ? data.expires_in : 86_400;
    // The margin never eats a short-lived token whole (a tenth of its life at most).
    const margin = Math.min(TOKEN_MARGIN_MS, expiresIn * 100);
    token = { value: data.access_token, expiresAt: Date.now() + expiresIn * 1000 - margin };
    return token.value;
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    tokenRequest ??= fetchToken().finally(() => (tokenRequest = null));
    return tokenRequest;
  }

  /** An authorised call; a 401 drops the token and signs in again once (it may be revoked). */
  async function call<T>(method: 'GET' | 'POST', path: string, payload?: Json): Promise<T> {
    const body = payload ? JSON.stringify(payload) : undefined;
    for (let attempt = 0; ; attempt++) {
      const bearer = await accessToken();
      const headers: Record<string, string> = {
        accept: 'application/json',
        authorization: `Bearer ${bearer}`,
      };
      if (body) {
        headers['content-type'] = 'application/json';
        // The SDKs sign order and top-up bodies; Airalo answers code 14 "Invalid checksum" else.
        headers['airalo-signature'] = hmacHex(clientSecret, phpJson(body) ?? body);
      }
      const res = await send(`${base}${path}`, { method, headers, body });
      const parsed = await readBody(res);
      if (res.status === 401 && attempt === 0) {
        token = null;
        continue;
      }
      if (!res.ok) throw failure(res, parsed);
      return parsed as T;
    }
  }

  async function balance(): Promise<ProviderBalance | null> {
    // GET /balance (developers.partners.airalo.com/get-balance-11883045e0):
    // {data: {balances: {availableBalance: {amount, currency}}}}
    const body = await call<{
      data?: { balances?: { availableBalance?: { amount: number; currency: string } } };
    }>('GET', '/balance');
    const available = body.data?.balances?.availableBalance;
    if (!available) return null;
    return { amountMinor: toMinor(available.amount), currency: available.currency ?? 'USD' };
  }

  async function getOrder(orderRef: string): Promise<ProviderOrderState> {
    if (!/^\d+$/.test(orderRef)) {
      // An async order's ref is its request id, which no endpoint looks up: it stays pending
      // until its webhook arrives (or findOrder finds it by our reference).
      return { state: 'pending', orderRef };
    }
    // GET /orders/{id}?include=sims,status (get-order-11883023e0).
    const body = await call<{ data: AiraloOrder }>(
      'GET',
      `/orders/${encodeURIComponent(orderRef)}?include=sims,status`,
    );
    return mapOrder(body.data);
  }

  /**
   * GET /orders?filter[description]= (get-order-list-11883022e0): "a like search using the format
   * '%DESCRIPTION%'", eSIM orders and top-ups alike; the callers keep exact matches only.
   */
  async function ordersDescribed(reference: string): Promise<AiraloOrder[]> {
    const query = new URLSearchParams({
      'filter[description]': reference,
      include: 'sims,status',
      limit: '50',
    });
    const body = await call<{ data?: AiraloOrder[] }>('GET', `/orders?${query.toString()}`);
    return Array.isArray(body.data) ? body.data : [];
  }

  return {
    kind: 'airalo',

    async testConnection() {
      return { balance: await balance() };
    },

    balance,

    async listPackages() {
      // Top-up packages come only with include=topup, which we leave out. From page 2 on, `data`
      // is an object keyed by the entry's index (catalogueEntries reads both); pages are asked by
      // number (links.next names Airalo's own host, not an API Address in front of it).
      const packages = new Map<string, ProviderPackage>();
      const seen = new Set<string>();
      for (let page = 1; page <= MAX_PAGES; page++) {
        const body = await call<AiraloPage>(
          'GET',
          `/packages?limit=${PACKAGES_PAGE_SIZE}&page=${page}`,
        );
        const entries = catalogueEntries(body.data).filter((e) => !seen.has(e.slug));
        for (const e of entries) seen.add(e.slug);
        for (const p of mapPackages(entries)) packages.set(p.code, p);
        // An empty page, or one of entries seen before (a server ignoring `page`), ends it too.
        if (!entries.length || !hasNextPage(body, page)) break;
      }
      return [...packages.values()];
    },

    maxOrderQuantity: AIRALO_MAX_ORDER_QUANTITY,

    async order({ packageCode, quantity, reference }) {
      // Our reference travels as the order's description, which the order list can filter by:
      // after a timeout or 5xx (retryable, but the order may exist) findOrder says whether it does.
      const payload: Json = {
        package_id: packageCode,
        quantity,
        type: 'sim',
        description: reference,
      };
      if (config.webhookUrl) {
        // POST /orders-async (submit-order-async-11883025e0) answers {data: {request_id,
        // accepted_at}}; the order itself arrives on webhook_url.
        const body = await call<{ data?: { request_id?: string } }>('POST', '/orders-async', {
          ...payload,
          webhook_url: config.webhookUrl,
        });
        const requestId = body.data?.request_id;
        if (!requestId) throw new ProviderError('Airalo async order: no request_id', true);
        return { state: 'pending', orderRef: requestId };
      }
      // POST /orders (submit-order-11883024e0) answers the order with its sims.
      const body = await call<{ data: AiraloOrder }>('POST', '/orders', payload);
      return mapOrder(body.data);
    },

    getOrder,

    async findOrder(reference) {
      const match = (await ordersDescribed(reference)).find(
        (o) => (o.type ?? 'sim') === 'sim' && o.description === reference,
      );
      return match ? mapOrder(match) : null;
    },

    async findTopUp(reference) {
      // A top-up takes no idempotency key: after a timeout or 5xx the order list says whether it
      // was made (its description is our reference) before anything is bought again.
      const match = (await ordersDescribed(reference)).find(
        (o) => o.type === 'topup' && o.description === reference,
      );
      if (!match) return null;
      const status = match.status?.slug?.toLowerCase();
      return status === 'failed' || status === 'refunded' ? null : { orderRef: String(match.id) };
    },

    async usage(iccid) {
      // GET /sims/{iccid}/usage; Airalo caches it ~15-20 min and answers 429 if asked sooner.
      const body = await call<{ data: AiraloUsage }>(
        'GET',
        `/sims/${encodeURIComponent(iccid)}/usage`,
      );
      return mapUsage(iccid, body.data);
    },

    async topUpPackages(iccid) {
      // GET /sims/{iccid}/topups (get-top-up-package-list-11883031e0): {data: [package...]}.
      const body = await call<{ data?: AiraloPackage[] }>(
        'GET',
        `/sims/${encodeURIComponent(iccid)}/topups`,
      );
      return mapTopUpPackages(body.data ?? []);
    },

    async topUp({ iccid, packageCode, reference }) {
      // POST /orders/topups (submit-top-up-order-11883026e0). Airalo takes no idempotency key;
      // the description carries our reference, which findTopUp looks for before a retry.
      const body = await call<{ data: { id: number | string } }>('POST', '/orders/topups', {
        package_id: packageCode,
        iccid,
        description: reference,
      });
      return { orderRef: String(body.data.id) };
    },

    verifyWebhook(rawBody, headers) {
      const header = headers['airalo-signature'] ?? headers['Airalo-Signature'];
      const given = Array.isArray(header) ? header[0] : header;
      if (!given || !rawBody) return false;
      return verifyAiraloSignature(webhookSecret, rawBody, given);
    },

    parseWebhook: parseAiraloWebhook,
  };
}
