import { createHash } from 'node:crypto';
import type {
  ProviderEsim,
  ProviderOrderState,
  ProviderPackage,
  ProviderUsage,
  ProviderWebhookEvent,
} from '../provider-adapter.js';

/**
 * Airalo Partner API v2 shapes and their translation into the provider-neutral ones. Sources:
 * - packages: developers.partners.airalo.com/get-packages-11883036e0, and the flattening in
 *   Airalo/airalo-nodejs-sdk src/services/PackagesService.js (countries -> operators -> packages)
 * - orders and sims: developers.partners.airalo.com/submit-order-11883024e0, get-order-list-
 *   11883022e0, get-esim-11883052e0; example bodies in Airalo/airalo-php-sdk README.md
 * - usage: developers.partners.airalo.com/get-usage-data-text-voice-11883030e0 and
 *   Airalo/airalo-nodejs-sdk src/Airalo.d.ts (SimUsageResponse)
 * - webhooks: developers.partners.airalo.com/webhook-definition-1380483m0 (async order, low data,
 *   credit limit) and future-orders-14455445e0 ("same as the regular order plus request_id")
 */

export interface AiraloPackage {
  id: string;
  type: 'sim' | 'topup';
  title: string;
  price: number;
  net_price?: number | null;
  /** MB; 0 on unlimited packages. */
  amount: number;
  day: number;
  is_unlimited: boolean;
  data?: string;
  is_fair_usage_policy?: boolean;
  fair_usage_policy?: string | null;
}

export interface AiraloOperator {
  title: string;
  type?: 'local' | 'global';
  rechargeability?: boolean;
  countries?: { country_code: string; title?: string }[];
  /** Per country (`name` and `code`: its ISO code), the networks and their types ("5G"). */
  coverages?: { name: string; code?: string; networks?: { name: string; types?: string[] }[] }[];
  packages: AiraloPackage[];
}

export interface AiraloCountryEntry {
  slug: string;
  /** Empty for a regional or global entry. */
  country_code?: string;
  title: string;
  operators: AiraloOperator[];
}

export interface AiraloSim {
  iccid: string;
  lpa: string;
  matching_id: string;
  qrcode?: string | null;
  qrcode_url?: string | null;
}

export interface AiraloOrder {
  id: number | string;
  code?: string;
  /** "sim" or "topup" (the order list holds both). */
  type?: string;
  currency?: string;
  package_id?: string;
  quantity?: number;
  description?: string | null;
  price?: number | string;
  net_price?: number | string | null;
  /** Only with include=status on GET /orders/{id} and the order list. */
  status?: { slug?: string; name?: string } | null;
  sims?: AiraloSim[];
}

/** USD decimals -> integer cents, half up; toFixed first so 10.125 is not 1012.4999... */
export function toMinor(amount: number | string | null | undefined): number {
  const value = Number(amount ?? 0);
  return Math.round(Number((value * 100).toFixed(6)));
}

/** Airalo writes times as "2024-05-14 11:48:47", UTC (future-orders docs: "always in UTC"). */
export function toIso(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

function mapPackage(
  pkg: AiraloPackage,
  operator: AiraloOperator,
  entry: AiraloCountryEntry | null,
): ProviderPackage {
  const countries = [
    ...new Set(
      (operator.countries ?? [])
        .map((c) => c.country_code.toUpperCase())
        .concat(entry?.country_code ? [entry.country_code.toUpperCase()] : []),
    ),
  ];
  const networks = [
    ...new Set((operator.coverages ?? []).flatMap((c) => (c.networks ?? []).map((n) => n.name))),
  ];
  const coverage = (operator.coverages ?? []).flatMap((c) => {
    const country = (c.code ?? c.name).toUpperCase();
    if (!/^[A-Z]{2}$/.test(country) || !c.networks?.length) return [];
    const operators = c.networks.map((n) => ({ name: n.name, type: n.types?.join('/') || null }));
    return [{ country, operators }];
  });
  return {
    code: pkg.id,
    name: pkg.title,
    countries,
    // A regional/global entry (Europe, Discover Global) has no country_code of its own.
    region: countries.length > 1 || (entry && !entry.country_code) ? (entry?.title ?? null) : null,
    days: pkg.day,
    // Unlimited packages report amount 0 (usage docs: "remaining, total and amount default to 0").
    dataMb: pkg.is_unlimited ? null : pkg.amount,
    // Airalo has no separate "day pass" flag: its unlimited packages are what we sell as one.
    isDayPass: pkg.is_unlimited,
    networks: networks.length ? networks : [operator.title],
    coverage,
    topUpable: operator.rechargeability ?? false,
    // Airalo's package list has no hotspot field (Attribute descriptions): not stated.
    hotspot: null,
    // net_price is what the partner pays under the net pricing model; price otherwise.
    costMinor: toMinor(pkg.net_price ?? pkg.price),
    currency: 'USD',
  };
}

/** Every eSIM package of a GET /packages page; top-up packages (type "topup") left out. */
export function mapPackages(entries: AiraloCountryEntry[]): ProviderPackage[] {
  return entries.flatMap((entry) =>
    entry.operators.flatMap((operator) =>
      operator.packages
        .filter((pkg) => pkg.type !== 'topup')
        .map((pkg) => mapPackage(pkg, operator, entry)),
    ),
  );
}

/** GET /sims/{iccid}/topups answers bare packages (no operator): coverage is the eSIM's. */
export function mapTopUpPackages(packages: AiraloPackage[]): ProviderPackage[] {
  return packages.map((pkg) => ({
    ...mapPackage(pkg, { title: 'Airalo', packages: [], rechargeability: true }, null),
    networks: [],
    coverage: [],
  }));
}

export function mapSim(sim: AiraloSim): ProviderEsim {
  const built = `LPA:1$${sim.lpa}$${sim.matching_id}`;
  return {
    iccid: sim.iccid,
    // Airalo's qrcode field is the LPA string itself (e.g. "LPA:1$lpa.airalo.com$TEST").
    activationCode: sim.qrcode?.startsWith('LPA:') ? sim.qrcode : built,
    smdpAddress: sim.lpa,
    matchingId: sim.matching_id,
    qrCodeUrl: sim.qrcode_url ?? null,
  };
}

/** An Airalo order (sync answer, GET /orders/{id}, list row, async webhook) as our state. */
export function mapOrder(order: AiraloOrder): ProviderOrderState {
  const orderRef = String(order.id);
  const status = order.status?.slug?.toLowerCase();
  if (status === 'failed' || status === 'refunded') {
    return { state: 'failed', orderRef, reason: order.status?.name ?? status };
  }
  const sims = order.sims ?? [];
  if (!sims.length) return { state: 'pending', orderRef };
  return {
    state: 'completed',
    orderRef,
    esims: sims.map(mapSim),
    // The order's price is its total (the PHP SDK README shows quantity 1 at the package price).
    costMinor: toMinor(order.net_price ?? order.price),
    currency: order.currency ?? 'USD',
  };
}

export interface AiraloUsage {
  remaining?: number | null;
  total?: number | null;
  expired_at?: string | null;
  is_unlimited?: boolean;
  status?: string | null;
}

export function mapUsage(iccid: string, data: AiraloUsage): ProviderUsage {
  if (data.is_unlimited) {
    // Totals are 0 on unlimited plans and "should be ignored" (usage docs).
    return {
      iccid,
      usedMb: 0,
      totalMb: null,
      remainingMb: null,
      expiresAt: toIso(data.expired_at),
      status: data.status ?? null,
    };
  }
  const total = data.total ?? null;
  const remaining = data.remaining ?? null;
  return {
    iccid,
    usedMb: total !== null && remaining !== null ? Math.max(0, total - remaining) : 0,
    totalMb: total,
    remainingMb: remaining,
    expiresAt: toIso(data.expired_at),
    status: data.status ?? null,
  };
}

function bodyHash(rawBody: string): string {
  return createHash('sha256').update(rawBody).digest('hex');
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null;

/**
 * One webhook body as events. The async order webhook is the order body plus request_id (top
 * level or inside data); low data carries iccid, level and remaining_percentage only; credit
 * limit carries message and remaining (the account's credit).
 */
export function parseAiraloWebhook(rawBody: string): ProviderWebhookEvent[] {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return [{ kind: 'ignored', eventKey: bodyHash(rawBody), reason: 'body is not JSON' }];
  }
  if (!isObject(body)) {
    return [{ kind: 'ignored', eventKey: bodyHash(rawBody), reason: 'body is not an object' }];
  }
  const data = isObject(body.data) ? body.data : body;
  const requestId = body.request_id ?? data.request_id;
  const ownId = requestId ?? body.notification_id ?? body.id;
  const eventKey = typeof ownId === 'string' || typeof ownId === 'number' ? String(ownId) : null;
  const key = eventKey ?? bodyHash(rawBody);

  if (requestId !== undefined && (Array.isArray(data.sims) || data.id !== undefined)) {
    const order = data as unknown as AiraloOrder;
    return [
      {
        kind: 'order',
        eventKey: key,
        // The ref order() answered for an async order is its request id.
        orderRef: String(requestId),
        reference: order.description ?? null,
        result: mapOrder(order),
      },
    ];
  }
  if (requestId !== undefined) {
    const meta = isObject(body.meta) ? body.meta : {};
    const reason = String(body.reason ?? body.error ?? meta.message ?? 'async order failed');
    return [
      {
        kind: 'order',
        eventKey: key,
        orderRef: String(requestId),
        reference: typeof data.description === 'string' ? data.description : null,
        result: { state: 'failed', orderRef: null, reason },
      },
    ];
  }
  if (typeof data.iccid === 'string' && typeof data.remaining === 'number') {
    return [{ kind: 'usage', eventKey: key, usage: mapUsage(data.iccid, data as AiraloUsage) }];
  }
  if (typeof data.iccid === 'string' && data.level !== undefined) {
    return [
      {
        kind: 'ignored',
        eventKey: key,
        reason: `low data (${String(data.level)}, ${String(data.remaining_percentage)}% left) on ${data.iccid}: no MB figures, poll usage`,
      },
    ];
  }
  if (typeof data.message === 'string') {
    return [{ kind: 'ignored', eventKey: key, reason: `credit limit: ${data.message}` }];
  }
  return [{ kind: 'ignored', eventKey: key, reason: 'unknown Airalo notification' }];
}
