import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  FAKE_EA_PACKAGES,
  FAKE_EA_TOPUPS,
  makeProfile,
  type Order,
} from './fake-esim-access-data.js';
import { installWebhooks, type DeliveryOptions } from './fake-esim-access-webhooks.js';

/**
 * A local stand-in for the eSIM Access open API (docs.esimaccess.com), for the adapter's tests.
 * Every POST /api/v1/open/… must carry RT-AccessCode, RT-Timestamp, RT-RequestID and an
 * RT-Signature = HMAC-SHA256(timestamp + requestId + accessCode + body, secretKey) in hex (either
 * case); else it answers the documented 000101 / 101001 / 101003 envelope. Orders dedupe on
 * transactionId and are allocated asynchronously: esim/query answers 200010 until `allocate()`
 * or `deliverOrderWebhook()` runs. Webhooks go to `webhookUrl`, signed with `webhookSecret` in
 * x-wander-signature (eSIM Access signs nothing: that header is our relay's, see the adapter).
 */
export interface FakeEsimAccess {
  baseUrl: string;
  accessCode: string;
  secretKey: string;
  /** Where notices go (the account's webhook URL at the portal). */
  webhookUrl: string | null;
  /** The documented sender address notices come from (appended to X-Forwarded-For). */
  senderAddress: string;
  /** Every notice POSTed, raw, with the portal's answer. */
  deliveries: { body: string; status: number }[];
  /** Account balance, ×10,000 USD like the API. */
  balance: number;
  /** Orders that bought something (a repeated transactionId does not count). */
  ordersPlaced: number;
  topUpsPlaced: number;
  /** Requests refused for their headers or signature. */
  unauthorized: number;
  /** Every signed request, in order: its endpoint (`esim/order`) and parsed body. */
  requests: { path: string; body: Record<string, unknown> }[];
  latencyMs: number;
  /** Extra wait of package/list alone (the whole catalogue in one answer can take over 30 s). */
  packageListLatencyMs: number;
  insufficientBalance: boolean;
  /** Allocate profiles at once, so the order's first query already has them. */
  allocateOnOrder: boolean;
  /** The next `times` calls answer this HTTP status, or this error code in a 200 envelope. */
  failNext(statusOrCode: number | string, times?: number): void;
  /** The next call answers 900001 "system is busy" (the 8 requests/second limit). */
  rateLimitNext(times?: number): void;
  allocate(orderNo: string): void;
  orderNoOf(transactionId: string): string | undefined;
  /** Sets an eSIM's used data, bytes. */
  setUsage(iccid: string, usedBytes: number): void;
  /** Sets an eSIM's esimStatus (and smdpStatus) as esim/query answers them, notifying nobody. */
  setStatus(iccid: string, esimStatus: string, smdpStatus?: string): void;
  deliverOrderWebhook(orderNo: string, options?: DeliveryOptions): Promise<void>;
  deliverEsimStatusWebhook(
    iccid: string,
    esimStatus: string,
    options?: DeliveryOptions,
  ): Promise<void>;
  deliverSmdpEvent(iccid: string, smdpStatus: string, options?: DeliveryOptions): Promise<void>;
  deliverDataUsageWebhook(iccid: string, options?: DeliveryOptions): Promise<void>;
  deliverValidityWebhook(
    iccid: string,
    remainDays: number,
    options?: DeliveryOptions,
  ): Promise<void>;
  close(): Promise<void>;
}

const ok = (obj: unknown) => ({ success: true, errorCode: '0', errorMsg: null, obj });
const fail = (errorCode: string, errorMsg: string) => ({
  success: false,
  errorCode,
  errorMsg,
  obj: null,
});
const hmac = (key: string, data: string) => createHmac('sha256', key).update(data).digest('hex');

export async function startFakeEsimAccess(
  options: { accessCode?: string; secretKey?: string } = {},
): Promise<FakeEsimAccess> {
  const orders = new Map<string, Order>();
  const byTransaction = new Map<string, string>();
  const topUps = new Map<string, Record<string, unknown>>();
  const profiles = () => [...orders.values()].filter((o) => o.allocated).flatMap((o) => o.profiles);
  const failures: (number | string)[] = [];
  let seq = 0;
  const next = () => String(++seq).padStart(6, '0');

  const fake = {
    accessCode: options.accessCode ?? 'fake-access-code',
    secretKey: options.secretKey ?? 'fake-secret-key',
    webhookUrl: null,
    senderAddress: '3.1.131.226',
    deliveries: [],
    balance: 1_000_000, // $100.00
    ordersPlaced: 0,
    topUpsPlaced: 0,
    unauthorized: 0,
    requests: [],
    latencyMs: 0,
    packageListLatencyMs: 0,
    insufficientBalance: false,
    allocateOnOrder: false,
    failNext(statusOrCode: number | string, times = 1) {
      for (let i = 0; i < times; i++) failures.push(statusOrCode);
    },
    rateLimitNext(times = 1) {
      for (let i = 0; i < times; i++) failures.push('900001');
    },
    allocate(orderNo: string) {
      const order = orders.get(orderNo);
      if (order) order.allocated = true;
    },
    orderNoOf: (transactionId: string) => byTransaction.get(transactionId),
    setUsage(iccid: string, usedBytes: number) {
      for (const p of profiles()) if (p.iccid === iccid) p.orderUsage = usedBytes;
    },
    setStatus(iccid: string, esimStatus: string, smdpStatus?: string) {
      for (const p of profiles()) {
        if (p.iccid !== iccid) continue;
        p.esimStatus = esimStatus;
        if (smdpStatus) p.smdpStatus = smdpStatus;
      }
    },
  } as unknown as FakeEsimAccess;

  function authError(req: http.IncomingMessage, body: string) {
    const h = (name: string) => req.headers[name.toLowerCase()] as string | undefined;
    const [code, ts, id, sig] = [
      'RT-AccessCode',
      'RT-Timestamp',
      'RT-RequestID',
      'RT-Signature',
    ].map(h);
    if (!code || !ts || !id || !sig) return fail('000101', 'Request header (mandatory) is null');
    // The docs give a request timestamp ten minutes of validity.
    if (Math.abs(Date.now() - Number(ts)) > 10 * 60_000) {
      return fail('101001', 'The timestamp of the request has expired.');
    }
    const expected = hmac(fake.secretKey, ts + id + code + body);
    if (code !== fake.accessCode || sig.toLowerCase() !== expected) {
      return fail('101003', 'Request signature mismatch.');
    }
    return null;
  }

  function route(path: string, req: Record<string, unknown>) {
    switch (path) {
      case 'balance/query':
        return ok({ balance: fake.balance });
      case 'package/list': {
        if (req.type === 'TOPUP') {
          const iccid = req.iccid as string | undefined;
          const base = iccid
            ? profiles().find((p) => p.iccid === iccid)?.packageList[0].packageCode
            : (req.packageCode as string | undefined);
          return ok({
            packageList: FAKE_EA_TOPUPS.filter((t) => !base || t.baseCodes.includes(base)),
          });
        }
        const loc = (req.locationCode as string | undefined) ?? '';
        return ok({
          packageList: FAKE_EA_PACKAGES.filter((p) => !loc || p.location.split(',').includes(loc)),
        });
      }
      case 'esim/order': {
        const transactionId = req.transactionId as string | undefined;
        const items = (req.packageInfoList ?? []) as { packageCode: string; count: number }[];
        if (!transactionId || items.length === 0) {
          return fail('000106', 'Request parameter (mandatory) is null');
        }
        // "Duplicate transactionId will be identified as the same request."
        const existing = byTransaction.get(transactionId);
        if (existing) return ok({ orderNo: existing, transactionId });
        const lines = items.map((i) => ({
          ...i,
          pkg: FAKE_EA_PACKAGES.find((p) => p.packageCode === i.packageCode),
        }));
        if (lines.some((l) => !l.pkg)) return fail('310241', 'The packageCode does not exist.');
        const cost = lines.reduce((sum, l) => sum + l.pkg!.price * l.count, 0);
        if (fake.insufficientBalance || cost > fake.balance) {
          return fail('200007', 'Insufficient account balance');
        }
        fake.balance -= cost;
        fake.ordersPlaced++;
        const order: Order = {
          orderNo: `B261127${next()}`,
          transactionId,
          allocated: fake.allocateOnOrder,
          profiles: [],
        };
        for (const l of lines)
          for (let i = 0; i < l.count; i++) order.profiles.push(makeProfile(order, l.pkg!, next()));
        orders.set(order.orderNo, order);
        byTransaction.set(transactionId, order.orderNo);
        return ok({ orderNo: order.orderNo, transactionId });
      }
      case 'esim/query': {
        const { orderNo, iccid, transactionId, esimTranNo } = req as Record<
          string,
          string | undefined
        >;
        if (orderNo) {
          const order = orders.get(orderNo);
          if (!order) return fail('310272', 'The orderNo does not exist.');
          if (!order.allocated) return fail('200010', 'Profile is being downloaded for the order.');
        }
        const list = profiles().filter(
          (p) =>
            (!orderNo || p.orderNo === orderNo) &&
            (!iccid || p.iccid === iccid) &&
            (!transactionId || p.transactionId === transactionId) &&
            (!esimTranNo || p.esimTranNo === esimTranNo),
        );
        const pager = (req.pager ?? { pageNum: 1, pageSize: 10 }) as {
          pageNum: number;
          pageSize: number;
        };
        const start = (pager.pageNum - 1) * pager.pageSize;
        return ok({
          esimList: list.slice(start, start + pager.pageSize),
          pager: { ...pager, total: list.length },
        });
      }
      case 'esim/usage/query': {
        const wanted = (req.esimTranNoList ?? []) as string[];
        const list = profiles().filter((p) => wanted.includes(p.esimTranNo));
        return ok({
          esimUsageList: list.map((p) => ({
            esimTranNo: p.esimTranNo,
            dataUsage: p.orderUsage,
            totalData: p.totalVolume,
            lastUpdateTime: new Date().toISOString().replace('.000Z', '+0000'),
          })),
        });
      }
      case 'esim/topup': {
        const { iccid, packageCode, transactionId } = req as Record<string, string | undefined>;
        if (!transactionId || !packageCode)
          return fail('000106', 'Request parameter (mandatory) is null');
        const done = topUps.get(transactionId);
        if (done) return ok(done);
        const profile = profiles().find((p) => p.iccid === iccid);
        if (!profile) return fail('310403', 'The ICCID does not exist in the order.');
        const pkg = FAKE_EA_TOPUPS.find((t) => t.packageCode === packageCode);
        if (!pkg || !pkg.baseCodes.includes(profile.packageList[0].packageCode)) {
          return fail('310241', 'The packageCode does not exist.');
        }
        if (fake.insufficientBalance || pkg.price > fake.balance) {
          return fail('200007', 'Insufficient account balance');
        }
        fake.balance -= pkg.price;
        fake.topUpsPlaced++;
        profile.totalVolume += pkg.volume;
        const result = {
          transactionId,
          iccid: profile.iccid,
          expiredTime: profile.expiredTime,
          totalVolume: profile.totalVolume,
          totalDuration: profile.totalDuration,
          orderUsage: profile.orderUsage,
          topUpEsimTranNo: `2611279${next()}`,
        };
        topUps.set(transactionId, result);
        return ok(result);
      }
      default:
        return null;
    }
  }

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      void (async () => {
        const wait =
          fake.latencyMs + (req.url?.endsWith('/package/list') ? fake.packageListLatencyMs : 0);
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        const json = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
          if (res.destroyed) return;
          res.writeHead(status, { 'content-type': 'application/json', ...headers });
          res.end(JSON.stringify(payload));
        };
        const path = (req.url ?? '').replace(/^\/api\/v1\/open\//, '');
        const refused = authError(req, body);
        if (refused) {
          fake.unauthorized++;
          return json(200, refused);
        }
        const failure = failures.shift();
        if (typeof failure === 'number') {
          return json(
            failure,
            { error: `injected ${failure}` },
            failure === 429 ? { 'retry-after': '2' } : {},
          );
        }
        if (typeof failure === 'string') return json(200, fail(failure, `injected ${failure}`));
        let parsed: Record<string, unknown> = {};
        try {
          parsed = body ? (JSON.parse(body) as Record<string, unknown>) : {};
        } catch {
          return json(200, fail('000104', 'Request in invalid JSON format'));
        }
        fake.requests.push({ path, body: parsed });
        const answer = req.method === 'POST' ? route(path, parsed) : null;
        return answer ? json(200, answer) : json(404, { error: 'not found' });
      })();
    });
  });

  installWebhooks(fake, orders, profiles);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
