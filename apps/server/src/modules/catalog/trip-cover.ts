/**
 * The trip planner's search (issue 29), pure: no database, no prices beyond what it is given.
 *
 * The trip is a row of days, each spent in one country (the legs, in order). A plan bought once
 * covers a run of consecutive days, starting on any day: at most its validity, only days spent in
 * countries it covers, and with enough data: a day pass gives its data every day (it must be at
 * least the daily need), a data plan shares its data over the days it covers (days x need at
 * most). Every day is covered by exactly one plan; the cheapest set of plans wins, then the one
 * with fewer eSIMs to install. The planner proposes `bestCover`: the cheapest unless fewer eSIMs
 * cost little more (issue 37).
 *
 * Dynamic programming over days: best[t] is the cheapest cover of the first t days. The cost of
 * covering days is non-decreasing in their number (cutting the last plan short covers fewer days
 * for the same money), so a plan bought on day s offers best[s] + price to every t up to the
 * longest run it can cover; best[t] is the cheapest offer still open at t (a heap, expired offers
 * dropped). O(days x plans per country x log) plus the runs, each a walk over the legs.
 */

export interface CoverPlan {
  id: string;
  countries: ReadonlySet<string>;
  days: number;
  dataGb: number;
  isDayPass: boolean;
  /** What one costs the buyer, integer minor units. */
  priceMinor: number;
}

export interface CoverLeg {
  countryCode: string;
  days: number;
}

/** One plan bought: it covers days [startDay, startDay + days) of the trip (0-based). */
export interface CoverUse {
  plan: CoverPlan;
  startDay: number;
  days: number;
}

export type CoverResult =
  | { covered: true; uses: CoverUse[]; totalMinor: number }
  /** The first day nothing can cover, and where the trip is that day. */
  | { covered: false; day: number; countryCode: string };

const EPSILON = 1e-9;

/** How many days a plan may cover by its data, whatever the countries. */
export function dataDays(plan: CoverPlan, gbPerDay: number): number {
  if (plan.isDayPass) return plan.dataGb + EPSILON >= gbPerDay ? plan.days : 0;
  if (gbPerDay <= 0) return plan.days;
  return Math.min(plan.days, Math.floor(plan.dataGb / gbPerDay + EPSILON));
}

interface Offer {
  cost: number;
  count: number;
  end: number;
  from: number;
  plan: CoverPlan;
}

const better = (a: Offer, b: Offer) => a.cost < b.cost || (a.cost === b.cost && a.count < b.count);

/**
 * Drops the plans another plan of the same countries beats for this trip: one that can cover at
 * least as many days (by validity and by data at `gbPerDay`) for no more money. A catalogue's
 * many variants of a destination shrink to the few worth weighing; the cheapest cover is the same.
 */
export function worthWeighing(plans: readonly CoverPlan[], gbPerDay: number): CoverPlan[] {
  const bySet = new Map<string, { plan: CoverPlan; reach: number }[]>();
  for (const plan of plans) {
    const reach = dataDays(plan, gbPerDay);
    if (reach < 1) continue;
    const key = [...plan.countries].sort().join(',');
    const group = bySet.get(key);
    if (group) group.push({ plan, reach });
    else bySet.set(key, [{ plan, reach }]);
  }
  const kept: CoverPlan[] = [];
  for (const group of bySet.values()) {
    group.sort((a, b) => b.reach - a.reach || a.plan.priceMinor - b.plan.priceMinor);
    let cheapest = Infinity;
    for (const { plan } of group) {
      if (plan.priceMinor < cheapest) kept.push(plan);
      cheapest = Math.min(cheapest, plan.priceMinor);
    }
  }
  return kept;
}

export function cheapestCover(
  allPlans: readonly CoverPlan[],
  legs: readonly CoverLeg[],
  gbPerDay: number,
): CoverResult {
  const plans = worthWeighing(allPlans, gbPerDay);
  const legStart: number[] = [];
  const legOfDay: number[] = [];
  legs.forEach((leg, i) => {
    legStart.push(legOfDay.length);
    for (let d = 0; d < leg.days; d++) legOfDay.push(i);
  });
  const total = legOfDay.length;
  const byCountry = new Map<string, CoverPlan[]>();
  for (const plan of plans) {
    for (const country of plan.countries) {
      const list = byCountry.get(country) ?? [];
      list.push(plan);
      byCountry.set(country, list);
    }
  }
  /** Consecutive days from `day` spent in the plan's countries. */
  const run = (day: number, plan: CoverPlan, cap: number) => {
    let leg = legOfDay[day];
    let length = legStart[leg] + legs[leg].days - day;
    while (length < cap && ++leg < legs.length && plan.countries.has(legs[leg].countryCode)) {
      length += legs[leg].days;
    }
    return Math.min(length, cap);
  };

  const cost: number[] = new Array(total + 1).fill(Infinity);
  const count: number[] = new Array(total + 1).fill(0);
  const chosen: (Offer | null)[] = new Array(total + 1).fill(null);
  cost[0] = 0;
  const heap = new OfferHeap();
  for (let t = 1; t <= total; t++) {
    const s = t - 1;
    if (cost[s] < Infinity) {
      for (const plan of byCountry.get(legs[legOfDay[s]].countryCode) ?? []) {
        const reach = run(s, plan, dataDays(plan, gbPerDay));
        heap.push({
          cost: cost[s] + plan.priceMinor,
          count: count[s] + 1,
          end: s + reach,
          from: s,
          plan,
        });
      }
    }
    while (heap.size > 0 && heap.top.end < t) heap.pop();
    if (heap.size === 0) {
      return { covered: false, day: s, countryCode: legs[legOfDay[s]].countryCode };
    }
    const best = heap.top;
    cost[t] = best.cost;
    count[t] = best.count;
    chosen[t] = best;
  }
  const uses: CoverUse[] = [];
  for (let t = total; t > 0;) {
    const offer = chosen[t]!;
    uses.unshift({ plan: offer.plan, startDay: offer.from, days: t - offer.from });
    t = offer.from;
  }
  return { covered: true, uses, totalMinor: cost[total] };
}

/**
 * What an extra eSIM must save (issue 37, item 9): a tenth of the trip's cheapest cover. Each eSIM
 * is one more QR code to install and one more switch on the way; four one-day eSIMs for a 4-day
 * stay that one plan covers for a little more are not a saving a traveller wants.
 */
export const EXTRA_ESIM_SHARE = 0.1;

/**
 * The cover the planner proposes: the cheapest, unless fewer eSIMs cover the trip for little more.
 * A mix with more eSIMs wins only when each extra eSIM saves more than a tenth of the cheapest
 * cover's price (`EXTRA_ESIM_SHARE`): the search weighs each plan at its price plus that amount
 * (the same DP, so still exact), and the answer carries the plans' real prices. On a tie, fewer
 * eSIMs win, as in the cheapest cover.
 */
export function bestCover(
  plans: readonly CoverPlan[],
  legs: readonly CoverLeg[],
  gbPerDay: number,
): CoverResult {
  const cheapest = cheapestCover(plans, legs, gbPerDay);
  if (!cheapest.covered || cheapest.uses.length === 1) return cheapest;
  const perEsim = Math.ceil(cheapest.totalMinor * EXTRA_ESIM_SHARE);
  const weighed = plans.map((plan) => ({ ...plan, priceMinor: plan.priceMinor + perEsim, plan }));
  const result = cheapestCover(weighed, legs, gbPerDay);
  if (!result.covered) return cheapest;
  const uses = result.uses.map((use) => ({
    ...use,
    plan: (use.plan as (typeof weighed)[number]).plan,
  }));
  return { covered: true, uses, totalMinor: uses.reduce((sum, u) => sum + u.plan.priceMinor, 0) };
}

/** A binary min-heap of offers (cheapest, then fewest plans, on top). */
class OfferHeap {
  private items: Offer[] = [];
  get size() {
    return this.items.length;
  }
  get top(): Offer {
    return this.items[0];
  }
  push(offer: Offer) {
    const a = this.items;
    a.push(offer);
    let i = a.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!better(a[i], a[parent])) break;
      [a[i], a[parent]] = [a[parent], a[i]];
      i = parent;
    }
  }
  pop() {
    const a = this.items;
    const last = a.pop()!;
    if (a.length === 0) return;
    a[0] = last;
    for (let i = 0; ;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < a.length && better(a[l], a[m])) m = l;
      if (r < a.length && better(a[r], a[m])) m = r;
      if (m === i) return;
      [a[i], a[m]] = [a[m], a[i]];
      i = m;
    }
  }
}
