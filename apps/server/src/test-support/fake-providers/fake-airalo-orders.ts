import { randomBytes } from 'node:crypto';
import type { FakeAiraloPackage } from './fake-airalo-catalog.js';
import { airaloExample, type Doc } from './fake-airalo-fixtures.js';

/**
 * The fake Airalo's orders, eSIM orders and top-ups alike, answered in the documented shapes:
 * POST /orders as submit-order-11883024e0's example (fixtures/airalo/order.json), a row of GET
 * /orders and GET /orders/{id} as get-order-list-11883022e0's (orders-list.json; `sims`, `status`
 * and `user` only when `include` names them), POST /orders/topups as topup-order.json. One sim
 * per eSIM ordered, its LPA string as `qrcode`.
 */
export interface StoredOrder {
  id: number;
  code: string;
  created_at: string;
  type: 'sim' | 'topup';
  description: string | null;
  quantity: number;
  pkg: FakeAiraloPackage;
  sims: Doc[];
  /** The eSIM a top-up was bought for. */
  iccid: string | null;
}

let iccidCounter = 0;
export const now = () => new Date().toISOString().slice(0, 19).replace('T', ' ');
const money = (n: number) => Math.round(n * 1000) / 1000;

function makeSim(id: number, template: Doc): Doc {
  iccidCounter++;
  const matching = randomBytes(6).toString('hex').toUpperCase();
  return {
    ...template,
    id,
    created_at: now(),
    iccid: `8944000000${String(Date.now() % 1e6).padStart(6, '0')}${String(iccidCounter).padStart(4, '0')}`,
    lpa: 'lpa.fake-airalo.test',
    matching_id: matching,
    qrcode: `LPA:1$lpa.fake-airalo.test$${matching}`,
    qrcode_url: `https://fake-airalo.test/qr?id=${id}`,
  };
}

export class FakeAiraloOrders {
  readonly orders: StoredOrder[] = [];
  /** ICCID -> the package its eSIM was bought with. */
  readonly simPackage = new Map<string, string>();
  private nextId = 100;

  createOrder(p: FakeAiraloPackage, quantity: number, description: string | null): StoredOrder {
    const id = ++this.nextId;
    const simTemplate = airaloExample('order').data.sims[0] as Doc;
    const order: StoredOrder = {
      id,
      code: `20261127-${String(id).padStart(6, '0')}`,
      created_at: now(),
      type: 'sim',
      description,
      quantity,
      pkg: p,
      sims: Array.from({ length: quantity }, (_, i) => makeSim(id * 100 + i, simTemplate)),
      iccid: null,
    };
    for (const sim of order.sims) this.simPackage.set(sim.iccid as string, p.id);
    this.orders.push(order);
    return order;
  }

  createTopUp(p: FakeAiraloPackage, iccid: string, description: string | null): StoredOrder {
    const id = ++this.nextId;
    const order: StoredOrder = {
      id,
      code: `20261127-${String(id).padStart(6, '0')}`,
      created_at: now(),
      type: 'topup',
      description,
      quantity: 1,
      pkg: p,
      sims: [],
      iccid,
    };
    this.orders.push(order);
    return order;
  }

  /** Orders whose description contains `description` (the documented LIKE '%...%' search). */
  list(description: string | null): StoredOrder[] {
    return this.orders.filter((o) => !description || (o.description ?? '').includes(description));
  }

  byId(id: number) {
    return this.orders.find((o) => o.id === id);
  }

  bySim(iccid: string): StoredOrder | undefined {
    return this.orders.find((o) => o.sims.some((s) => s.iccid === iccid));
  }
}

/** POST /orders' answer (and an async order's webhook body, plus its request_id). */
export function submitAnswer(order: StoredOrder): Doc {
  const { data } = airaloExample('order');
  return {
    ...data,
    id: order.id,
    code: order.code,
    package_id: order.pkg.id,
    quantity: order.quantity,
    description: order.description,
    validity: order.pkg.day,
    package: order.pkg.title,
    data: order.pkg.data,
    price: money(order.pkg.price * order.quantity),
    net_price: money(order.pkg.net_price * order.quantity),
    created_at: order.created_at,
    sims: order.sims,
  };
}

/**
 * A row of GET /orders (and GET /orders/{id}). The list example has no `net_price`; the FAQ says
 * it is "provided as net_price in every order or package-related endpoint", so rows carry it.
 */
export function listRow(order: StoredOrder, include: Set<string>): Doc {
  const { data } = airaloExample('orders-list');
  const row = { ...(data[0] as Doc) };
  Object.assign(row, {
    id: order.id,
    created_at: order.created_at,
    code: order.code,
    description: order.description,
    type: order.type,
    package_id: order.pkg.id,
    quantity: order.quantity,
    package: order.pkg.title,
    validity: String(order.pkg.day),
    price: (order.pkg.price * order.quantity).toFixed(2),
    net_price: money(order.pkg.net_price * order.quantity),
    data: order.pkg.data,
    sims: order.sims.map((s) => ({ ...(data[0].sims[0] as Doc), ...s })),
  });
  for (const related of ['sims', 'user', 'status']) if (!include.has(related)) delete row[related];
  return row;
}

/** POST /orders/topups' answer. */
export function topUpAnswer(order: StoredOrder): Doc {
  const { data } = airaloExample('topup-order');
  return {
    ...data,
    package_id: order.pkg.id,
    description: order.description,
    validity: order.pkg.day,
    package: order.pkg.title,
    data: order.pkg.data,
    price: order.pkg.price,
    created_at: order.created_at,
    id: order.id,
    code: order.code,
  };
}
