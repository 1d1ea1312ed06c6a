import type { Tx } from '../../platform/db/client.js';
import { deliverableOf, deliverableQuantity } from './deliverable.queries.js';
import { bestCover, type CoverLeg, type CoverPlan, type CoverResult } from './trip-cover.js';

export interface StockSnapshot {
  unlimited: boolean;
  left: Map<string, number>;
}

/**
 * What a distributor can still deliver of each plan while trips are planned (issue 37): read
 * fresh (stock is not part of the catalogue cache), then spent by each planned trip, so a group's
 * travellers are together proposed no more of a plan than its stock (a plan a provider supplies
 * has no limit). `unlimited` plans as if every plan were in stock (the demo seed, which receives
 * the tour's eSIMs for the plan it is about to order).
 */
export class TripStock {
  private readonly left = new Map<string, number>();

  constructor(private readonly unlimited = false) {}

  /** What is known, as plain data: the worker pool plans from a copy (`TripStock.from`). */
  snapshot(): StockSnapshot {
    return { unlimited: this.unlimited, left: new Map(this.left) };
  }

  static from(snapshot: StockSnapshot): TripStock {
    const stock = new TripStock(snapshot.unlimited);
    for (const [id, n] of snapshot.left) stock.left.set(id, n);
    return stock;
  }

  /** Reads the plans not yet known. */
  async load(db: Tx, distributor: string, variantIds: readonly string[]) {
    if (this.unlimited) return;
    const missing = variantIds.filter((id) => !this.left.has(id));
    if (missing.length === 0) return;
    const plans = await deliverableOf(db, distributor, missing);
    for (const id of missing) this.left.set(id, deliverableQuantity(plans.get(id)));
  }

  /** How many of a plan each of `travellers` may use. */
  perTraveller(variantId: string, travellers: number) {
    if (this.unlimited) return Number.POSITIVE_INFINITY;
    return Math.floor((this.left.get(variantId) ?? 0) / travellers);
  }

  /** A planned trip of `travellers` spends its plans. */
  take(variantId: string, quantity: number) {
    if (this.unlimited) return;
    this.left.set(variantId, (this.left.get(variantId) ?? 0) - quantity);
  }
}

/**
 * The best cover (trip-cover.ts) among the plans there are enough of for `travellers`: a plan
 * with none left is not weighed, and a plan the cover would use more often than there are is
 * left out and the trip searched again (so a mix using it fewer times may be missed: the answer
 * is always deliverable, not always the best the stock allows). Answers the cover and whether
 * any plan was left out for want of stock.
 */
export function deliverableCover<P extends CoverPlan>(
  plans: readonly P[],
  legs: readonly CoverLeg[],
  gbPerDay: number,
  stock: TripStock,
  travellers: number,
): { result: CoverResult; shortOfStock: boolean } {
  let weighed = plans.filter((p) => stock.perTraveller(p.id, travellers) >= 1);
  let shortOfStock = weighed.length < plans.length;
  for (;;) {
    const result = bestCover(weighed, legs, gbPerDay);
    if (!result.covered) return { result, shortOfStock };
    const used = new Map<string, number>();
    for (const use of result.uses) used.set(use.plan.id, (used.get(use.plan.id) ?? 0) + 1);
    const over = new Set(
      [...used].filter(([id, n]) => n > stock.perTraveller(id, travellers)).map(([id]) => id),
    );
    if (over.size === 0) {
      for (const [id, n] of used) stock.take(id, n * travellers);
      return { result, shortOfStock };
    }
    shortOfStock = true;
    weighed = weighed.filter((p) => !over.has(p.id));
  }
}
