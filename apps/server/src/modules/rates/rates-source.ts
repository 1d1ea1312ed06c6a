/**
 * Where the daily rates come from (RATES_SOURCE). Each kind fetches what it publishes and answers
 * rates as 1 base = rate quote on a day; the job stores them under the source's name. 'ECB' is
 * the European Central Bank's reference rates (EUR-based); a second kind (a central bank of the
 * region, a paid feed with a key) is one more implementation of this interface and one more value
 * of RATES_SOURCE.
 */
export interface SourceRate {
  baseCurrency: string;
  quoteCurrency: string;
  /** 'YYYY-MM-DD' */
  rateDate: string;
  /** Decimal text, exactly as published. */
  rate: string;
}

export interface RatesSource {
  /** Stored as each rate's `source`: 'ECB'. */
  readonly kind: 'ECB';
  /** The latest published day (the daily job). */
  latest(): Promise<SourceRate[]>;
  /** The days the source keeps at hand (ECB: the last 90), to fill a gap after downtime. */
  recent(): Promise<SourceRate[]>;
}
