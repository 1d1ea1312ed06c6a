import type { PriceConversionView } from '@wander/contract';

/**
 * The conversion an order keeps (issue 40) as the API answers it: base currency, the rate as
 * stored (numeric, exact decimal text) and the rate's day; null for an unconverted order.
 */
export function conversionOf(row: {
  baseCurrency: string | null;
  exchangeRate: string | null;
  rateDate: string | null;
}): PriceConversionView {
  if (!row.baseCurrency || !row.exchangeRate || !row.rateDate) return null;
  return { baseCurrency: row.baseCurrency, rate: row.exchangeRate, rateDate: row.rateDate };
}
