import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  fromMinor,
  type DistributorOption,
  type TripPlan,
  type TripPlanRequest,
} from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { countries, productCountries, productPrices, products } from '../../db/schema/index.js';
import { customerDiscountBp } from '../customer/customer-discount.js';
import { taxOn } from '../network/tax-per-item.js';
import { distributorPrices, priceLines } from '../orders/index.js';
import type { CatalogCache } from './catalog-cache.js';
import { discounted } from './discount-rule.js';
import type { CoverPlan, CoverUse } from './trip-cover.js';
import { deliverableCover, TripStock } from './trip-stock.js';

/**
 * POST catalog/TripPlan (issue 29): the cheapest mix of the distributor's plans that covers every
 * day of the trip in every country with at least `gbPerDay` of data, at the buyer's own prices,
 * unless fewer eSIMs cover it for little more (trip-cover.ts, `bestCover`), and only plans the
 * distributor can deliver (issue 37: `stock`, shared by a group's travellers, `travellers` of
 * whom take this trip). The search weighs each plan at what one costs the buyer: the list price
 * less the buyer's group or membership discount, plus tax. The mix is then priced as the cart will
 * price it (priceLines: quantity tiers can only lower it), which gives the lines' unit prices and
 * the total.
 */
export async function planTrip(
  db: Tx,
  buyer: string,
  distributor: DistributorOption,
  body: TripPlanRequest,
  cache?: CatalogCache,
  stock: { stock: TripStock; travellers: number } = { stock: new TripStock(), travellers: 1 },
): Promise<TripPlan> {
  const names = await countryNames(db, body);
  const currency = distributor.defaultCurrency ?? 'MYR';
  // A destination's plans are the same for every buyer: kept per country until the catalogue
  // changes (the catalogue cache's generation); the buyer's discount is applied after. The
  // countries not cached are read in one statement.
  const key = (code: string) => `trip:${distributor.value}:${currency}:${code}`;
  const codes = [...names.keys()];
  const build = async (keys: string[]) => {
    const wanted = codes.filter((code) => keys.includes(key(code)));
    const rows = await candidatePlans(db, distributor.value, currency, wanted);
    return new Map(
      wanted.map((code) => [key(code), rows.filter((r) => r.countries.includes(code))]),
    );
  };
  const perCountry = cache
    ? await cache.getOrBuildMany(codes.map(key), build)
    : await build(codes.map(key));
  const plans = [...new Map([...perCountry.values()].flat().map((p) => [p.variantId, p])).values()];
  const bp = await customerDiscountBp(db, distributor.value, buyer);
  const cover = plans.map((p): CoverPlan & { source: (typeof plans)[number] } => ({
    id: p.variantId,
    countries: new Set(p.countries),
    days: p.days,
    dataGb: p.dataGb,
    isDayPass: p.isDayPass,
    priceMinor: buyerPrice(p, bp),
    source: p,
  }));
  await stock.stock.load(
    db,
    distributor.value,
    cover.map((c) => c.id),
  );
  const { result, shortOfStock } = deliverableCover(
    cover,
    body.legs,
    body.gbPerDay,
    stock.stock,
    stock.travellers,
  );
  if (!result.covered) {
    // Say so when plans that would cover the day are out of stock.
    const which = shortOfStock ? 'in stock ' : '';
    throw new AppError(
      'BUSINESS_RULE',
      `No plan of this distributor ${which}covers ${names.get(result.countryCode)} on day ${result.day + 1} of the trip with ${body.gbPerDay} GB a day`,
    );
  }
  const groups = new Map<string, CoverUse[]>();
  for (const use of result.uses) {
    const uses = groups.get(use.plan.id);
    if (uses) uses.push(use);
    else groups.set(use.plan.id, [use]);
  }
  const priced = await priceLines(
    db,
    distributor.value,
    [...groups].map(([variantId, uses]) => ({ variantId, qty: uses.length })),
    buyer,
  );
  const days = body.legs.flatMap((l) => Array<string>(l.days).fill(l.countryCode));
  return {
    lines: [...groups].map(([variantId, uses]) => {
      const plan = cover.find((c) => c.id === variantId)!.source;
      const line = priced.lines.find((l) => l.variantId === variantId)!;
      const netUnit = Math.round((line.unitPriceMinor * line.qty - line.discountMinor) / line.qty);
      return {
        variantId,
        productId: plan.productId,
        productCode: line.productCode,
        productName: line.productName,
        variantCode: line.variantCode,
        planName: line.variantName,
        countries: plan.countries,
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
  };
}

/** The trip's countries by code, with their names; an unknown one is a field error. */
async function countryNames(db: Tx, body: TripPlanRequest) {
  const codes = [...new Set(body.legs.map((l) => l.countryCode))];
  const rows = await db
    .select({ code: countries.countryCode, name: countries.countryName })
    .from(countries)
    .where(and(inArray(countries.countryCode, codes), eq(countries.isActive, true)));
  const names = new Map(rows.map((r) => [r.code, r.name]));
  const errors: Record<string, string[]> = {};
  body.legs.forEach((leg, i) => {
    if (!names.has(leg.countryCode)) {
      errors[`legs.${i}.countryCode`] = [`Country ${leg.countryCode} not found`];
    }
  });
  if (Object.keys(errors).length) throw AppError.validation(errors);
  return names;
}

/** The distributor's active plans in its currency that cover at least one of the countries. */
async function candidatePlans(db: Tx, distributor: string, currency: string, codes: string[]) {
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
