import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  convertedPrice,
  rateToDecimal,
  type PriceRounding,
  type PricingMode,
} from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { currencyPricings, productPrices } from '../../db/schema/index.js';
import { rateOn } from '../rates/rate-on.js';

/** The rate a converted price was priced at, as its order keeps it. */
export interface PriceConversion {
  baseCurrency: string;
  /** 1 base = rate sale currency, at most 10 decimals: the rate the price was converted with. */
  rate: string;
  /** 'YYYY-MM-DD': the day of the rate used (the latest on or before the day priced). */
  rateDate: string;
}

/**
 * How a distributor sells in a currency on a day (issue 40): 'list' sells its prices in that
 * currency; 'converted' also sells its prices in other currencies, each converted at the rate of
 * the day and rounded. A base currency with no rate at all is left out (`missingRates`): its plans
 * are not sold, never at a made-up 1:1.
 */
export interface SalePricing {
  currency: string;
  mode: PricingMode;
  rounding: PriceRounding | null;
  /** The UTC day the rates are of. */
  day: string;
  /** The base currencies sold converted, with the rate each is converted at. */
  rates: Map<string, PriceConversion>;
  missingRates: string[];
}

/** Today as the store prices: the UTC day. */
export const pricingDay = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * The distributor's pricing in `currency` on `day`: its setting (none: 'list') and, converted,
 * the rate of each currency its active prices are in. One or two small reads; the rates are the
 * day's for every price of the call (a list, a checkout), so all of them agree.
 */
export async function salePricing(
  db: Tx,
  entityCode: string,
  currency: string,
  day = pricingDay(),
): Promise<SalePricing> {
  const [setting] = await db
    .select({ mode: currencyPricings.mode, rounding: currencyPricings.rounding })
    .from(currencyPricings)
    .where(
      and(eq(currencyPricings.entityCode, entityCode), eq(currencyPricings.currencyCode, currency)),
    );
  const pricing: SalePricing = {
    currency,
    mode: setting?.mode === 'converted' ? 'converted' : 'list',
    rounding: (setting?.rounding as PriceRounding | null) ?? null,
    day,
    rates: new Map(),
    missingRates: [],
  };
  if (pricing.mode === 'list') return pricing;
  const bases = await db
    .selectDistinct({ currency: productPrices.currency })
    .from(productPrices)
    .where(
      and(
        eq(productPrices.entityCode, entityCode),
        eq(productPrices.isActive, true),
        ne(productPrices.currency, currency),
      ),
    )
    .orderBy(productPrices.currency);
  for (const { currency: base } of bases) {
    try {
      const found = await rateOn(db, base, currency, day);
      pricing.rates.set(base, {
        baseCurrency: base,
        // The rate recorded is the rate applied: a cross rate is first written with 10 decimals.
        rate: rateToDecimal(found.rate),
        rateDate: found.rateDate,
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      pricing.missingRates.push(base);
    }
  }
  return pricing;
}

/** The currencies of the prices sold: the sale currency's own, and the converted ones'. */
export function soldCurrencies(pricing: SalePricing): string[] {
  return [pricing.currency, ...pricing.rates.keys()];
}

/** SQL: a price row's currency is one of those sold (`column` = product_prices.currency). */
export function soldCurrencySql(pricing: SalePricing, column: PgColumn | SQL): SQL {
  const list = soldCurrencies(pricing).map((c) => sql`${c}`);
  return sql`${column} in (${sql.join(list, sql`, `)})`;
}

/**
 * A price as sold in the pricing's currency: a price in that currency as it is; a price in a base
 * currency converted and rounded, with the conversion; null when it is not sold ('list' and
 * another currency, or no rate).
 */
export function salePrice(
  pricing: SalePricing,
  minor: number,
  from: string,
): { minor: number; conversion: PriceConversion | null } | null {
  if (from === pricing.currency) return { minor, conversion: null };
  const conversion = pricing.rates.get(from);
  if (!conversion || !pricing.rounding) return null;
  return {
    minor: convertedPrice(minor, from, pricing.currency, conversion.rate, pricing.rounding),
    conversion,
  };
}
