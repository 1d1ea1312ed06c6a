import { randomUUID } from 'node:crypto';
import {
  ProviderError,
  type ProviderAdapter,
  type ProviderConfig,
  type ProviderOrderState,
  type ProviderPackage,
} from '../provider-adapter.js';
import {
  EA_ALLOCATING_CODE,
  EA_ERRORS,
  EA_RATE_LIMIT_CODE,
  EA_RETRYABLE_CODES,
  eaSignature,
  eaToMinor,
  isoTime,
  mapPackage,
  mapProfile,
  parseEaWebhook,
  usageFrom,
  type EaEnvelope,
  type EaPackage,
  type EaProfile,
  type EaQueryResult,
} from './esim-access-mapping.js';

/**
 * The eSIM Access open API (https://docs.esimaccess.com, Postman collection 2s93mBxf3q). Every
 * endpoint is a POST of JSON under /api/v1/open, signed with the RT-* headers. There is no
 * sandbox ("Environments and Endpoints": cancel test orders for a refund), so both environments
 * use the production URL unless the config overrides it.
 */
export const ESIM_ACCESS_BASE_URL = 'https://api.esimaccess.com';

/**
 * eSIM Access signs no notice. Its docs ("Webhooks", IP Whitelist) list the addresses notices are
 * sent from; a notice is taken only from one of them (as the trusted proxy reports the sender,
 * TRUST_PROXY), only at the account's own webhook URL, and only as a hint: what it says is read
 * again from the API before anything is written (apply-webhook.ts).
 */
export const ESIM_ACCESS_WEBHOOK_IPS = [
  '3.1.131.226',
  '54.254.74.88',
  '18.136.190.97',
  '18.136.60.197',
  '18.136.19.137',
];

/** An IPv4 address as Node may report it on a dual-stack socket (`::ffff:3.1.131.226`). */
export function isEsimAccessSender(ip: string): boolean {
  return ESIM_ACCESS_WEBHOOK_IPS.includes(ip.replace(/^::ffff:/i, ''));
}

/** Pages asked of esim/query: its pageSize range is [5, 500]; one order holds at most 30. */
const PAGE_SIZE = 100;
const MAX_PAGES = 50;

export function createEsimAccessAdapter(config: ProviderConfig): ProviderAdapter {
  const baseUrl = (config.baseUrl ?? ESIM_ACCESS_BASE_URL).replace(/\/$/, '');
  const { clientId: accessCode, clientSecret: secretKey } = config.credentials;
  const timeoutMs = config.timeoutMs ?? 15_000;
  const catalogTimeoutMs = config.catalogTimeoutMs ?? 120_000;

  /** One signed call; answers `obj` or throws a ProviderError classed retryable or not. */
  async function call<T>(path: string, payload: unknown, waitMs = timeoutMs): Promise<T> {
    const body = JSON.stringify(payload ?? {});
    const timestamp = String(Date.now());
    const requestId = randomUUID().replace(/-/g, '');
    let res: Response;
    try {
      await config.pacer?.turn(`${baseUrl}/api/v1/open/${path}`);
      res = await fetch(`${baseUrl}/api/v1/open/${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'RT-AccessCode': accessCode,
          'RT-Timestamp': timestamp,
          'RT-RequestID': requestId,
          'RT-Signature': eaSignature(secretKey, timestamp, requestId, accessCode, body),
        },
        body,
        signal: AbortSignal.timeout(waitMs),
      });
      await config.pacer?.answered(res.url, res);
    } catch (err) {
      if (err instanceof ProviderError) throw err;
      // Timeout (TimeoutError), refused connection, reset: the call may be retried later.
      const reason = err instanceof Error ? err.name + ': ' + err.message : String(err);
      throw new ProviderError(`eSIM Access ${path} unreachable (${reason})`, true);
    }
    const text = await res.text().catch(() => '');
    let envelope: EaEnvelope<T> | null = null;
    try {
      envelope = JSON.parse(text) as EaEnvelope<T>;
    } catch {
      envelope = null;
    }
    if (res.status === 429) {
      const after = Number(res.headers.get('retry-after'));
      throw new ProviderError(
        `eSIM Access ${path}: rate limited (HTTP 429)`,
        true,
        429,
        Number.isFinite(after) && after > 0 ? after : null,
      );
    }
    if (!res.ok || !envelope) {
      const detail =
        envelope?.errorMsg ?? envelope?.errorMessage ?? (text.slice(0, 200) || res.statusText);
      throw new ProviderError(
        `eSIM Access ${path}: HTTP ${res.status} ${detail}`,
        res.status >= 500 || res.ok, // an unreadable 2xx answer is worth another try
        res.status,
      );
    }
    if (envelope.success === true || envelope.success === 'true') return envelope.obj as T;
    const code = String(envelope.errorCode ?? '');
    const message =
      envelope.errorMsg || envelope.errorMessage || EA_ERRORS[code] || 'unknown error';
    throw new EaCallError(
      `eSIM Access ${path}: ${message} (${code})`,
      EA_RETRYABLE_CODES.has(code),
      res.status,
      // The documented limit is 8 requests a second: a second's pause is enough.
      code === EA_RATE_LIMIT_CODE ? 1 : null,
      code,
    );
  }

  async function packages(
    filter: Record<string, string>,
    waitMs = timeoutMs,
  ): Promise<ProviderPackage[]> {
    // package/list is not paged (the docs define no pager for it): one call answers them all.
    const obj = await call<{ packageList?: EaPackage[] }>(
      'package/list',
      { locationCode: '', packageCode: '', iccid: '', ...filter },
      waitMs,
    );
    return (obj?.packageList ?? []).map(mapPackage);
  }

  /** Every profile matching a query, all pages; null while the order is still allocated. */
  async function profiles(query: Record<string, string>): Promise<EaProfile[] | null> {
    const all: EaProfile[] = [];
    for (let pageNum = 1; pageNum <= MAX_PAGES; pageNum++) {
      let obj: EaQueryResult;
      try {
        obj = await call<EaQueryResult>('esim/query', {
          ...query,
          pager: { pageNum, pageSize: PAGE_SIZE },
        });
      } catch (err) {
        // 200010: "SM-DP+ is still allocating profiles for the order" (Query All Allocated).
        if (err instanceof EaCallError && err.code === EA_ALLOCATING_CODE) return null;
        throw err;
      }
      const list = obj?.esimList ?? [];
      all.push(...list);
      const total = obj?.pager?.total ?? all.length;
      if (list.length === 0 || all.length >= total) break;
    }
    return all;
  }

  async function getOrder(orderNo: string): Promise<ProviderOrderState> {
    const list = await profiles({ orderNo });
    const ready = list?.filter((p) => p.orderNo === orderNo && p.iccid && p.ac) ?? [];
    if (ready.length === 0) return { state: 'pending', orderRef: orderNo };
    if (ready.every((p) => p.esimStatus === 'CANCEL' || p.esimStatus === 'REVOKE')) {
      return { state: 'failed', orderRef: orderNo, reason: 'eSIM Access order cancelled' };
    }
    return { state: 'completed', orderRef: orderNo, esims: ready.map(mapProfile) };
  }

  async function balance() {
    const obj = await call<{ balance: number }>('balance/query', {});
    return { amountMinor: eaToMinor(Number(obj?.balance ?? 0)), currency: 'USD' };
  }

  return {
    kind: 'esim-access',
    async testConnection() {
      return { balance: await balance() };
    },
    balance,
    async listPackages() {
      // The whole catalogue in one answer can take over 30 s: it has its own, longer timeout.
      const list = await packages({ type: 'BASE' }, catalogTimeoutMs);
      // Top-up packages (codes TOPUP_…) are sold on an existing eSIM, never as new stock.
      return list.filter((p) => !p.code.startsWith('TOPUP_'));
    },
    async order({ packageCode, quantity, reference }) {
      // transactionId is at most 50 characters (Order Profiles); a longer one would be cut or
      // refused upstream and could no longer find its order, so it is refused here.
      if (reference.length > 50) {
        throw new ProviderError(`eSIM Access: reference longer than 50: ${reference}`, false);
      }
      // "Duplicate transactionId will be identified as the same request" (Order Profiles):
      // a retry of the same reference answers the first order's orderNo and buys nothing more.
      const obj = await call<{ orderNo: string }>('esim/order', {
        transactionId: reference,
        packageInfoList: [{ packageCode, count: quantity }],
      });
      const orderNo = obj.orderNo;
      try {
        return await getOrder(orderNo);
      } catch {
        // The order is placed; a failed first look leaves it for getOrder() or the webhook.
        return { state: 'pending', orderRef: orderNo };
      }
    },
    getOrder,
    async findOrder() {
      // esim/query documents no transactionId filter ("Query All Allocated Profiles": orderNo,
      // iccid, esimTranNo, or a time range). The documented recovery is the order itself: "a
      // duplicate transactionId will be identified as the same request" ("Order Profiles"), so
      // null here makes the caller send the same order again and take what it answers.
      return null;
    },
    async usage(iccid) {
      // Usage Check takes esimTranNo, not ICCIDs ("iccids are reused"): find the profile first.
      const list = (await profiles({ iccid })) ?? [];
      // A reused ICCID may list older profiles too; the docs give no order, so take the last.
      const profile = list.filter((p) => p.iccid === iccid).at(-1);
      if (!profile) throw new ProviderError(`eSIM Access: no eSIM ${iccid}`, false, 404);
      const obj = await call<{
        esimUsageList?: { esimTranNo: string; dataUsage: number; totalData: number }[];
      }>('esim/usage/query', { esimTranNoList: [profile.esimTranNo] });
      const u = obj?.esimUsageList?.find((x) => x.esimTranNo === profile.esimTranNo);
      return usageFrom(
        iccid,
        u?.dataUsage ?? profile.orderUsage ?? 0,
        u?.totalData ?? profile.totalVolume,
        isoTime(profile.expiredTime),
        profile.esimStatus ?? null,
      );
    },
    async topUpPackages(iccid) {
      return packages({ type: 'TOPUP', iccid });
    },
    async topUp({ iccid, packageCode, reference }) {
      // The docs' example sends a transactionId here too; we send our reference (they do not say
      // a repeated one is the same top-up, as they do for orders). The documented answer is
      // {transactionId, iccid, expiredTime, totalVolume, totalDuration, orderUsage}.
      const obj = await call<{ topUpEsimTranNo?: string; transactionId?: string }>('esim/topup', {
        iccid,
        packageCode,
        transactionId: reference,
      });
      return { orderRef: obj?.topUpEsimTranNo ?? obj?.transactionId ?? reference };
    },
    verifyWebhook(_rawBody, _headers, senderIp) {
      return senderIp !== undefined && isEsimAccessSender(senderIp);
    },
    parseWebhook: parseEaWebhook,
  };
}

/** A ProviderError that keeps the provider's code for the adapter's own decisions. */
class EaCallError extends ProviderError {
  constructor(
    message: string,
    retryable: boolean,
    status: number,
    retryAfterSeconds: number | null,
    readonly code: string,
  ) {
    super(message, retryable, status, retryAfterSeconds);
  }
}
