import type { PackageCoverage, ProviderKind } from '@wander/contract';

/**
 * Upstream eSIM providers (issue 27): one interface every supplier's adapter implements, so the
 * supply model (sync, buying on payment, usage, top-ups, webhooks) never names a provider.
 * Adapters speak the provider's own API (Airalo Partner API, eSIM Access, the in-app Demo
 * Supplier) and translate it into these shapes; amounts are integer minor units.
 */

export { PROVIDER_KINDS, type ProviderKind } from '@wander/contract';

/** Credentials as the distributor typed them (kept encrypted at rest, never sent back). */
export interface ProviderCredentials {
  /** Airalo: client_id. eSIM Access: access code (RT-AccessCode). Demo: anything. */
  clientId: string;
  /** Airalo: client_secret. eSIM Access: secret key (signs requests, verifies webhooks). */
  clientSecret: string;
  /** The secret that signs the provider's webhooks, when it differs from clientSecret. */
  webhookSecret?: string;
}

export interface ProviderConfig {
  credentials: ProviderCredentials;
  /**
   * The provider's API Address: replaces its documented base URL (a regional host, a company
   * proxy, a local fake). There is no sandbox/live switch: a sandbox is a mode of the account.
   */
  baseUrl?: string;
  /** Per-call timeout, ms (default 15,000). */
  timeoutMs?: number;
  /**
   * Timeout of the call that lists the whole catalogue, ms (default 120,000): eSIM Access answers
   * its package list in one unpaged answer that can take over 30 s.
   */
  catalogTimeoutMs?: number;
  /**
   * Where the provider should POST the result of an asynchronous order (Airalo `orders-async`
   * webhook_url). Optional: without it, providers that can answer synchronously do so.
   */
  webhookUrl?: string;
  /**
   * Paces the account's calls by the provider's documented limits, shared by every process
   * (pacing.ts); the adapter sends each HTTP call through it. None: calls go out at once.
   */
  pacer?: ProviderPacer;
}

/**
 * The pacing of one provider account (pacing.ts): `turn` resolves when a call to `url` may go
 * (or throws a retryable ProviderError when it would wait too long); `answered` reads the answer
 * (a 429 pauses the call's class until its Retry-After).
 */
export interface ProviderPacer {
  turn(url: string): Promise<void>;
  answered(url: string, res: Response): Promise<void>;
}

/** A package the provider sells, as Wander imports it as a product variant. */
export interface ProviderPackage {
  /** The provider's id of the package (Airalo package id, eSIM Access packageCode). */
  code: string;
  name: string;
  /** ISO 3166-1 alpha-2, upper case; several for a regional or global package. */
  countries: string[];
  /** The provider's name of the region for a multi-country package, else null. */
  region: string | null;
  days: number;
  /** Data in MB (a day pass: per day); null when unlimited. */
  dataMb: number | null;
  isDayPass: boolean;
  /** Operator names, as the provider lists them. */
  networks: string[];
  /**
   * The operators per country with their network type, where the provider lists them so
   * (Airalo coverages, eSIM Access locationNetworkList); empty otherwise.
   */
  coverage: PackageCoverage[];
  /** Whether an eSIM of this package can be topped up later. */
  topUpable: boolean;
  /**
   * Whether the provider says a hotspot (tethering) is allowed; null when its package list does
   * not say (neither Airalo's nor eSIM Access's has such a field).
   */
  hotspot: boolean | null;
  /** What it costs us, integer minor units, in `currency`. */
  costMinor: number;
  currency: string;
}

/** One eSIM as a provider hands it over; stored exactly as imported stock is. */
export interface ProviderEsim {
  iccid: string;
  /** The full LPA string, `LPA:1$<smdp address>$<matching id>` (what the QR code encodes). */
  activationCode: string;
  smdpAddress: string;
  matchingId: string;
  /** The provider's own QR image URL when it gives one (we render our own from activationCode). */
  qrCodeUrl?: string | null;
}

/** What a provider order is: done with its eSIMs, still being made (async), or refused. */
export type ProviderOrderState =
  | {
      state: 'completed';
      orderRef: string;
      esims: ProviderEsim[];
      costMinor?: number;
      currency?: string;
    }
  | { state: 'pending'; orderRef: string }
  | { state: 'failed'; orderRef: string | null; reason: string };

export interface ProviderOrderRequest {
  packageCode: string;
  quantity: number;
  /**
   * Our idempotency key for this purchase (a purchase-order line's id; `<id>/2`, `<id>/3` ... for
   * the further orders of a line larger than the provider's maxOrderQuantity). Sent to the provider
   * where its API takes one (eSIM Access transactionId; Airalo: description), so that
   * findOrder(reference) can recover an order whose answer a crash lost.
   */
  reference: string;
}

export interface ProviderUsage {
  iccid: string;
  /** Cumulative data used, MB. */
  usedMb: number;
  /** Total data of the plan(s) on the eSIM, MB; null when unlimited or unknown. */
  totalMb: number | null;
  remainingMb: number | null;
  /** When the plan expires, ISO 8601, when known. */
  expiresAt: string | null;
  /** The provider's status word for the eSIM/plan (e.g. ACTIVE, FINISHED, NOT_ACTIVE), if given. */
  status: string | null;
}

export interface ProviderBalance {
  amountMinor: number;
  currency: string;
}

/**
 * What a webhook tells us, provider-neutral. `eventKey` identifies the event so a repeated
 * delivery is applied once (the provider's own id, else a hash of the body).
 */
export type ProviderWebhookEvent =
  | {
      kind: 'order';
      eventKey: string;
      orderRef: string;
      reference: string | null;
      result: ProviderOrderState;
    }
  | { kind: 'usage'; eventKey: string; usage: ProviderUsage }
  | { kind: 'esim-status'; eventKey: string; iccid: string; status: string }
  | { kind: 'ignored'; eventKey: string; reason: string };

/**
 * A failed call. `retryable`: worth trying again later (network error, timeout, 429, 5xx);
 * otherwise permanent (bad credentials, unknown package, insufficient provider balance).
 * `retryAfterSeconds` when the provider said (429 Retry-After).
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status: number | null = null,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface ProviderAdapter {
  readonly kind: ProviderKind;
  /** Signs in (where the API needs it) and answers the balance: "Test connection". */
  testConnection(): Promise<{ balance: ProviderBalance | null }>;
  balance(): Promise<ProviderBalance | null>;
  /** Every package the account may buy (all pages), top-up packages excluded. */
  listPackages(): Promise<ProviderPackage[]>;
  /**
   * The most eSIMs one order may hold (Airalo: 50), when the provider has a limit: a larger line
   * is bought as several orders (procure-line.ts).
   */
  readonly maxOrderQuantity?: number;
  /** Buys `quantity` eSIMs of a package; async providers answer 'pending'. */
  order(request: ProviderOrderRequest): Promise<ProviderOrderState>;
  /** The order as the provider has it now (polling an async order). */
  getOrder(orderRef: string): Promise<ProviderOrderState>;
  /**
   * The order placed with this reference, if the provider has one (crash recovery). null also
   * when the provider's order call is itself idempotent on the reference (eSIM Access's
   * transactionId): the caller then sends the same order again, which answers the first one.
   */
  findOrder(reference: string): Promise<ProviderOrderState | null>;
  usage(iccid: string): Promise<ProviderUsage>;
  /** The top-up packages the provider offers for this eSIM. */
  topUpPackages(iccid: string): Promise<ProviderPackage[]>;
  /**
   * The top-up placed with this reference, if the provider has one: asked before a top-up is sent
   * again where the API takes no idempotency key (Airalo), so a lost answer never buys twice.
   */
  findTopUp?(reference: string): Promise<{ orderRef: string } | null>;
  /** Buys a top-up package for an eSIM; idempotent on `reference` where the API allows. */
  topUp(request: {
    iccid: string;
    packageCode: string;
    reference: string;
  }): Promise<{ orderRef: string }>;
  /**
   * True when the notice proves it came from the provider: its signature header(s) over the raw
   * body, or (a provider that signs nothing) its sender address, the client address of the
   * request as the trusted proxy reported it (TRUST_PROXY).
   */
  verifyWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
    senderIp?: string,
  ): boolean;
  /** The events in a verified webhook body. */
  parseWebhook(rawBody: string): ProviderWebhookEvent[];
}
