import { createHash, createHmac } from 'node:crypto';
import type {
  ProviderEsim,
  ProviderPackage,
  ProviderUsage,
  ProviderWebhookEvent,
} from '../provider-adapter.js';

/**
 * eSIM Access open API (v1) shapes and their translation into the provider-neutral ones.
 *
 * Doc source for everything here, unless a comment says otherwise: the official Postman
 * collection published at https://docs.esimaccess.com (collection 2s93mBxf3q; its metadata at
 * https://docs.esimaccess.com/view/metadata/2s93mBxf3q), sections "Error Codes", "Get All Data
 * Packages", "Query All Allocated Profiles", "Usage Check", "Balance Query" and "Webhooks".
 * Units there: prices and balances are integers ×10,000 (10000 = $1.00), data in bytes, UTC times.
 */

/**
 * The envelope every endpoint answers: `{ success, errorCode, errorMsg, obj }` (the response
 * tables name the message `errorMessage` and type `success` a String, "true"; both are read).
 */
export interface EaEnvelope<T> {
  success: boolean | string;
  errorCode?: string | number | null;
  errorMsg?: string | null;
  errorMessage?: string | null;
  obj?: T | null;
}

export interface EaPackage {
  packageCode: string;
  slug?: string;
  name: string;
  price: number;
  currencyCode?: string;
  volume: number;
  duration: number;
  durationUnit?: string;
  location?: string;
  description?: string;
  /** 1 data in total; 2 daily limit (speed reduced); 3 daily limit (cut-off); 4 daily unlimited. */
  dataType?: number;
  /** 1 no top-up; 2 top-up; 3 top-up with periodNum (day pass). */
  supportTopUpType?: number;
  locationNetworkList?: {
    locationName?: string;
    locationCode?: string;
    operatorList?: { operatorName?: string; networkType?: string }[] | null;
  }[];
}

export interface EaProfile {
  esimTranNo: string;
  orderNo: string;
  transactionId?: string;
  iccid: string;
  ac: string;
  qrCodeUrl?: string;
  smdpStatus?: string;
  esimStatus?: string;
  expiredTime?: string | null;
  totalVolume?: number;
  orderUsage?: number;
}

export interface EaQueryResult {
  esimList: EaProfile[];
  pager?: { pageNum: number; pageSize: number; total: number };
}

/**
 * Error codes (docs "Error Codes" table; 310272, 310403 and 900001 are not in it but are reported
 * by integrators). Retryable: server error and "system busy" (how integrators report the 8
 * requests/second limit answered; the docs do not say). 200010 (profiles still being allocated)
 * is not an error for us: a query answering it means "pending". Everything else is permanent.
 */
export const EA_ERRORS: Record<string, string> = {
  '000001': 'Server error',
  '000101': 'Request header (mandatory) is null',
  '000102': 'Wrong request header format',
  '000104': 'Request in invalid JSON format',
  '000105': 'Request parameters (mandatory) are not contained',
  '000106': 'Request parameter (mandatory) is null',
  '101001': 'The timestamp of the request has expired',
  '101002': 'This IP is in the blocklist',
  '101003': 'Request signature mismatch',
  '200002': 'This operation is not allowed due to the order status',
  '200005': 'Package price error',
  '200006': 'Total order price amount is wrong',
  '200007': 'Insufficient account balance',
  '200009': 'Abnormal order status',
  '200010': 'Profile is being downloaded for the order',
  '200011': 'Insufficient available Profiles for the package',
  '310241': 'The packageCode does not exist',
  '310243': 'The package does not exist',
  '310272': 'The orderNo does not exist',
  '310403': 'The ICCID does not exist in the order',
  '900001': 'The system is busy, please try again later',
};
export const EA_RETRYABLE_CODES = new Set(['000001', '900001']);
export const EA_RATE_LIMIT_CODE = '900001';
export const EA_ALLOCATING_CODE = '200010';

/** Signs a request: HMAC-SHA256(timestamp + requestId + accessCode + body, secretKey), hex. */
export function eaSignature(
  secretKey: string,
  timestamp: string,
  requestId: string,
  accessCode: string,
  body: string,
): string {
  // The signature is "non case sensitive" (docs); the reference Java sample answers upper case.
  return createHmac('sha256', secretKey)
    .update(timestamp + requestId + accessCode + body)
    .digest('hex')
    .toUpperCase();
}

const BYTES_PER_MB = 1024 * 1024;

/** Bytes to MB, two decimals (a few KB of use must not read as zero). */
export function bytesToMb(bytes: number): number {
  return Math.round((bytes / BYTES_PER_MB) * 100) / 100;
}

/** ×10,000 USD to cents. */
export function eaToMinor(value: number): number {
  return Math.round(value / 100);
}

/** Any daily data type (2, 3, 4) is a day pass; 1 is a fixed amount for the whole validity. */
export function isDayPass(dataType: number | undefined): boolean {
  return dataType !== undefined && dataType !== 1;
}

function days(duration: number, unit: string | undefined): number {
  const u = (unit ?? 'DAY').toUpperCase();
  if (u.startsWith('MONTH')) return duration * 30;
  if (u.startsWith('YEAR')) return duration * 365;
  return duration;
}

export function mapPackage(p: EaPackage): ProviderPackage {
  const countries = [
    ...new Set(
      (p.location ?? '')
        .split(',')
        .map((c) => c.trim().toUpperCase())
        .filter((c) => /^[A-Z]{2}$/.test(c)),
    ),
  ];
  const networks = [
    ...new Set(
      (p.locationNetworkList ?? []).flatMap((l) =>
        (l.operatorList ?? []).map((o) => o.operatorName ?? '').filter(Boolean),
      ),
    ),
  ];
  const coverage = (p.locationNetworkList ?? []).flatMap((l) => {
    const country = (l.locationCode ?? '').toUpperCase();
    const operators = (l.operatorList ?? [])
      .filter((o) => o.operatorName)
      .map((o) => ({ name: o.operatorName!, type: o.networkType || null }));
    return /^[A-Z]{2}$/.test(country) && operators.length ? [{ country, operators }] : [];
  });
  // The API has no region field: a multi-country package's name starts with it ("Asia 11
  // countries 1GB 30 Days"), so the region is the name before its data amount.
  const region =
    countries.length > 1
      ? p.name.replace(/\s+\d+(\.\d+)?\s*(MB|GB|TB)\b.*$/i, '').trim() || p.name
      : null;
  // Daily unlimited (4) or a zero volume has no cap.
  const dataMb = p.dataType === 4 || !(p.volume > 0) ? null : bytesToMb(p.volume);
  return {
    code: p.packageCode,
    name: p.name,
    countries,
    region,
    days: days(p.duration, p.durationUnit),
    dataMb,
    isDayPass: isDayPass(p.dataType),
    networks,
    coverage,
    topUpable: p.supportTopUpType === 2 || p.supportTopUpType === 3,
    // "Get All Data Packages" has no hotspot field: not stated.
    hotspot: null,
    costMinor: eaToMinor(p.price),
    currency: p.currencyCode ?? 'USD',
  };
}

/** `ac` is the LPA string `LPA:1$<SM-DP+ address>$<matching id>` (docs, eSIM domain). */
export function mapProfile(p: EaProfile): ProviderEsim {
  const [, smdpAddress = '', matchingId = ''] = p.ac.split('$');
  return {
    iccid: p.iccid,
    activationCode: p.ac,
    smdpAddress,
    matchingId,
    qrCodeUrl: p.qrCodeUrl ?? null,
  };
}

export function usageFrom(
  iccid: string,
  usedBytes: number,
  totalBytes: number | null | undefined,
  expiresAt: string | null,
  status: string | null,
  remainBytes?: number,
): ProviderUsage {
  const totalMb = totalBytes && totalBytes > 0 ? bytesToMb(totalBytes) : null;
  const usedMb = bytesToMb(usedBytes);
  const remainingMb =
    remainBytes !== undefined
      ? bytesToMb(remainBytes)
      : totalMb === null
        ? null
        : Math.max(0, Math.round((totalMb - usedMb) * 100) / 100);
  return { iccid, usedMb, totalMb, remainingMb, expiresAt, status };
}

/** ISO times come as `2024-05-29T18:34:17+0000`; normalise to a Date-parsable ISO string. */
export function isoTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const t = Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(t) ? value : new Date(t).toISOString();
}

interface EaWebhook {
  notifyType?: string;
  notifyId?: string;
  content?: Record<string, unknown>;
}

/**
 * Webhook bodies (docs "Webhooks"; types also listed at
 * https://esimaccess.com/docs/what-webhook-notifications-do-you-send). `notifyId` is the
 * documented deduplication key; a body without one is keyed by its hash.
 */
export function parseEaWebhook(rawBody: string): ProviderWebhookEvent[] {
  let body: EaWebhook;
  try {
    body = JSON.parse(rawBody) as EaWebhook;
  } catch {
    return [{ kind: 'ignored', eventKey: hashKey(rawBody), reason: 'body is not JSON' }];
  }
  const eventKey = body.notifyId ? `esim-access:${body.notifyId}` : hashKey(rawBody);
  const c = body.content ?? {};
  const str = (k: string) => (typeof c[k] === 'string' ? (c[k] as string) : null);
  const num = (k: string) => (c[k] === undefined || c[k] === null ? undefined : Number(c[k]));
  switch (body.notifyType) {
    case 'ORDER_STATUS': {
      const orderNo = str('orderNo');
      if (!orderNo) break;
      const status = str('orderStatus') ?? '';
      // GOT_RESOURCE (the only documented value) means "profiles allocated, query them": the
      // event carries no ICCID, so the order stays pending until getOrder() fetches them.
      const failed = /FAIL|CANCEL|REVOKE/i.test(status);
      return [
        {
          kind: 'order',
          eventKey,
          orderRef: orderNo,
          reference: str('transactionId'),
          result: failed
            ? { state: 'failed', orderRef: orderNo, reason: `eSIM Access order ${status}` }
            : { state: 'pending', orderRef: orderNo },
        },
      ];
    }
    case 'ESIM_STATUS': {
      const iccid = str('iccid');
      const status = str('esimStatus');
      if (!iccid || !status) break;
      return [{ kind: 'esim-status', eventKey, iccid, status }];
    }
    case 'DATA_USAGE': {
      const iccid = str('iccid');
      if (!iccid) break;
      return [
        {
          kind: 'usage',
          eventKey,
          usage: usageFrom(
            iccid,
            num('orderUsage') ?? 0,
            num('totalVolume'),
            null,
            null,
            num('remain'),
          ),
        },
      ];
    }
    case 'VALIDITY_USAGE':
      // An expiry warning carries no data figures, and the interface has no expiry event.
      return [
        {
          kind: 'ignored',
          eventKey,
          reason: `validity warning for ${str('iccid') ?? '?'}: ${num('remain') ?? '?'} day(s) left, expires ${isoTime(str('expiredTime')) ?? '?'}`,
        },
      ];
    default:
      // SMDP_EVENT (low-level SM-DP+ steps; the docs advise ESIM_STATUS for business logic),
      // CHECK_HEALTH (sent once when the URL is saved) and anything newer.
      return [{ kind: 'ignored', eventKey, reason: `notifyType ${body.notifyType ?? 'missing'}` }];
  }
  return [{ kind: 'ignored', eventKey, reason: `incomplete ${body.notifyType} content` }];
}

function hashKey(rawBody: string): string {
  return `esim-access:sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
}
