import { randomBytes } from 'node:crypto';
import type { FakeAiraloPackage } from './fake-airalo-catalog.js';

/**
 * The fake Airalo's orders and eSIMs, shaped as the order answers of the Partner API
 * (developers.partners.airalo.com/submit-order-11883024e0; example in Airalo/airalo-php-sdk
 * README.md): order id and code, USD totals, and one sim per unit with lpa, matching_id and the
 * LPA string as qrcode.
 */
export interface StoredOrder {
  id: number;
  code: string;
  currency: 'USD';
  package_id: string;
  quantity: number;
  type: 'sim' | 'topup';
  description: string | null;
  package: string;
  data: string;
  validity: number;
  price: number;
  net_price: number;
  created_at: string;
  status: { name: string; slug: string };
  sims: ReturnType<typeof makeSim>[];
}

let iccidCounter = 0;
export function makeSim(id: number) {
  iccidCounter++;
  const matching = randomBytes(6).toString('hex').toUpperCase();
  return {
    id,
    created_at: now(),
    iccid: `8944000000${String(Date.now() % 1e6).padStart(6, '0')}${String(iccidCounter).padStart(4, '0')}`,
    lpa: 'lpa.fake-airalo.test',
    imsis: null,
    matching_id: matching,
    qrcode: `LPA:1$lpa.fake-airalo.test$${matching}`,
    qrcode_url: `https://fake-airalo.test/qr?id=${id}`,
    apn_type: 'automatic',
    apn_value: null,
    is_roaming: true,
    msisdn: null,
  };
}

export const now = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

export class FakeAiraloOrders {
  readonly orders: StoredOrder[] = [];
  /** ICCID -> the package its eSIM was bought with. */
  readonly simPackage = new Map<string, string>();

  createOrder(p: FakeAiraloPackage, quantity: number, description: string | null): StoredOrder {
    const id = this.orders.length + 1;
    const order: StoredOrder = {
      ...this.shell(p, id, description),
      quantity,
      type: 'sim',
      price: Math.round(p.price * quantity * 100) / 100,
      net_price: Math.round(p.net_price * quantity * 1000) / 1000,
      sims: Array.from({ length: quantity }, (_, i) => makeSim(id * 100 + i)),
    };
    for (const sim of order.sims) this.simPackage.set(sim.iccid, p.id);
    this.orders.push(order);
    return order;
  }

  createTopUp(p: FakeAiraloPackage, description: string | null): Omit<StoredOrder, 'sims'> {
    const order = this.shell(p, this.orders.length + 1, description);
    this.orders.push({ ...order, sims: [] });
    return order;
  }

  /** Orders whose description contains `description` (Airalo's filter is a LIKE search). */
  list(description: string | null): StoredOrder[] {
    return this.orders.filter(
      (o) => o.type === 'sim' && (!description || (o.description ?? '').includes(description)),
    );
  }

  bySim(iccid: string): StoredOrder | undefined {
    return this.orders.find((o) => o.sims.some((s) => s.iccid === iccid));
  }

  private shell(p: FakeAiraloPackage, id: number, description: string | null) {
    return {
      id,
      code: `20261127-${String(id).padStart(6, '0')}`,
      currency: 'USD' as const,
      package_id: p.id,
      quantity: 1,
      type: 'topup' as 'sim' | 'topup',
      description,
      package: p.title,
      data: p.data,
      validity: p.day,
      price: p.price,
      net_price: p.net_price,
      created_at: now(),
      status: { name: 'Completed', slug: 'completed' },
    };
  }
}
