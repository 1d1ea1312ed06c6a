import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DistributorOption, TripPlan, TripPlanRequest } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { runInWorker } from '../../platform/workers/pool.js';
import { countries, productCountries, productPrices, products } from '../../db/schema/index.js';
import { taxOn } from '../network/tax-per-item.js';
import { distributorPrices } from './price-book.queries.js';
import { loadPriceBook } from './price-lines.js';
import type { CatalogCache } from './catalog-cache.js';
import { discounted } from './discount-rule.js';
import type { TripAnswer, TripCandidate, TripPlanning, TripRequest } from './plan-trips.js';
import { TripStock } from './trip-stock.js';

const PLAN_TRIPS = new URL('./plan-trips.worker.ts', import.meta.url);

/**
 * POST catalog/TripPlan (issue 29): the cheapest mix of the distributor's plans that covers every
 * day of the trip in every country with at least `gbPerDay` of data, at the buyer's own prices,
 * unless fewer eSIMs cover it for little more (trip-cover.ts, `bestCover`), and only plans the
 * distributor can deliver (issue 37). The search weighs each plan at what one costs the buyer:
 * the list price less the buyer's group or membership discount, plus tax. The mix is then priced
 * as the cart will price it (priceLines: quantity tiers can only lower it), which gives the
 * lines' unit prices and the total.
 */
export async function planTrip(
  db: Tx,
  buyer: string,
  distributor: DistributorOption,
  body: TripPlanRequest,
  cache?: CatalogCache,
): Promise<TripPlan> {
  const [answer] = await planTrips(
    db,
    buyer,
    distributor,
    [{ legs: body.legs, gbPerDay: body.gbPerDay, travellers: 1 }],
    {
      cache,
      validate: (names) => assertKnownCountries(names, body.legs),
    },
  );
  if ('uncovered' in answer) throw new AppError('BUSINESS_RULE', answer.uncovered);
  return answer.plan;
}

/**
 * Many trips of one buyer (a group's, issue 39): what they need is read from the database once
 * (outside any write transaction the caller may open after), then planned on a worker thread,
 * one after the other, each spending the `stock` the next sees (issue 37).
 */
export async function planTrips(
  db: Tx,
  buyer: string,
  distributor: DistributorOption,
  trips: TripRequest[],
  options: {
    cache?: CatalogCache;
    stock?: TripStock;
    /** Checks the trips' countries once their names are read (an unknown one is refused). */
    validate?: (names: Map<string, string>) => void;
  } = {},
): Promise<TripAnswer[]> {
  const codes = [...new Set(trips.flatMap((t) => t.legs.map((l) => l.countryCode)))];
  const names = await countryNames(db, codes);
  options.validate?.(names);
  const currency = distributor.defaultCurrency ?? 'MYR';
  // A destination's plans are the same for every buyer: kept per country until the catalogue
  // changes (the catalogue cache's generation); the buyer's discount is applied after. The
  // countries not cached are read in one statement.
  const key = (code: string) => `trip:${distributor.value}:${currency}:${code}`;
  const known = codes.filter((code) => names.has(code));
  const build = async (keys: string[]) => {
    const wanted = known.filter((code) => keys.includes(key(code)));
    const rows = await candidatePlans(db, distributor.value, currency, wanted);
    return new Map(
      wanted.map((code) => [key(code), rows.filter((r) => r.countries.includes(code))]),
    );
  };
  const perCountry = options.cache
    ? await options.cache.getOrBuildMany(known.map(key), build)
    : await build(known.map(key));
  const plans = [...new Map([...perCountry.values()].flat().map((p) => [p.variantId, p])).values()];
  const variantIds = plans.map((p) => p.variantId);
  const book = await loadPriceBook(db, distributor.value, variantIds, 10_000, buyer);
  const candidates = plans.map((p): TripCandidate => ({
    id: p.variantId,
    productId: p.productId,
    variantName: p.variantName,
    countries: new Set(p.countries),
    days: p.days,
    dataGb: p.dataGb,
    isDayPass: p.isDayPass,
    priceMinor: buyerPrice(p, book.customerBp),
  }));
  const stock = options.stock ?? new TripStock();
  await stock.load(db, distributor.value, variantIds);
  const planning: TripPlanning = { names, candidates, book, stock: stock.snapshot() };
  return runInWorker<{ planning: TripPlanning; trips: TripRequest[] }, TripAnswer[]>(
    PLAN_TRIPS,
    'planTrips',
    { planning, trips },
  );
}

/** An unknown country of the trip is a field error (legs.N.countryCode). */
export function assertKnownCountries(
  names: Map<string, string>,
  legs: TripPlanRequest['legs'],
): void {
  const errors: Record<string, string[]> = {};
  legs.forEach((leg, i) => {
    if (!names.has(leg.countryCode)) {
      errors[`legs.${i}.countryCode`] = [`Country ${leg.countryCode} not found`];
    }
  });
  if (Object.keys(errors).length) throw AppError.validation(errors);
}

/** The active countries among `codes`, with their names. */
async function countryNames(db: Tx, codes: string[]) {
  if (codes.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ code: countries.countryCode, name: countries.countryName })
    .from(countries)
    .where(and(inArray(countries.countryCode, codes), eq(countries.isActive, true)));
  return new Map(rows.map((r) => [r.code, r.name]));
}

/** The distributor's active plans in its currency that cover at least one of the countries. */
async function candidatePlans(db: Tx, distributor: string, currency: string, codes: string[]) {
  if (codes.length === 0) return [];
  const rows = await distributorPrices(
    db,
    distributor,
    and(
      eq(productPrices.currency, currency),
      sql`exists (select 1 from ${productCountries} pc where pc.product_id = ${products.id} and pc.country_code in ${codes})`,
    )!,
  );
  const coverage = await db
    .select({ productId: productCountries.productId, countryCode: productCountries.countryCode })
    .from(productCountries)
    .where(inArray(productCountries.productId, [...new Set(rows.map((r) => r.productId))]));
  const countriesOf = new Map<string, string[]>();
  for (const c of coverage) {
    countriesOf.set(c.productId, [...(countriesOf.get(c.productId) ?? []), c.countryCode]);
  }
  return rows.map((price) => ({
    variantId: price.variantId,
    productId: price.productId,
    variantName: price.variantName,
    days: price.days,
    dataGb: Number(price.dataGb),
    isDayPass: price.isDayPass,
    countries: countriesOf.get(price.productId) ?? [],
    price,
  }));
}

type Candidate = Awaited<ReturnType<typeof candidatePlans>>[number];

/** What one of the plan costs the buyer before quantity tiers: discounted, with its tax. */
function buyerPrice(plan: Candidate, bp: number): number {
  const net = discounted(plan.price.unitPriceMinor, bp);
  const rate = plan.price.taxActive ? Number(plan.price.taxRatePercent ?? 0) : 0;
  return net + taxOn(net, rate);
}
