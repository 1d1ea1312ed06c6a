import { and, eq } from 'drizzle-orm';
import { rateToDecimal } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { productPrices, products, productVariants } from '../../db/schema/index.js';
import { rateOn, type DayRate } from '../rates/rate-on.js';
import { priceFromCostIn } from './buyer-facing-plan.js';

/** The suggested selling price of an imported plan: cost plus 25 %, rounded up, to be reviewed. */
export const SUGGESTED_MARGIN_PERCENT = 25;

/** A package's suggestion as provider_packages keeps it (see the columns' comment). */
export interface Suggestion {
  suggestedPriceMinor: number | null;
  suggestedCurrency: string;
  suggestedOn: string;
  suggestionRate: string | null;
  suggestionRateDate: string | null;
  suggestionNote: string | null;
}

/** A cost currency's rate into the selling currency on a day, or why there is none. */
export type SellingRate = DayRate | { missing: string };

/**
 * The rate of each cost currency into `selling` on `day` (the latest on or before it, rate-on.ts),
 * one lookup per currency; a currency with no rate at all is answered with the reason, never 1:1.
 */
export async function sellingRates(
  tx: Tx,
  costCurrencies: Iterable<string>,
  selling: string,
  day: string,
): Promise<Map<string, SellingRate>> {
  const rates = new Map<string, SellingRate>();
  for (const currency of new Set(costCurrencies)) {
    try {
      rates.set(currency, await rateOn(tx, currency, selling, day));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      rates.set(currency, { missing: error.message });
    }
  }
  return rates;
}

/**
 * A cost's suggested price in the selling currency: converted at the day's rate, plus 25 %,
 * rounded as that currency's prices round; none, with the reason, when there is no rate.
 */
export function suggestionOf(
  cost: { costMinor: number; currency: string },
  selling: string,
  day: string,
  rate: SellingRate | undefined,
): Suggestion {
  const base = { suggestedCurrency: selling, suggestedOn: day };
  if (!rate || 'missing' in rate) {
    return {
      ...base,
      suggestedPriceMinor: null,
      suggestionRate: null,
      suggestionRateDate: null,
      suggestionNote: (
        rate?.missing ?? `No exchange rate from ${cost.currency} to ${selling} on or before ${day}`
      ).slice(0, 256),
    };
  }
  const same = rate.how === 'same';
  return {
    ...base,
    suggestedPriceMinor: priceFromCostIn(
      cost.costMinor,
      cost.currency,
      selling,
      rate.rate,
      SUGGESTED_MARGIN_PERCENT,
    ),
    suggestionRate: same ? null : rateToDecimal(rate.rate),
    suggestionRateDate: same ? null : rate.rateDate,
    suggestionNote: null,
  };
}

/** The rate a suggestion was made at, as the plan's reviewed rate (none for one currency). */
export const reviewedRateOf = (s: Suggestion) =>
  s.suggestionRate
    ? { reviewedRate: s.suggestionRate, reviewedRateDate: s.suggestionRateDate }
    : {};

/**
 * A plan imported while its cost had no rate was left without a selling price (product and
 * variant at 0, no price of the distributor): once a suggestion is there, it takes it, as an
 * import would have. A plan the distributor priced meanwhile keeps its price.
 */
export async function priceUnpricedPlan(
  tx: Tx,
  entityCode: string,
  variantId: string,
  suggestion: Suggestion,
) {
  const minor = suggestion.suggestedPriceMinor;
  if (minor === null) return;
  const [priced] = await tx
    .select({ id: productPrices.id })
    .from(productPrices)
    .where(and(eq(productPrices.entityCode, entityCode), eq(productPrices.variantId, variantId)));
  if (priced) return;
  const [variant] = await tx
    .update(productVariants)
    .set({ unitPriceMinor: minor })
    .where(and(eq(productVariants.id, variantId), eq(productVariants.unitPriceMinor, 0)))
    .returning({ productId: productVariants.productId });
  if (!variant) return;
  await tx
    .update(products)
    .set({ unitPriceMinor: minor, currency: suggestion.suggestedCurrency })
    .where(
      and(
        eq(products.id, variant.productId),
        eq(products.entityCode, entityCode),
        eq(products.unitPriceMinor, 0),
      ),
    );
  await tx
    .insert(productPrices)
    .values({
      entityCode,
      productId: variant.productId,
      variantId,
      unitPriceMinor: minor,
      currency: suggestion.suggestedCurrency,
    })
    .onConflictDoNothing();
}
