import { createHmac, timingSafeEqual } from 'node:crypto';
import { ProviderError } from '../provider-adapter.js';

/**
 * How the Airalo adapter reads failures and signatures. Errors:
 * developers.partners.airalo.com/error-handling-780831m0 (422 with a code and a reason, 429, 5xx);
 * signatures: webhook-definition-1380483m0 ("airalo-signature", HMAC with SHA-512) and
 * Airalo/airalo-nodejs-sdk src/helpers/Signature.js (hex digest of the re-encoded JSON).
 */

/**
 * 422 codes whose reason says "please try again later" (error-handling page): operator
 * maintenance (13), out of eSIM stock (33), something unexpected (53). The rest (11
 * insufficient credit, 34 invalid package, 43 bad request, 73 recycled eSIM...) are permanent.
 */
const RETRYABLE_422_CODES = new Set([13, 33, 53]);

type Json = Record<string, unknown>;

/**
 * The provider's own words for a failure: reason (422 codes), meta.message, field messages. An
 * answer that is not JSON is not repeated: a provider's API Address may name any server (a
 * proxy's error page, or worse), and these words reach the back office.
 */
export function errorMessage(status: number, body: unknown): string {
  if (typeof body !== 'object' || body === null) return `HTTP ${status}`;
  const b = body as Json;
  const meta = (b.meta ?? {}) as Json;
  const parts = [b.reason, b.message, b.error, meta.message].filter(
    (p): p is string => typeof p === 'string' && p.length > 0,
  );
  // A validation 422 lists field -> message in data (e.g. package_id: "...is invalid.").
  if (typeof b.data === 'object' && b.data !== null && !Array.isArray(b.data)) {
    for (const v of Object.values(b.data as Json)) {
      if (typeof v === 'string') parts.push(v);
      else if (Array.isArray(v)) parts.push(...v.filter((x): x is string => typeof x === 'string'));
    }
  }
  return parts.length ? [...new Set(parts)].join(': ') : `HTTP ${status}`;
}

/** Retry-After is delta-seconds or an HTTP date. */
export function retryAfter(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** Airalo signs the PHP json_encode of the payload, which escapes "/" (see the SDK's Signature). */
export function phpJson(raw: string): string | null {
  try {
    return JSON.stringify(JSON.parse(raw)).replace(/\//g, '\\/');
  } catch {
    return null;
  }
}

export function hmacHex(secret: string, payload: string): string {
  return createHmac('sha512', secret).update(payload).digest('hex');
}

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given.trim().toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A failed HTTP answer as a ProviderError: 429 and 5xx retryable, 4xx permanent. */
export function airaloFailure(status: number, headers: Headers, body: unknown): ProviderError {
  const message = `Airalo ${status}: ${errorMessage(status, body)}`;
  if (status === 429) {
    return new ProviderError(message, true, 429, retryAfter(headers.get('retry-after')));
  }
  if (status >= 500) return new ProviderError(message, true, status);
  const code = typeof body === 'object' && body ? Number((body as Json).code) : NaN;
  return new ProviderError(message, status === 422 && RETRYABLE_422_CODES.has(code), status);
}

/** Whether `given` signs the raw body or its PHP re-encoding (what the SDK's checkSignature signs). */
export function verifyAiraloSignature(secret: string, rawBody: string, given: string): boolean {
  const candidates = [rawBody, phpJson(rawBody)].filter((p): p is string => p !== null);
  return candidates.some((p) => sameHex(hmacHex(secret, p), given));
}
