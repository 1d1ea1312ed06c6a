import { eq } from 'drizzle-orm';
import { rateToDecimal, type ReportingTotals } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { companies } from '../../db/schema/index.js';
import { settingValue } from '../network/network.queries.js';
import { convertStored, noRate, ratesOrNone } from '../rates/rate-on.js';

/** A seller's sales of one UTC day in one currency, of the current period or the previous. */
export interface DayFigure {
  currency: string;
  day: string;
  current: boolean;
  salesMinor: number;
  orders: number;
  marginMinor: number;
  costedLines: number;
}

/** The company's ReportingCurrency setting, else its default currency, else MYR (spec's RM). */
export async function reportingCurrencyOf(db: Tx, entityCode: string): Promise<string> {
  const set = await settingValue(db, entityCode, 'ReportingCurrency');
  if (set) return set;
  const [company] = await db
    .select({ currency: companies.defaultCurrency })
    .from(companies)
    .where(eq(companies.entityCode, entityCode));
  return company?.currency ?? 'MYR';
}

/**
 * The days' figures in one currency: each day's amount in each currency converted at the rate of
 * that day (issue 40), summed per period. A currency and day no rate converts is left out and
 * named once per currency.
 */
export async function reportingTotals(
  db: Tx,
  currency: string,
  days: readonly DayFigure[],
): Promise<ReportingTotals> {
  const foreign = days.filter((d) => d.currency !== currency);
  const questions = foreign.map((d) => ({ from: d.currency, to: currency, day: d.day }));
  const answers = await ratesOrNone(db, questions);
  const rateOf = new Map(foreign.map((d, i) => [d, answers[i]]));
  const missing = new Map<string, string>();
  const latest = new Map<string, { rate: string; rateDate: string }>();
  const totals = { sales: [0, 0], margin: [0, 0] };
  let costed = false;
  for (const d of days) {
    const rate = d.currency === currency ? null : (rateOf.get(d) ?? null);
    if (d.currency !== currency && !rate) {
      if (!missing.has(d.currency))
        missing.set(d.currency, noRate(d.currency, currency, d.day).message);
      continue;
    }
    const convert = (minor: number) => (rate ? convertStored(minor, rate.rate) : minor);
    const i = d.current ? 0 : 1;
    totals.sales[i] += convert(d.salesMinor);
    if (d.costedLines > 0) {
      costed = true;
      totals.margin[i] += convert(d.marginMinor);
    }
    const seen = latest.get(d.currency);
    if (rate && (!seen || rate.rateDate > seen.rateDate)) {
      latest.set(d.currency, { rate: rateToDecimal(rate.rate, 6), rateDate: rate.rateDate });
    }
  }
  return {
    currency,
    sales: { currentMinor: totals.sales[0], previousMinor: totals.sales[1] },
    grossMargin: costed
      ? { currentMinor: totals.margin[0], previousMinor: totals.margin[1] }
      : null,
    rates: [...latest]
      .map(([c, r]) => ({ currency: c, ...r }))
      .sort((a, b) => a.currency.localeCompare(b.currency)),
    missingRates: [...missing.values()],
  };
}
