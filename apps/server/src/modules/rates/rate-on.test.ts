import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { convertMinor } from '@wander/contract';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { exchangeRates } from '../../db/schema/index.js';
import { rateOn, ratesOn } from './rate-on.js';

/** Rates of 2001 only: the demo's year of rates is far later, so they cannot answer. */
const RATES = [
  ['GBP', 'THB', '2001-03-01', '45.5'],
  ['EUR', 'AUD', '2001-03-01', '1.8'],
  ['EUR', 'JPY', '2001-03-01', '110'],
  ['EUR', 'JPY', '2001-03-02', '111'],
  ['USD', 'KRW', '2001-03-01', '1250'],
  ['PHP', 'USD', '2001-03-01', '0.02'],
] as const;

let t: TestApp;
let statements: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ onQuery: (sql) => statements.push(sql) });
  await t.database.db.insert(exchangeRates).values(
    RATES.map(([baseCurrency, quoteCurrency, rateDate, rate]) => ({
      baseCurrency,
      quoteCurrency,
      rateDate,
      rate,
    })),
  );
});
afterAll(() => t.close());

const ratio = (r: { numerator: bigint; denominator: bigint }) =>
  Number(r.numerator) / Number(r.denominator);

describe('the rate of a day', () => {
  it('is 1, exactly, between a currency and itself', async () => {
    const r = await rateOn(t.database.db, 'MYR', 'MYR', '1990-01-01');
    expect([ratio(r.rate), r.rateDate, r.exact]).toEqual([1, '1990-01-01', true]);
  });

  it("is the pair's rate of the day, or the latest earlier one, saying which day", async () => {
    const exact = await rateOn(t.database.db, 'GBP', 'THB', '2001-03-01');
    expect([ratio(exact.rate), exact.rateDate, exact.exact, exact.how]).toEqual([
      45.5,
      '2001-03-01',
      true,
      'direct',
    ]);
    const later = await rateOn(t.database.db, 'GBP', 'THB', '2001-03-09');
    expect([ratio(later.rate), later.rateDate, later.exact]).toEqual([45.5, '2001-03-01', false]);
  });

  it('inverts the other direction exactly (45.50 THB is 1.00 GBP)', async () => {
    const r = await rateOn(t.database.db, 'THB', 'GBP', '2001-03-01');
    expect([r.how, r.exact]).toEqual(['inverse', true]);
    expect(convertMinor(4_550, 'THB', 'GBP', r.rate)).toBe(100);
    expect(convertMinor(100, 'GBP', 'THB', r.rate)).toBe(2); // 1.00 THB = 0.0219.. GBP
  });

  it('crosses through EUR, then USD, with the older leg as its day', async () => {
    const viaEur = await rateOn(t.database.db, 'AUD', 'JPY', '2001-03-01');
    expect([viaEur.how, viaEur.exact]).toEqual(['via EUR', true]);
    expect(ratio(viaEur.rate)).toBeCloseTo(110 / 1.8, 10);
    // 1 000 AUD = 61 111 JPY at 110 / 1.8 (61 111.11, rounded half away from zero).
    expect(convertMinor(100_000, 'AUD', 'JPY', viaEur.rate)).toBe(61_111);
    const nextDay = await rateOn(t.database.db, 'AUD', 'JPY', '2001-03-02');
    expect([nextDay.rateDate, nextDay.exact]).toEqual(['2001-03-01', false]);
    expect(ratio(nextDay.rate)).toBeCloseTo(111 / 1.8, 10);
    // PHP -> USD -> KRW: 0.02 x 1250 = 25.
    const viaUsd = await rateOn(t.database.db, 'PHP', 'KRW', '2001-03-05');
    expect([viaUsd.how, ratio(viaUsd.rate), viaUsd.rateDate]).toEqual([
      'via USD',
      25,
      '2001-03-01',
    ]);
  });

  it('is a clear error when there is none, never 1:1', async () => {
    await expect(rateOn(t.database.db, 'USD', 'MYR', '2000-11-28')).rejects.toMatchObject({
      status: 422,
      message: 'No exchange rate from USD to MYR on or before 2000-11-28',
    });
    await expect(rateOn(t.database.db, 'GBP', 'THB', '2001-02-28')).rejects.toThrow(
      'No exchange rate from GBP to THB on or before 2001-02-28',
    );
  });

  it("answers many days and pairs in one query (the demo's year included)", async () => {
    const today = new Date().toISOString().slice(0, 10);
    statements = [];
    const answers = await ratesOn(t.database.db, [
      { from: 'USD', to: 'MYR', day: today },
      { from: 'MYR', to: 'USD', day: today },
      { from: 'HKD', to: 'SGD', day: today },
      { from: 'GBP', to: 'THB', day: '2001-03-09' },
      { from: 'AUD', to: 'JPY', day: '2001-03-01' },
      { from: 'MYR', to: 'MYR', day: today },
    ]);
    expect(statements.filter((s) => s.includes('exchange_rates'))).toHaveLength(1);
    expect(answers.map((a) => [a.how, a.exact])).toEqual([
      ['direct', true],
      ['inverse', true],
      // Both crosses are of the day (the demo has EUR and USD rates of both): EUR comes first.
      ['via EUR', true],
      ['direct', false],
      ['via EUR', true],
      ['same', true],
    ]);
    expect(ratio(answers[0].rate)).toBeGreaterThan(4.2);
    expect(ratio(answers[0].rate) * ratio(answers[1].rate)).toBeCloseTo(1, 12);
  });

  it('prefers a cross rate of the day to a stale direct one', async () => {
    const db = t.database.db;
    await db.insert(exchangeRates).values([
      { baseCurrency: 'GBP', quoteCurrency: 'EUR', rateDate: '2001-03-08', rate: '1.6' },
      { baseCurrency: 'EUR', quoteCurrency: 'THB', rateDate: '2001-03-08', rate: '29' },
    ]);
    const r = await rateOn(db, 'GBP', 'THB', '2001-03-08');
    expect([r.how, ratio(r.rate), r.exact]).toEqual(['via EUR', 46.4, true]);
    await db.delete(exchangeRates).where(and(eq(exchangeRates.rateDate, '2001-03-08')));
  });
});
