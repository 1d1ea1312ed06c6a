import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import {
  convertMinor,
  fromMinorIn,
  PRICING_GUARD_DEFAULTS,
  rateOf,
  rateToDecimal,
  type MarginAlert,
  type Rational,
} from '@wander/contract';
import type { Db } from '../../platform/db/client.js';
import { providerPackages } from '../../db/schema/index.js';
import { companyCurrency } from '../product/spark-package.queries.js';
import {
  priceUnpricedPlan,
  reviewedRateOf,
  sellingRates,
  suggestionOf,
  type SellingRate,
} from './supplier-price.js';

/** What one check did. */
export interface RateMoveCheck {
  /** Plans newly flagged, or flagged again with the new figures. */
  flagged: number;
  /** Plans whose flag a later rate took away (margin back at or above the minimum). */
  cleared: number;
  /** Packages that had no suggested price for want of a rate and have one now. */
  suggested: number;
}

interface Watched {
  entityCode: string;
  id: string;
  costMinor: number;
  costCurrency: string;
  reviewedRate: string;
  reviewedRateDate: string;
  marginAlert: MarginAlert | null;
  priceMinor: number;
  currency: string;
  minimum: string | null;
  threshold: string | null;
}

const percentOf = (value: string | null, fallback: number) => {
  const n = Number(value);
  return value !== null && value.trim() !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
};
const ratio = (r: Rational) => Number(r.numerator) / Number(r.denominator);
const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/**
 * The check after exchange rates are stored (the rates job, an import, a rate typed in; issue
 * 40). For each distributor's provider plan sold in another currency than its supplier bills in:
 * when the rate of `day` moved more than the distributor's RateMoveThresholdPercent since the rate
 * the plan was last reviewed at, and the plan's margin over its selling price at the new rate is
 * below the distributor's MinimumMarginPercent, the plan is flagged 'Margin below minimum' with
 * the figures; a flagged plan whose margin is back at or above the minimum is cleared. Packages
 * left without a suggested price for want of a rate get one when a rate is there now.
 * Idempotent: the same rates twice change nothing the second time.
 */
export async function checkRateMoves(
  db: Db,
  day = new Date().toISOString().slice(0, 10),
): Promise<RateMoveCheck> {
  const suggested = await suggestMissing(db, day);
  const result = await db.execute(sql`
    select pk.entity_code as "entityCode", pk.id, pk.cost_minor as "costMinor",
      pk.currency as "costCurrency", pk.reviewed_rate::text as "reviewedRate",
      pk.reviewed_rate_date::text as "reviewedRateDate", pk.margin_alert as "marginAlert",
      pp.unit_price_minor as "priceMinor", pp.currency,
      (select s.setting_value from settings s where s.entity_code = pk.entity_code
         and s.setting_name = 'MinimumMarginPercent') as minimum,
      (select s.setting_value from settings s where s.entity_code = pk.entity_code
         and s.setting_name = 'RateMoveThresholdPercent') as threshold
    from provider_packages pk
    join product_prices pp on pp.entity_code = pk.entity_code and pp.variant_id = pk.variant_id
    where pk.status = 'Active' and pk.reviewed_rate is not null
      and pp.currency = pk.suggested_currency and pp.currency <> pk.currency
      and pp.unit_price_minor > 0`);
  const watched = (result as unknown as { rows: Watched[] }).rows;
  const rates = new Map<string, SellingRate>();
  for (const selling of new Set(watched.map((w) => w.currency))) {
    const found = await sellingRates(
      db,
      watched.filter((w) => w.currency === selling).map((w) => w.costCurrency),
      selling,
      day,
    );
    for (const [cost, rate] of found) rates.set(`${cost}>${selling}`, rate);
  }
  let flagged = 0;
  let cleared = 0;
  for (const plan of watched) {
    const rate = rates.get(`${plan.costCurrency}>${plan.currency}`);
    if (!rate || 'missing' in rate) continue;
    const alert = alertOf({ ...plan, costMinor: Number(plan.costMinor) }, rate, day);
    const where = and(
      eq(providerPackages.entityCode, plan.entityCode),
      eq(providerPackages.id, plan.id),
    );
    if (alert) {
      if (sameFigures(alert, plan.marginAlert)) continue;
      await db.update(providerPackages).set({ marginAlert: alert }).where(where);
      flagged++;
    } else if (plan.marginAlert) {
      await db.update(providerPackages).set({ marginAlert: null }).where(where);
      cleared++;
    }
  }
  return { flagged, cleared, suggested };
}

/** The same alert but for the day it was checked on: nothing to write. */
const sameFigures = (a: MarginAlert, b: MarginAlert | null) =>
  !!b && (Object.keys(a) as (keyof MarginAlert)[]).every((k) => k === 'checkedOn' || a[k] === b[k]);

/** The plan's alert at `rate`, or null when the move is within the threshold or the margin holds. */
function alertOf(
  plan: Watched,
  rate: Extract<SellingRate, { rateDate: string }>,
  day: string,
): MarginAlert | null {
  const reviewed = rateOf(plan.reviewedRate);
  const move = ratio(rate.rate) / ratio(reviewed) - 1;
  const threshold = percentOf(plan.threshold, PRICING_GUARD_DEFAULTS.RateMoveThresholdPercent);
  if (Math.abs(move) * 100 <= threshold) return null;
  const costMinor = convertMinor(plan.costMinor, plan.costCurrency, plan.currency, rate.rate);
  const priceMinor = Number(plan.priceMinor);
  const margin = ((priceMinor - costMinor) / priceMinor) * 100;
  const minimum = percentOf(plan.minimum, PRICING_GUARD_DEFAULTS.MinimumMarginPercent);
  if (margin >= minimum) return null;
  return {
    checkedOn: day,
    rate: rateToDecimal(rate.rate),
    rateDate: rate.rateDate,
    reviewedRate: rateToDecimal(reviewed),
    reviewedRateDate: plan.reviewedRateDate,
    movePercent: round(move * 100, 2),
    cost: fromMinorIn(plan.currency, costMinor),
    price: fromMinorIn(plan.currency, priceMinor),
    currency: plan.currency,
    marginPercent: round(margin, 1),
    minimumPercent: minimum,
  };
}

/** Packages synced without a suggestion (no rate then) get one at `day`'s rate, if there is one. */
async function suggestMissing(db: Db, day: string): Promise<number> {
  const missing = await db
    .select()
    .from(providerPackages)
    .where(and(isNotNull(providerPackages.suggestionNote), eq(providerPackages.status, 'Active')));
  let suggested = 0;
  for (const pkg of missing) {
    const selling = await companyCurrency(db, pkg.entityCode);
    const rates = await sellingRates(db, [pkg.currency], selling, day);
    const suggestion = suggestionOf(pkg, selling, day, rates.get(pkg.currency));
    if (suggestion.suggestedPriceMinor === null) continue;
    await db.transaction(async (tx) => {
      await tx
        .update(providerPackages)
        .set({ ...suggestion, ...(pkg.reviewedRate === null && reviewedRateOf(suggestion)) })
        .where(
          and(eq(providerPackages.entityCode, pkg.entityCode), eq(providerPackages.id, pkg.id)),
        );
      if (pkg.variantId) await priceUnpricedPlan(tx, pkg.entityCode, pkg.variantId, suggestion);
    });
    suggested++;
  }
  return suggested;
}

/**
 * The margin check after rates are stored (registered on rates' `onRatesStored` port by the
 * supply module): provider plans flagged or cleared, suggestions that waited for a rate.
 */
export async function rateMovesAfterRates(db: Db, log: FastifyBaseLogger) {
  const run = await checkRateMoves(db);
  if (run.flagged || run.cleared || run.suggested) log.info(run, 'rate move check');
}
