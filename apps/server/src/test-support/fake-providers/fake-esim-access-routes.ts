import { eaFixture } from './fake-esim-access-fixtures.js';
import {
  eaTime,
  FAKE_EA_PACKAGES,
  FAKE_EA_TOPUPS,
  makeProfile,
  type Order,
  type Profile,
} from './fake-esim-access-data.js';

/**
 * The fake's endpoints, as docs.esimaccess.com documents them (each answer in its documented
 * example's shape, fixtures/esim-access/). Only documented parameters are read: anything else in
 * a body (a `transactionId` on esim/query ...) is ignored, as a filter the API does not have.
 */
const MESSAGES = eaFixture<Record<string, string>>('error-codes');

export const ok = (obj: unknown) => ({ success: true, errorCode: null, errorMsg: null, obj });
export const fail = (errorCode: string) => ({
  success: false,
  errorCode,
  errorMsg: MESSAGES[errorCode] ?? 'unknown error',
  obj: null,
});

export interface EaState {
  balance: number;
  ordersPlaced: number;
  topUpsPlaced: number;
  insufficientBalance: boolean;
  allocateOnOrder: boolean;
  orders: Map<string, Order>;
  byTransaction: Map<string, string>;
  next(): string;
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

export function routeEsimAccess(s: EaState, path: string, req: Record<string, unknown>) {
  const profiles = () =>
    [...s.orders.values()].filter((o) => o.allocated).flatMap((o) => o.profiles);
  switch (path) {
    case 'balance/query':
      return ok({ balance: s.balance });
    case 'package/list': {
      if (req.type === 'TOPUP') {
        const iccid = text(req.iccid);
        const base = iccid
          ? profiles().find((p) => p.iccid === iccid)?.packageList[0].packageCode
          : (text(req.packageCode) ?? text(req.slug));
        const list = FAKE_EA_TOPUPS.filter((t) => !base || t.baseCodes.includes(base));
        return ok({ packageList: list.map(({ baseCodes: _, ...p }) => p) });
      }
      const loc = text(req.locationCode);
      const code = text(req.packageCode) ?? text(req.slug);
      return ok({
        packageList: FAKE_EA_PACKAGES.filter(
          (p) =>
            (!loc || p.location.split(',').includes(loc)) &&
            (!code || p.packageCode === code || p.slug === code),
        ),
      });
    }
    case 'esim/order':
      return order(s, req);
    case 'esim/query':
      return query(s, profiles(), req);
    case 'esim/usage/query': {
      const wanted = Array.isArray(req.esimTranNoList) ? (req.esimTranNoList as string[]) : [];
      if (wanted.length === 0) return fail('000105');
      // "Check the data usage of up to 10 eSIMs via their esimTranNo" (Usage Check).
      if (wanted.length > 10) return fail('000107');
      const list = profiles().filter((p) => wanted.includes(p.esimTranNo));
      return ok({
        esimUsageList: list.map((p) => ({
          esimTranNo: p.esimTranNo,
          dataUsage: p.orderUsage,
          totalData: p.totalVolume,
          lastUpdateTime: eaTime(Date.now()),
        })),
      });
    }
    case 'esim/topup':
      return topUp(s, profiles(), req);
    default:
      return null;
  }
}

function order(s: EaState, req: Record<string, unknown>) {
  const transactionId = text(req.transactionId);
  const items = Array.isArray(req.packageInfoList)
    ? (req.packageInfoList as {
        packageCode?: string;
        slug?: string;
        count?: number;
        price?: number;
      }[])
    : [];
  if (!transactionId || items.length === 0) return fail('000106');
  // "Max 50 chars" (Order Profiles).
  if (transactionId.length > 50) return fail('000107');
  // "Duplicate transactionId will be identified as the same request."
  const existing = s.byTransaction.get(transactionId);
  if (existing) return ok({ orderNo: existing });
  const lines = items.map((i) => ({
    count: Number(i.count ?? 0),
    price: i.price,
    pkg: FAKE_EA_PACKAGES.find((p) => p.packageCode === i.packageCode || p.slug === i.slug),
  }));
  if (lines.some((l) => !l.pkg)) return fail('310241');
  if (lines.some((l) => l.price !== undefined && l.price !== l.pkg!.price)) return fail('200005');
  const cost = lines.reduce((sum, l) => sum + l.pkg!.price * l.count, 0);
  if (req.amount !== undefined && Number(req.amount) !== cost) return fail('200006');
  if (s.insufficientBalance || cost > s.balance) return fail('200007');
  s.balance -= cost;
  s.ordersPlaced++;
  const placed: Order = {
    orderNo: `B261127${s.next()}`,
    transactionId,
    allocated: s.allocateOnOrder,
    profiles: [],
  };
  for (const l of lines) {
    for (let i = 0; i < l.count; i++) placed.profiles.push(makeProfile(placed, l.pkg!, s.next()));
  }
  s.orders.set(placed.orderNo, placed);
  s.byTransaction.set(transactionId, placed.orderNo);
  // The documented answer is the orderNo alone; the profiles come from esim/query.
  return ok({ orderNo: placed.orderNo });
}

function query(s: EaState, all: Profile[], req: Record<string, unknown>) {
  const pager = req.pager as { pageNum?: number; pageSize?: number } | undefined;
  if (!pager || pager.pageNum === undefined || pager.pageSize === undefined) return fail('000105');
  const { pageNum, pageSize } = pager;
  // "pageSize value range: [5, 500]", "pageNum value range: [1, 10000]".
  if (pageSize < 5 || pageSize > 500 || pageNum < 1 || pageNum > 10_000) return fail('000107');
  const orderNo = text(req.orderNo);
  const iccid = text(req.iccid);
  const esimTranNo = text(req.esimTranNo);
  // "If the profiles are not yet ready for download, the error will be returned (200010)".
  if (orderNo && s.orders.get(orderNo)?.allocated === false) return fail('200010');
  const list = all.filter(
    (p) =>
      (!orderNo || p.orderNo === orderNo) &&
      (!iccid || p.iccid === iccid) &&
      (!esimTranNo || p.esimTranNo === esimTranNo),
  );
  const start = (pageNum - 1) * pageSize;
  return ok({
    esimList: list.slice(start, start + pageSize),
    pager: { pageSize, pageNum, total: list.length },
  });
}

function topUp(s: EaState, all: Profile[], req: Record<string, unknown>) {
  const iccid = text(req.iccid);
  const esimTranNo = text(req.esimTranNo);
  const packageCode = text(req.packageCode);
  if (!text(req.transactionId) || !packageCode || (!iccid && !esimTranNo)) return fail('000106');
  const profile = all.find((p) => p.iccid === iccid || p.esimTranNo === esimTranNo);
  // "Top ups can be requested while the eSIM is in New, In Use or Depleted status, but not after
  // eSIM expiry": an eSIM this account does not have is refused the same way.
  if (!profile || Date.parse(profile.expiredTime.replace('+0000', 'Z')) < Date.now()) {
    return fail('200002');
  }
  const pkg = FAKE_EA_TOPUPS.find((t) => t.packageCode === packageCode);
  if (!pkg || !pkg.baseCodes.includes(profile.packageList[0].packageCode)) return fail('310241');
  if (s.insufficientBalance || pkg.price > s.balance) return fail('200007');
  // The docs do not say a repeated transactionId is the same top-up: each call tops up.
  s.balance -= pkg.price;
  s.topUpsPlaced++;
  profile.totalVolume += pkg.volume;
  return ok({
    transactionId: req.transactionId,
    iccid: profile.iccid,
    expiredTime: profile.expiredTime,
    totalVolume: profile.totalVolume,
    totalDuration: profile.totalDuration,
    orderUsage: profile.orderUsage,
  });
}
