import type { FakeAiraloEntry } from './fake-airalo-catalog.js';

/**
 * What a test sees of the fake Airalo Partner API (fake-airalo.ts): its address and
 * credentials, counters to assert on, and the knobs that make it fail, throttle or dawdle.
 */
export interface FakeAiraloUsage {
  remaining: number;
  total: number;
  status: string;
  expired_at: string | null;
  is_unlimited: boolean;
}

export interface FakeAiraloWebhookDelivery {
  status: number;
  body: string;
  signature: string;
}

/** What a write (an order, an async order, a top-up) does after it is made, instead of answering. */
export type FakeAiraloAfterWrite = { status: number; body?: unknown } | { hangMs: number };

export interface FakeAiralo {
  /** Where the fake listens, `http://127.0.0.1:<port>/v2`: what a provider's API address names. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Tokens issued by POST /token. */
  tokensIssued: number;
  /** Orders accepted (sync and async): what a test counts to prove "exactly N orders". */
  ordersPlaced: number;
  topUpsPlaced: number;
  /** Every request: method and path with query. */
  requests: string[];
  /** Token lifetime the fake announces (expires_in), seconds; the documented example's by default. */
  tokenTtlSeconds: number;
  /** Delay before every answer, ms. */
  latencyMs: number;
  /** Orders and top-ups answer 422 code 11 "Insufficient Airalo Credit". */
  insufficientBalance: boolean;
  /** The account's credit, USD; orders are paid from it. */
  balanceUsd: number;
  /**
   * The most entries a page of GET /packages holds whatever `limit` asks (null: `limit` as asked):
   * a server that pages a large catalogue anyway, so page 2 (object-shaped) is reached.
   */
  maxPageSize: number | null;
  /** When set, an async order is delivered by itself this long after it is accepted (else a test calls deliverAsync). */
  asyncDelayMs: number | null;
  /** The catalogue GET /packages lists (the default one until a test sets another). */
  setCatalogue(entries: FakeAiraloEntry[]): void;
  /** The next `times` API calls (not /token) answer this. */
  failNext(status: number, body: unknown, times?: number): void;
  /** The next API call answers 422 with a documented error code (error-handling page). */
  failWithCode(code: number, additional?: string): void;
  /** The next API call answers 429 "Too Many Attempts.", with Retry-After when seconds are given. */
  rateLimitNext(retryAfterSeconds: number | null): void;
  /**
   * The next order, async order or top-up is made (and paid), and then answered `status` (a 5xx)
   * or not answered for `hangMs` (the caller times out): the answer lost after the purchase.
   */
  failAfterNextWrite(after: FakeAiraloAfterWrite): void;
  /** Revokes every token issued so far (the next call gets 401). */
  expireTokens(): void;
  setUsage(iccid: string, usage: Partial<FakeAiraloUsage>): void;
  /** Async requests accepted but not yet delivered. */
  pendingAsync(): string[];
  /** Makes the async order and POSTs it to its webhook_url `times` times (default once). */
  deliverAsync(
    requestId: string,
    options?: { times?: number; badSignature?: boolean },
  ): Promise<FakeAiraloWebhookDelivery[]>;
  /** POSTs any body to a URL signed as Airalo signs (a low-data notification, say). */
  sendWebhook(
    url: string,
    payload: unknown,
    badSignature?: boolean,
  ): Promise<FakeAiraloWebhookDelivery>;
  close(): Promise<void>;
}
