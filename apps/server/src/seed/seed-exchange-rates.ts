import type { Db } from '../platform/db/client.js';
import { exchangeRates, settings } from '../db/schema/index.js';

const DAY_MS = 86_400_000;
/** The walk starts here, so a day's rate is the same whenever the demo is seeded. */
const WALK_START = Date.UTC(2025, 0, 1);
const DAYS = 365;

/** USD pairs: where the walk starts, its mean, its daily step and its bounds (a peg's are tight). */
const USD_PAIRS = [
  { quote: 'MYR', start: 4.45, mean: 4.45, step: 0.012, min: 4.2, max: 4.7, decimals: 4 },
  { quote: 'HKD', start: 7.81, mean: 7.815, step: 0.004, min: 7.78, max: 7.85, decimals: 4 },
  { quote: 'SGD', start: 1.33, mean: 1.33, step: 0.004, min: 1.3, max: 1.36, decimals: 4 },
] as const;
const EUR_USD = { start: 1.1, mean: 1.1, step: 0.004, min: 1.05, max: 1.15 };

/** mulberry32: a small seeded generator, the same numbers on every seed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A mean-reverting walk within bounds, one value a day from WALK_START to `days` days after. */
function walk(
  seed: number,
  days: number,
  p: { start: number; mean: number; step: number; min: number; max: number },
) {
  const next = random(seed);
  const values = [p.start];
  for (let d = 1; d <= days; d++) {
    const prev = values[d - 1];
    const moved = prev + 0.05 * (p.mean - prev) + (next() * 2 - 1) * p.step;
    values.push(Math.min(p.max, Math.max(p.min, moved)));
  }
  return values;
}

/**
 * The demo world's exchange rates (issue 40): the 365 days up to today of USD/MYR, USD/HKD,
 * USD/SGD and EUR/USD, and the EUR rates to MYR, HKD and SGD through them (so a cross rate agrees
 * with the direct one), in one insert. A later seed adds only the days that are new.
 */
export async function seedExchangeRates(db: Db, now = new Date()) {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const total = Math.max(DAYS, Math.round((today - WALK_START) / DAY_MS));
  const eurUsd = walk(40, total, EUR_USD);
  const usd = USD_PAIRS.map((p, i) => ({ ...p, values: walk(41 + i, total, p) }));
  const rows: (typeof exchangeRates.$inferInsert)[] = [];
  for (let d = total - DAYS + 1; d <= total; d++) {
    const rateDate = new Date(today - (total - d) * DAY_MS).toISOString().slice(0, 10);
    const eur = Number(eurUsd[d].toFixed(4));
    rows.push({
      baseCurrency: 'EUR',
      quoteCurrency: 'USD',
      rateDate,
      rate: eur.toFixed(4),
      source: 'ECB',
    });
    for (const p of usd) {
      const value = Number(p.values[d].toFixed(p.decimals));
      rows.push({ baseCurrency: 'USD', quoteCurrency: p.quote, rateDate, rate: value.toFixed(4) });
      rows.push({
        baseCurrency: 'EUR',
        quoteCurrency: p.quote,
        rateDate,
        rate: (eur * value).toFixed(4),
        source: 'ECB',
      });
    }
  }
  await db.insert(exchangeRates).values(rows).onConflictDoNothing();
  // The platform's dashboard totals every store's currency in ringgit, each day at its rate.
  await db
    .insert(settings)
    .values({
      entityCode: 'WANDER',
      settingName: 'ReportingCurrency',
      settingValue: 'MYR',
      description: "Dashboard totals in one currency, each day's sales at that day's rate",
    })
    .onConflictDoNothing();
}
