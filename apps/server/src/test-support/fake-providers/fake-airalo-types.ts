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

export interface FakeAiralo {
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
  /** Token lifetime the fake announces (expires_in), seconds. */
  tokenTtlSeconds: number;
  /** Delay before every answer, ms. */
  latencyMs: number;
  /** Orders and top-ups answer 422 code 11 "Insufficient Airalo Credit". */
  insufficientBalance: boolean;
  /** The account's credit, USD; orders are paid from it. */
  balanceUsd: number;
  /** Packages per page (countries per page) of GET /packages. */
  pageSize: number;
  /** When set, an async order is delivered by itself this long after it is accepted (else a test calls deliverAsync). */
  asyncDelayMs: number | null;
  /** The next `times` API calls (not /token) answer this. */
  failNext(status: number, body: unknown, times?: number): void;
  /** The next API call answers 429 with Retry-After. */
  rateLimitNext(retryAfterSeconds: number): void;
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
