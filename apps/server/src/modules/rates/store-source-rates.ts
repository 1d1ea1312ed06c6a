import { and, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { currencies, exchangeRates } from '../../db/schema/index.js';
import type { RatesSource, SourceRate } from './rates-source.js';

/** Without a source rate for this many days, the job reads the source's recent days to fill in. */
const GAP_DAYS = 4;

export interface RatesRun {
  /** Rates of known currencies the source answered. */
  received: number;
  /** Rows written (new, or a changed rate of the same source). */
  written: number;
  /** Currencies the platform does not know (not stored). */
  skipped: string[];
}

/**
 * Stores a source's rates: one row per pair and day, inserted, or updated when the same source
 * changed it; a rate someone typed in or imported for that pair and day stays (a person's
 * correction wins over the feed). Idempotent: the same file twice writes nothing the second time.
 */
export async function storeSourceRates(
  db: Db,
  kind: string,
  rates: readonly SourceRate[],
): Promise<RatesRun> {
  const known = new Set(
    (await db.select({ code: currencies.currencyCode }).from(currencies)).map((c) => c.code),
  );
  const usable = rates.filter((r) => known.has(r.baseCurrency) && known.has(r.quoteCurrency));
  const skipped = [
    ...new Set(
      rates.flatMap((r) => [r.baseCurrency, r.quoteCurrency]).filter((code) => !known.has(code)),
    ),
  ].sort();
  if (usable.length === 0) return { received: 0, written: 0, skipped };
  const written = await db
    .insert(exchangeRates)
    .values(usable.map((r) => ({ ...r, source: kind })))
    .onConflictDoUpdate({
      target: [exchangeRates.baseCurrency, exchangeRates.quoteCurrency, exchangeRates.rateDate],
      set: { rate: sql`excluded.rate` },
      setWhere: sql`${exchangeRates.source} = ${kind} and ${exchangeRates.rate} <> excluded.rate`,
    })
    .returning({ id: exchangeRates.id });
  return { received: usable.length, written: written.length, skipped };
}

/**
 * The daily run: the source's latest day, or its recent days when its last stored rate is older
 * than a few days (the first run, or after downtime), so the gap is filled.
 */
export async function syncRates(
  db: Db,
  source: RatesSource,
  today = new Date(),
): Promise<RatesRun> {
  const [last] = await db
    .select({ day: max(exchangeRates.rateDate) })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.source, source.kind)));
  const since = new Date(today.getTime() - GAP_DAYS * 86_400_000).toISOString().slice(0, 10);
  const rates = !last?.day || last.day < since ? await source.recent() : await source.latest();
  return storeSourceRates(db, source.kind, rates);
}
