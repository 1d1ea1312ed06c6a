import type { Db } from '../../platform/db/client.js';
import { ProviderError, type ProviderKind, type ProviderPacer } from './provider-adapter.js';
import {
  pauseBucket,
  pauseOf,
  reserveCall,
  type BucketKey,
  type BucketRate,
} from './pacing.queries.js';

/**
 * Pacing of provider calls by the providers' documented rate limits (docs/architecture.md,
 * "Supply"): every call an adapter makes goes through its account's pacer, which takes a token
 * from the database bucket of each class the call belongs to (pacing.queries.ts), so all server
 * processes together keep within the limit; a 429 pauses the class until its Retry-After.
 */

/** At most `limit` calls in any `windowSeconds`, as the provider documents it. */
export interface RateLimit {
  limit: number;
  windowSeconds: number;
  /** Calls that may go at once (default 1); the rest of the limit is spread over the window. */
  burst?: number;
}

/** A class a call belongs to; `limit` null: no documented limit (a 429 still pauses it). */
export interface CallClass {
  bucket: string;
  limit: RateLimit | null;
}

/**
 * Airalo's limits (developers.partners.airalo.com/rate-limits-752590m0): /token 3 a minute;
 * /packages 80 a minute per token; /sims/:iccid/usage 5 a second per client and 10 a minute per
 * ICCID. Other endpoints document none.
 */
export const AIRALO_LIMITS = {
  // Two sign-ins may go at once (two processes starting, a revoked token): the third waits.
  token: { limit: 3, windowSeconds: 60, burst: 2 },
  packages: { limit: 80, windowSeconds: 60 },
  usage: { limit: 5, windowSeconds: 1 },
  usageIccid: { limit: 10, windowSeconds: 60 },
} satisfies Record<string, RateLimit>;

/** eSIM Access: 8 requests a second, every endpoint together (docs.esimaccess.com, Postman 2s93mBxf3q). */
export const ESIM_ACCESS_LIMIT: RateLimit = { limit: 8, windowSeconds: 1 };

/** The classes of one call, the narrowest first (a per-eSIM limit before the endpoint's). */
export function callClasses(
  kind: ProviderKind,
  url: string,
  limits: { airalo?: Partial<typeof AIRALO_LIMITS>; esimAccess?: RateLimit } = {},
): CallClass[] {
  if (kind === 'esim-access')
    return [{ bucket: 'api', limit: limits.esimAccess ?? ESIM_ACCESS_LIMIT }];
  if (kind !== 'airalo') return [];
  const a = { ...AIRALO_LIMITS, ...limits.airalo };
  const path = new URL(url, 'http://provider').pathname.replace(/\/+$/, '');
  if (path.endsWith('/token')) return [{ bucket: 'token', limit: a.token }];
  if (path.endsWith('/packages')) return [{ bucket: 'packages', limit: a.packages }];
  const usage = /\/sims\/([^/]+)\/usage$/.exec(path);
  if (usage) {
    return [
      { bucket: `usage-iccid:${decodeURIComponent(usage[1])}`.slice(0, 64), limit: a.usageIccid },
      { bucket: 'usage', limit: a.usage },
    ];
  }
  return [{ bucket: 'other', limit: null }];
}

/**
 * The token bucket that keeps within a limit however the provider counts its window: `burst`
 * calls at once (1 unless said), then (limit - burst) more per window, so any window holds at most
 * burst + (limit - burst) calls. A class without a limit never runs dry; only a pause stops it.
 */
export function bucketRate(limit: RateLimit | null): BucketRate {
  if (!limit) return { capacity: 1e9, perSecond: 1e9 };
  const burst = Math.min(Math.max(limit.burst ?? 1, 1), limit.limit);
  // (A limit all spent at once still earns one a window: a bucket that earns nothing stops.)
  return {
    capacity: burst,
    perSecond: Math.max(limit.limit - burst, 1) / limit.windowSeconds,
  };
}

/** Retry-After as the time it ends (ms since the epoch): delta-seconds or an HTTP date. */
export function retryAfterUntil(header: string | null, nowMs: number): number | null {
  if (!header) return null;
  const value = header.trim();
  if (/^\d+(\.\d+)?$/.test(value)) return nowMs + Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(date, nowMs);
}

/** A call the pacer did not make: its class is out of budget (or paused) for longer than allowed. */
export class PacingError extends ProviderError {
  constructor(
    readonly bucket: string,
    waitMs: number,
  ) {
    super(
      `Provider rate limit: ${bucket} calls wait ${Math.ceil(waitMs / 1000)} s`,
      true,
      429,
      Math.ceil(waitMs / 1000),
    );
    this.name = 'PacingError';
  }
}

/** True when a whole endpoint class of the account is out of budget, not one eSIM. */
export const isAccountWideWait = (error: unknown) =>
  error instanceof PacingError && !error.bucket.includes(':');

export interface PacerOptions {
  /** The longest a call waits for its turn before it fails retryable instead (default 30 s). */
  maxWaitSeconds?: number;
  /** Other limits than the documented ones (the tests' small windows). */
  limits?: Parameters<typeof callClasses>[2];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The pacer of one provider account: its calls, from every process, share its buckets. */
export function providerPacer(
  db: Db,
  account: { entityCode: string; id: string; kind: string },
  options: PacerOptions = {},
): ProviderPacer {
  const maxWaitSeconds = options.maxWaitSeconds ?? 30;
  const kind = account.kind as ProviderKind;
  const keyOf = (bucket: string): BucketKey => ({
    entityCode: account.entityCode,
    providerId: account.id,
    bucket,
  });

  async function take(cls: CallClass) {
    const key = keyOf(cls.bucket);
    const rate = bucketRate(cls.limit);
    for (;;) {
      const r = await reserveCall(db, key, rate, maxWaitSeconds);
      if (!r.granted) throw new PacingError(cls.bucket, r.waitMs);
      if (r.waitMs === 0) return;
      await sleep(r.waitMs);
      // A 429 that came while this call waited: its turn is behind the pause, so it asks again.
      const now = await pauseOf(db, key);
      const newPause = (now.pausedUntilMs ?? 0) > (r.pausedUntilMs ?? 0);
      if (!newPause || (now.pausedUntilMs ?? 0) <= now.nowMs) return;
    }
  }

  /**
   * A 429: the narrowest class waits the whole Retry-After (Airalo's usage 429 is per eSIM,
   * get-usage-data-text-voice-11883030e0); a wider class at most one window of its own, which is
   * all its limit needs. Without Retry-After a limited class waits one window.
   */
  async function pause(classes: CallClass[], header: string | null) {
    const { nowMs } = await pauseOf(db, keyOf(classes[0].bucket));
    const until = retryAfterUntil(header, nowMs);
    for (const [i, cls] of classes.entries()) {
      const window = cls.limit ? cls.limit.windowSeconds * 1000 : 0;
      const end =
        until === null ? nowMs + window : i === 0 ? until : Math.min(until, nowMs + window);
      if (end > nowMs) await pauseBucket(db, keyOf(cls.bucket), bucketRate(cls.limit), end);
    }
  }

  return {
    async turn(url) {
      for (const cls of callClasses(kind, url, options.limits)) await take(cls);
    },
    async answered(url, res) {
      if (res.status !== 429) return;
      const classes = callClasses(kind, url, options.limits);
      if (classes.length) await pause(classes, res.headers.get('retry-after'));
    },
  };
}
