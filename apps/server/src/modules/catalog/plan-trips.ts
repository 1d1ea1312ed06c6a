import { fromMinor, type TripPlan } from '@wander/contract';
import { priceFromBook, type PriceBook } from './price-from-book.js';
import type { CoverLeg, CoverPlan, CoverUse } from './trip-cover.js';
import { deliverableCover, TripStock, type StockSnapshot } from './trip-stock.js';

/** A plan the trips may use, as plain data (the worker pool's input). */
export interface TripCandidate extends CoverPlan {
  productId: string;
  variantName: string;
  countries: Set<string>;
}

/** Everything the planner reads from the database, read once for any number of trips. */
export interface TripPlanning {
  names: Map<string, string>;
  candidates: TripCandidate[];
  book: PriceBook;
  stock: StockSnapshot;
}

export interface TripRequest {
  legs: CoverLeg[];
  gbPerDay: number;
  /** How many travellers take this trip (the stock each plan must have for all of them). */
  travellers: number;
}

export type TripAnswer = { plan: TripPlan } | { uncovered: string };

/**
 * The trips planned one after the other (each spends the stock the next sees), without the
 * database: the cover search (trip-cover.ts) and the cart's pricing (priceFromBook). It runs in
 * the worker pool (plan-trips.worker.ts): a group of 1,000 travellers on their own trips is
 * seconds of CPU that would otherwise hold every other request.
 */
export function planTripsNow(planning: TripPlanning, trips: TripRequest[]): TripAnswer[] {
  const stock = TripStock.from(planning.stock);
  return trips.map((trip) => planOne(planning, trip, stock));
}

function planOne(planning: TripPlanning, trip: TripRequest, stock: TripStock): TripAnswer {
  const { names, book } = planning;
  const codes = new Set(trip.legs.map((l) => l.countryCode));
  const plans = planning.candidates.filter((p) => [...codes].some((c) => p.countries.has(c)));
  const { result, shortOfStock } = deliverableCover(
    plans,
    trip.legs,
    trip.gbPerDay,
    stock,
    trip.travellers,
  );
  if (!result.covered) {
    // Say so when plans that would cover the day are out of stock.
    const which = shortOfStock ? 'in stock ' : '';
    return {
      uncovered: `No plan of this distributor ${which}covers ${names.get(result.countryCode)} on day ${result.day + 1} of the trip with ${trip.gbPerDay} GB a day`,
    };
  }
  const groups = new Map<string, CoverUse[]>();
  for (const use of result.uses) {
    const uses = groups.get(use.plan.id);
    if (uses) uses.push(use);
    else groups.set(use.plan.id, [use]);
  }
  const priced = priceFromBook(
    book,
    [...groups].map(([variantId, uses]) => ({ variantId, qty: uses.length })),
  );
  const days = trip.legs.flatMap((l) => Array<string>(l.days).fill(l.countryCode));
  const byId = new Map(plans.map((p) => [p.id, p]));
  return {
    plan: {
      lines: [...groups].map(([variantId, uses]) => {
        const plan = byId.get(variantId)!;
        const line = priced.lines.find((l) => l.variantId === variantId)!;
        const netUnit = Math.round(
          (line.unitPriceMinor * line.qty - line.discountMinor) / line.qty,
        );
        return {
          variantId,
          productId: plan.productId,
          productCode: line.productCode,
          productName: line.productName,
          variantCode: line.variantCode,
          planName: line.variantName,
          countries: [...plan.countries],
          days: plan.days,
          dataGb: plan.dataGb,
          isDayPass: plan.isDayPass,
          quantity: uses.length,
          unitPrice: fromMinor(netUnit),
          reason: reasonFor(plan.variantName, uses, days, names),
        };
      }),
      total: fromMinor(priced.totalMinor),
      currency: priced.currency,
    },
  };
}

const listOf = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
const dayWord = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/** "one Asia 8 plan covers Japan and Korea for 9 days", "2 ... plans cover Japan for 3 days each". */
function reasonFor(
  planName: string,
  uses: CoverUse[],
  days: string[],
  names: Map<string, string>,
): string {
  const where = new Set<string>();
  for (const use of uses) {
    for (let d = use.startDay; d < use.startDay + use.days; d++) where.add(names.get(days[d])!);
  }
  const place = listOf([...where]);
  if (uses.length === 1) return `one ${planName} plan covers ${place} for ${dayWord(uses[0].days)}`;
  const lengths = uses.map((u) => u.days);
  const each = lengths.every((n) => n === lengths[0])
    ? `${dayWord(lengths[0])} each`
    : `${lengths.join(' + ')} days`;
  return `${uses.length} ${planName} plans cover ${place} for ${each}`;
}
