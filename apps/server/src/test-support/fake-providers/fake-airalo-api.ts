import { createHmac, randomBytes } from 'node:crypto';
import type http from 'node:http';
import { airaloPackageIndex, type FakeAiraloEntry } from './fake-airalo-catalog.js';
import { airaloErrorBody, airaloExample, airaloInvalid, type Doc } from './fake-airalo-fixtures.js';
import {
  FakeAiraloOrders,
  listRow,
  now,
  submitAnswer,
  topUpAnswer,
  type StoredOrder,
} from './fake-airalo-orders.js';
import type { FakeAiralo, FakeAiraloAfterWrite, FakeAiraloUsage } from './fake-airalo-types.js';

/** The one host both SDKs name; the fake writes it in `links`, as Airalo writes its own. */
const AIRALO = 'https://partners-api.airalo.com/v2';
/** GET /packages and /orders without `limit` (undocumented: Laravel's default page size). */
const DEFAULT_PAGE_SIZE = 15;

export const signBody = (secret: string, body: string) =>
  createHmac('sha512', secret).update(body).digest('hex');

/** What the fake keeps between calls. */
export class FakeAiraloState {
  catalogue: FakeAiraloEntry[] = [];
  index = airaloPackageIndex([]);
  readonly tokens = new Map<string, number>();
  readonly store = new FakeAiraloOrders();
  readonly usage = new Map<string, Partial<FakeAiraloUsage>>();
  readonly asyncRequests = new Map<
    string,
    { payload: Doc; webhookUrl: string; order?: StoredOrder }
  >();
  readonly failures: { status: number; body: unknown; headers?: Record<string, string> }[] = [];
  readonly afterWrites: FakeAiraloAfterWrite[] = [];

  constructor(readonly fake: FakeAiralo) {}

  setCatalogue(entries: FakeAiraloEntry[]) {
    this.catalogue = entries;
    this.index = airaloPackageIndex(entries);
  }

  createOrder(pkgId: string, quantity: number, description: string | null) {
    const { pkg } = this.index.get(pkgId)!;
    this.fake.balanceUsd -= pkg.net_price * quantity;
    return this.store.createOrder(pkg, quantity, description);
  }
}

type Answer = { status: number; body: unknown; headers?: Record<string, string> } | 'hang';
const ok = (data: unknown, extra: Doc = {}): Answer => ({
  status: 200,
  body: { data, ...extra, meta: { message: 'success', ...(extra.meta as Doc) } },
});
const status = (code: number, body: unknown): Answer => ({ status: code, body });
const notFound = () => status(404, airaloExample('not-found-404'));

/** `limit` and `page` as documented: integers, or the documented 422. */
function paging(url: URL, total: number, maxPageSize: number | null) {
  const rawLimit = url.searchParams.get('limit');
  const rawPage = url.searchParams.get('page') ?? '1';
  const errors: Record<string, string> = {};
  if (rawLimit !== null && !/^\d+$/.test(rawLimit)) errors.limit = 'The limit must be an integer.';
  if (!/^\d+$/.test(rawPage)) errors.page = 'The page must be an integer.';
  if (Object.keys(errors).length) return { invalid: status(422, airaloInvalid(errors)) };
  const asked = Math.max(1, Number(rawLimit ?? DEFAULT_PAGE_SIZE));
  const perPage = maxPageSize ? Math.min(asked, maxPageSize) : asked;
  const page = Math.max(1, Number(rawPage));
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = (page - 1) * perPage;
  const link = (p: number) => {
    const q = new URLSearchParams(url.searchParams);
    q.set('limit', String(perPage));
    q.set('page', String(p));
    return `${AIRALO}${url.pathname.replace(/^\/v2/, '')}?${q.toString()}`;
  };
  const extra = {
    links: {
      first: link(1),
      last: link(lastPage),
      prev: page > 1 ? link(page - 1) : null,
      next: page < lastPage ? link(page + 1) : null,
    },
    meta: {
      current_page: page,
      from: from < total ? from + 1 : null,
      last_page: lastPage,
      path: `${AIRALO}${url.pathname.replace(/^\/v2/, '')}`,
      per_page: String(perPage),
      to: Math.min(from + perPage, total) || null,
      total,
    },
  };
  return { from, perPage, page, extra };
}

/** One API call (not /token): the documented answer, or 'hang' for a lost one. */
export function answerApi(
  s: FakeAiraloState,
  req: http.IncomingMessage,
  url: URL,
  body: Doc,
): Answer {
  const { fake, store } = s;
  const path = url.pathname.replace(/^\/v2/, '');
  const m = req.method;
  const include = new Set((url.searchParams.get('include') ?? '').split(',').filter(Boolean));
  /** A write is done: its answer, unless the test lost it. */
  const written = (answer: Answer): Answer => {
    const after = s.afterWrites.shift();
    if (!after) return answer;
    return 'hangMs' in after ? 'hang' : status(after.status, after.body ?? 'Service Unavailable');
  };

  if (m === 'GET' && path === '/balance') {
    const balance = airaloExample('balance');
    balance.data.balances.availableBalance.amount = Math.round(fake.balanceUsd * 100) / 100;
    return status(200, balance);
  }
  if (m === 'GET' && path === '/packages') {
    const type = url.searchParams.get('filter[type]');
    const entries = s.catalogue
      .filter((e) => !type || e.operators.some((o) => o.type === type))
      .map((e) => ({
        ...e,
        operators: e.operators.map((o) => ({
          ...o,
          packages: o.packages.filter((p) => include.has('topup') || p.type === 'sim'),
        })),
      }));
    const paged = paging(url, entries.length, fake.maxPageSize);
    if ('invalid' in paged) return paged.invalid!;
    const slice = entries.slice(paged.from, paged.from + paged.perPage);
    // Page 2 and beyond: "an object representing the country's index" (get-packages page).
    const data =
      paged.page === 1
        ? slice
        : Object.fromEntries(slice.map((e, i) => [String(paged.from + i), e]));
    return ok(data, paged.extra);
  }
  if (m === 'POST' && (path === '/orders' || path === '/orders-async')) {
    const async = path === '/orders-async';
    const found = s.index.get(String(body.package_id));
    const quantity = Number(body.quantity ?? 1);
    const errors: Record<string, string> = {};
    const documented = airaloExample('order-422').data as Record<string, string>;
    if (!found || found.pkg.type !== 'sim') errors.package_id = documented.package_id;
    if (!Number.isInteger(quantity) || quantity < 1) {
      errors.quantity = 'The quantity must be at least 1.';
    } else if (quantity > 50) errors.quantity = documented.quantity;
    if (async && typeof body.webhook_url !== 'string') {
      errors.webhook_url = 'The webhook url field is required.';
    }
    if (Object.keys(errors).length) return status(422, airaloInvalid(errors));
    if (fake.insufficientBalance || fake.balanceUsd < found!.pkg.net_price * quantity) {
      return status(422, airaloErrorBody(11, `${fake.balanceUsd.toFixed(2)} USD left`));
    }
    fake.ordersPlaced++;
    const description = typeof body.description === 'string' ? body.description : null;
    if (!async)
      return written(ok(submitAnswer(s.createOrder(found!.pkg.id, quantity, description))));
    const requestId = randomBytes(19).toString('base64url').slice(0, 25);
    s.asyncRequests.set(requestId, { payload: body, webhookUrl: body.webhook_url as string });
    if (fake.asyncDelayMs !== null) {
      // Airalo processes the order on its own time; a failed delivery is the test's to see.
      setTimeout(() => void fake.deliverAsync(requestId).catch(() => {}), fake.asyncDelayMs);
    }
    const accepted = airaloExample('order-async-202');
    accepted.data = { request_id: requestId, accepted_at: now() };
    return written(status(202, accepted));
  }
  if (m === 'GET' && path === '/orders') {
    const rows = store.list(url.searchParams.get('filter[description]'));
    const paged = paging(url, rows.length, null);
    if ('invalid' in paged) return paged.invalid!;
    const slice = rows.slice(paged.from, paged.from + paged.perPage);
    return ok(
      slice.map((o) => listRow(o, include)),
      paged.extra,
    );
  }
  const orderMatch = /^\/orders\/(\d+)$/.exec(path);
  if (m === 'GET' && orderMatch) {
    const order = store.byId(Number(orderMatch[1]));
    return order ? ok(listRow(order, include)) : notFound();
  }
  if (m === 'POST' && path === '/orders/topups') {
    const iccid = String(body.iccid ?? '');
    const found = s.index.get(String(body.package_id));
    const errors: Record<string, string> = {};
    if (!store.simPackage.has(iccid)) errors.iccid = 'The selected iccid is invalid.';
    if (!found || found.pkg.type !== 'topup') {
      errors.package_id = (airaloExample('order-422').data as Record<string, string>).package_id;
    }
    if (Object.keys(errors).length) return status(422, airaloInvalid(errors));
    if (fake.insufficientBalance || fake.balanceUsd < found!.pkg.net_price) {
      return status(422, airaloErrorBody(11, `${fake.balanceUsd.toFixed(2)} USD left`));
    }
    fake.topUpsPlaced++;
    fake.balanceUsd -= found!.pkg.net_price;
    const description = typeof body.description === 'string' ? body.description : null;
    return written(ok(topUpAnswer(store.createTopUp(found!.pkg, iccid, description))));
  }
  const simMatch = /^\/sims\/(\d+)(?:\/(usage|topups))?$/.exec(path);
  if (m === 'GET' && simMatch) {
    const [, iccid, sub] = simMatch;
    const packageId = store.simPackage.get(iccid);
    if (!packageId) return notFound();
    const { pkg, operator } = s.index.get(packageId)!;
    if (sub === 'usage') {
      const usage = airaloExample('sim-usage');
      usage.data = {
        ...usage.data,
        remaining: pkg.is_unlimited ? 0 : pkg.amount,
        total: pkg.is_unlimited ? 0 : pkg.amount,
        expired_at: null,
        is_unlimited: pkg.is_unlimited,
        status: 'NOT_ACTIVE',
        ...s.usage.get(iccid),
      };
      return status(200, usage);
    }
    if (sub === 'topups') {
      const template = airaloExample('topup-packages').data[0] as Doc;
      const offered = operator.rechargeability
        ? operator.packages.filter((p) => p.type === 'topup')
        : [];
      return status(200, {
        data: offered.map((p) => ({
          ...template,
          id: p.id,
          price: p.price,
          net_price: p.net_price,
          amount: p.amount,
          day: p.day,
          is_unlimited: p.is_unlimited,
          title: p.title,
          data: p.data,
          voice: null,
          text: null,
        })),
      });
    }
    const order = store.bySim(iccid)!;
    return ok({ ...order.sims.find((x) => x.iccid === iccid), simable: listRow(order, include) });
  }
  return notFound();
}
