import { sql } from 'drizzle-orm';
import { convertMinor, multiplyRates, inverseRate, rateOf, type Rational } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';

/** The currencies a cross rate goes through, in order of preference. */
export const CROSS_CURRENCIES = ['EUR', 'USD'] as const;

/**
 * The rate of a day from one currency to another: 1 `from` = `rate` `to`, exact. `rateDate` is
 * the day of the rate used (of the older leg for a cross rate); `exact` says it is the asked day.
 */
export interface DayRate {
  rate: Rational;
  rateDate: string;
  exact: boolean;
  /** 'same', 'direct', 'inverse', or 'via EUR' / 'via USD'. */
  how: 'same' | 'direct' | 'inverse' | `via ${string}`;
}

export interface RateQuestion {
  from: string;
  to: string;
  /** 'YYYY-MM-DD' */
  day: string;
}

interface Stored {
  rateDate: string;
  rate: Rational;
}

/** Each stored pair's rates, oldest first. */
type Book = Map<string, Stored[]>;
const key = (base: string, quote: string) => `${base}>${quote}`;

/** The latest stored rate of a pair on or before `day` (binary search). */
function latest(book: Book, base: string, quote: string, day: string): Stored | undefined {
  const list = book.get(key(base, quote));
  if (!list) return undefined;
  let lo = 0;
  let hi = list.length - 1;
  let found: Stored | undefined;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid].rateDate <= day) {
      found = list[mid];
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** One leg, direct or inverse, whichever is more recent (direct on the same day). */
function leg(book: Book, from: string, to: string, day: string) {
  const direct = latest(book, from, to, day);
  const inverse = latest(book, to, from, day);
  if (direct && (!inverse || direct.rateDate >= inverse.rateDate)) {
    return { rate: direct.rate, rateDate: direct.rateDate, how: 'direct' as const };
  }
  if (inverse) {
    return { rate: inverseRate(inverse.rate), rateDate: inverse.rateDate, how: 'inverse' as const };
  }
  return undefined;
}

/**
 * The answer from the rates at hand: the pair itself (direct or inverse), else a cross rate
 * through EUR, then USD. Of these, the most recent wins (a cross rate of the day beats a pair's
 * rate of last week); on the same day the order above decides.
 */
function resolve(book: Book, { from, to, day }: RateQuestion): DayRate {
  if (from === to) return { rate: rateOf('1'), rateDate: day, exact: true, how: 'same' };
  const candidates: Omit<DayRate, 'exact'>[] = [];
  const pair = leg(book, from, to, day);
  if (pair) candidates.push(pair);
  for (const via of CROSS_CURRENCIES) {
    if (via === from || via === to) continue;
    const first = leg(book, from, via, day);
    const second = leg(book, via, to, day);
    if (!first || !second) continue;
    candidates.push({
      rate: multiplyRates(first.rate, second.rate),
      rateDate: first.rateDate < second.rateDate ? first.rateDate : second.rateDate,
      how: `via ${via}`,
    });
  }
  const best = candidates.reduce<Omit<DayRate, 'exact'> | undefined>(
    (a, c) => (!a || c.rateDate > a.rateDate ? c : a),
    undefined,
  );
  if (!best) throw noRate(from, to, day);
  return { ...best, exact: best.rateDate === day };
}

/** None at all: a clear error, never a silent 1:1. */
export const noRate = (from: string, to: string, day: string) =>
  new AppError('BUSINESS_RULE', `No exchange rate from ${from} to ${to} on or before ${day}`);

/** Each asked pair's rates between the first and the last day asked, and the latest before. */
async function bookFor(db: Tx, questions: readonly RateQuestion[]): Promise<Book> {
  const asked = questions.filter((q) => q.from !== q.to);
  const book: Book = new Map();
  if (asked.length === 0) return book;
  const currencies = [...new Set([...asked.flatMap((q) => [q.from, q.to]), ...CROSS_CURRENCIES])];
  const days = asked.map((q) => q.day).sort();
  const first = days[0];
  const last = days[days.length - 1];
  const listed = sql.join(
    currencies.map((c) => sql`(${c}::varchar)`),
    sql`, `,
  );
  // Per pair of the currencies, its latest day on or before the first asked (one probe of the
  // pair-and-day key each), then that pair's rates from there to the last day asked.
  const result = await db.execute(sql`
    with pairs as (
      select p.base_currency, p.quote_currency, (
        select max(b.rate_date) from exchange_rates b
        where b.base_currency = p.base_currency and b.quote_currency = p.quote_currency
          and b.rate_date <= ${first}) as lo
      from (select b.c as base_currency, q.c as quote_currency
        from (values ${listed}) b(c) cross join (values ${listed}) q(c) where b.c <> q.c) p
    )
    select r.base_currency as base, r.quote_currency as quote, r.rate_date::text as "rateDate",
      r.rate::text as rate
    from pairs p join exchange_rates r on r.base_currency = p.base_currency
      and r.quote_currency = p.quote_currency
      and r.rate_date >= coalesce(p.lo, ${first}::date) and r.rate_date <= ${last}
    order by r.rate_date`);
  const rows = (
    result as unknown as { rows: { base: string; quote: string; rateDate: string; rate: string }[] }
  ).rows;
  for (const row of rows) {
    const k = key(row.base, row.quote);
    const list = book.get(k) ?? [];
    list.push({ rateDate: row.rateDate, rate: rateOf(row.rate) });
    book.set(k, list);
  }
  return book;
}

/**
 * The rates of many days and pairs (reports) in one query: each pair's rates between the first
 * and the last day asked, and the latest one before the first. Answers in the questions' order;
 * throws for the first question with no rate at all.
 */
export async function ratesOn(db: Tx, questions: readonly RateQuestion[]): Promise<DayRate[]> {
  const book = await bookFor(db, questions);
  return questions.map((q) => resolve(book, q));
}

/** As ratesOn, with null for a question no rate answers (the caller says so where it shows). */
export async function ratesOrNone(
  db: Tx,
  questions: readonly RateQuestion[],
): Promise<(DayRate | null)[]> {
  const book = await bookFor(db, questions);
  return questions.map((q) => {
    try {
      return resolve(book, q);
    } catch (err) {
      if (err instanceof AppError) return null;
      throw err;
    }
  });
}

/** The rate from `from` to `to` on `day` (see ratesOn and resolve). */
export async function rateOn(db: Tx, from: string, to: string, day: string): Promise<DayRate> {
  const [answer] = await ratesOn(db, [{ from, to, day }]);
  return answer;
}

/**
 * A stored amount converted at a rate. Prices, costs and orders store hundredths of their
 * currency's unit whatever the currency (`decimalMinor`, `fromMinor`), so a conversion between two
 * stored amounts keeps that scale: the exponents of a two-decimal pair, one rounding at the end.
 */
export const convertStored = (amountMinor: number, rate: Rational) =>
  convertMinor(amountMinor, 'USD', 'USD', rate);
