import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { convertMinor, rateOf, type CompanyDashboard } from '@wander/contract';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { reportingTotals, type DayFigure } from './reporting-currency.js';

let t: TestApp;
let distributor: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  // Rates of days the demo world has none of: 1 USD = 4.1 MYR on 2 Jan 2019, 4.2 on the 3rd.
  await t.database.db.execute(sql`
    insert into exchange_rates (base_currency, quote_currency, rate_date, rate, source)
    values ('USD', 'MYR', '2019-01-02', 4.1, 'Manual'), ('USD', 'MYR', '2019-01-03', 4.2, 'Manual')`);
});
afterAll(() => t.close());

const day = (over: Partial<DayFigure>): DayFigure => ({
  currency: 'MYR',
  day: '2019-01-02',
  current: true,
  salesMinor: 0,
  orders: 1,
  marginMinor: 0,
  costedLines: 0,
  ...over,
});

describe('totals in the reporting currency', () => {
  it("converts each day's figure at that day's rate, the latest earlier one when it has none", async () => {
    const totals = await reportingTotals(t.database.db, 'MYR', [
      day({ salesMinor: 10_000, marginMinor: 2_000, costedLines: 1 }),
      day({ currency: 'USD', salesMinor: 1_000, marginMinor: 300, costedLines: 1 }),
      // The 4th has no rate: the 3rd's serves.
      day({ currency: 'USD', day: '2019-01-04', current: false, salesMinor: 1_000 }),
      // No Swiss franc rate at all: left out and named, never 1:1.
      day({ currency: 'CHF', salesMinor: 500 }),
    ]);
    expect(totals).toEqual({
      currency: 'MYR',
      sales: { currentMinor: 10_000 + 4_100, previousMinor: 4_200 },
      grossMargin: { currentMinor: 2_000 + 1_230, previousMinor: 0 },
      rates: [{ currency: 'USD', rate: '4.2', rateDate: '2019-01-03' }],
      missingRates: ['No exchange rate from CHF to MYR on or before 2019-01-02'],
    });
  });

  it("shows the distributor's dashboard in the currency it reports in, each day at its rate", async () => {
    const get = async () => {
      const res = await t.app.inject({
        url: '/api/network/DashboardInfo/Company?period=7d',
        headers: distributor,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as CompanyDashboard;
    };
    const inMyr = await get();
    expect(inMyr.reporting.currency).toBe('MYR');
    const myr = inMyr.sales.find((f) => f.currency === 'MYR')!;
    expect(myr.currentMinor).toBeGreaterThan(0);
    expect(inMyr.reporting.sales.currentMinor).toBe(myr.currentMinor);

    const set = await t.app.inject({
      method: 'POST',
      url: '/api/network/Settings',
      headers: distributor,
      payload: { settingName: 'ReportingCurrency', settingValue: 'USD' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const inUsd = await get();
    expect(inUsd.reporting.currency).toBe('USD');
    // By hand: every day of the period's ringgit sales at the USD/MYR rate of that day.
    const rates = await t.database.rows<{ d: string; rate: string }>(sql`
      select rate_date::text as d, rate::text as rate from exchange_rates
      where base_currency = 'USD' and quote_currency = 'MYR'`);
    const rateOfDay = new Map(rates.map((r) => [r.d, r.rate]));
    const expected = inUsd.daily
      .filter((d) => d.currency === 'MYR')
      .reduce((sum, d) => {
        const usdPerMyr = rateOf(rateOfDay.get(d.day)!);
        const inverse = { numerator: usdPerMyr.denominator, denominator: usdPerMyr.numerator };
        return sum + convertMinor(d.salesMinor, 'MYR', 'USD', inverse);
      }, 0);
    expect(inUsd.reporting.sales.currentMinor).toBe(expected);
    expect(inUsd.reporting.rates.map((r) => r.currency)).toEqual(['MYR']);
    expect(inUsd.reporting.missingRates).toEqual([]);
  });
});
