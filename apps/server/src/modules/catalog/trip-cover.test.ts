import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bestCover,
  cheapestCover,
  dataDays,
  EXTRA_ESIM_SHARE,
  type CoverLeg,
  type CoverPlan,
} from './trip-cover.js';

/**
 * Every way of covering the days from `day` on, cheapest first: the brute force. `perEsim` is
 * added to each plan bought (the weight `bestCover` gives an extra eSIM).
 */
function bruteForce(
  plans: CoverPlan[],
  days: string[],
  gbPerDay: number,
  day = 0,
  perEsim = 0,
): number {
  if (day === days.length) return 0;
  let best = Infinity;
  for (const plan of plans) {
    const max = dataDays(plan, gbPerDay);
    for (let k = 1; k <= max && day + k <= days.length; k++) {
      if (!plan.countries.has(days[day + k - 1])) break;
      const rest = bruteForce(plans, days, gbPerDay, day + k, perEsim);
      best = Math.min(best, plan.priceMinor + perEsim + rest);
    }
  }
  return best;
}

const COUNTRIES = ['JP', 'KR', 'TH', 'VN'];
const plan = fc.record({
  countries: fc.subarray(COUNTRIES, { minLength: 1 }),
  days: fc.integer({ min: 1, max: 6 }),
  dataGb: fc.constantFrom(0, 0.5, 1, 2, 3, 5, 10),
  isDayPass: fc.boolean(),
  priceMinor: fc.integer({ min: 100, max: 5000 }),
});
const catalogue = fc
  .array(plan, { minLength: 1, maxLength: 6 })
  .map((list) =>
    list.map((p, i): CoverPlan => ({ ...p, id: `p${i}`, countries: new Set(p.countries) })),
  );
const trip = fc.array(
  fc.record({ countryCode: fc.constantFrom(...COUNTRIES), days: fc.integer({ min: 1, max: 3 }) }),
  { minLength: 1, maxLength: 3 },
);
const gbPerDay = fc.constantFrom(0, 0.5, 1, 2);

const daysOf = (legs: CoverLeg[]) => legs.flatMap((l) => Array<string>(l.days).fill(l.countryCode));

describe('the trip planner against a brute force on small random catalogues', () => {
  it('always covers the trip when it can, and never costs more than the best cover', () => {
    fc.assert(
      fc.property(catalogue, trip, gbPerDay, (plans, legs, need) => {
        const days = daysOf(legs);
        const best = bruteForce(plans, days, need);
        const result = cheapestCover(plans, legs, need);
        if (best === Infinity) {
          expect(result.covered).toBe(false);
          return;
        }
        expect(result.covered).toBe(true);
        if (!result.covered) return;
        expect(result.totalMinor).toBeLessThanOrEqual(best);
        // The cover it answers is real: every day once, each plan within its rules, at that total.
        let day = 0;
        let sum = 0;
        for (const use of result.uses) {
          expect(use.startDay).toBe(day);
          expect(use.days).toBeGreaterThanOrEqual(1);
          expect(use.days).toBeLessThanOrEqual(dataDays(use.plan, need));
          for (let d = day; d < day + use.days; d++) {
            expect(use.plan.countries.has(days[d])).toBe(true);
          }
          day += use.days;
          sum += use.plan.priceMinor;
        }
        expect(day).toBe(days.length);
        expect(sum).toBe(result.totalMinor);
      }),
      { numRuns: 400 },
    );
  });

  it('names the first day nothing covers', () => {
    const japan: CoverPlan = {
      id: 'jp',
      countries: new Set(['JP']),
      days: 7,
      dataGb: 5,
      isDayPass: false,
      priceMinor: 1000,
    };
    const legs = [
      { countryCode: 'JP', days: 3 },
      { countryCode: 'KR', days: 2 },
    ];
    expect(cheapestCover([japan], legs, 1)).toEqual({ covered: false, day: 3, countryCode: 'KR' });
    // Not enough data: 5 GB for 7 days at 1 GB a day covers 5 of them.
    const long = [{ countryCode: 'JP', days: 7 }];
    expect(cheapestCover([japan], long, 1)).toMatchObject({ covered: true, totalMinor: 2000 });
    expect(cheapestCover([japan], long, 0.5)).toMatchObject({ covered: true, totalMinor: 1000 });
  });

  it('prefers one regional plan over two single-country ones at the same price', () => {
    const plans: CoverPlan[] = [
      {
        id: 'jp',
        countries: new Set(['JP']),
        days: 5,
        dataGb: 5,
        isDayPass: false,
        priceMinor: 500,
      },
      {
        id: 'kr',
        countries: new Set(['KR']),
        days: 5,
        dataGb: 5,
        isDayPass: false,
        priceMinor: 500,
      },
      {
        id: 'asia',
        countries: new Set(['JP', 'KR']),
        days: 10,
        dataGb: 8,
        isDayPass: false,
        priceMinor: 1000,
      },
    ];
    const result = cheapestCover(
      plans,
      [
        { countryCode: 'JP', days: 4 },
        { countryCode: 'KR', days: 4 },
      ],
      1,
    );
    expect(result).toMatchObject({ covered: true, totalMinor: 1000 });
    if (result.covered) expect(result.uses.map((u) => u.plan.id)).toEqual(['asia']);
  });

  it('answers one plan for a 4-day stay rather than four one-day eSIMs that save little (issue 37)', () => {
    const korea = (
      id: string,
      days: number,
      dataGb: number,
      isDayPass: boolean,
      price: number,
    ) => ({
      id,
      countries: new Set(['KR']),
      days,
      dataGb,
      isDayPass,
      priceMinor: price,
    });
    // The demo catalogue's Korea plans at 1 GB a day: a one-day pass at 3.90, 5 GB for 7 days at 17.90.
    const plans = [korea('day1', 1, 1, true, 390), korea('5gb7d', 7, 5, false, 1790)];
    const trip = [{ countryCode: 'KR', days: 4 }];
    expect(cheapestCover(plans, trip, 1)).toMatchObject({ covered: true, totalMinor: 1560 });
    const best = bestCover(plans, trip, 1);
    expect(best).toMatchObject({ covered: true, totalMinor: 1790 });
    if (best.covered) expect(best.uses.map((u) => [u.plan.id, u.days])).toEqual([['5gb7d', 4]]);
    // A long stay where one more eSIM saves much: the cheaper mix stays.
    const long = [korea('pass30', 30, 1, true, 12690), korea('20gb30d', 30, 20, false, 5990)];
    const sixty = bestCover(long, [{ countryCode: 'KR', days: 60 }], 1);
    expect(sixty).toMatchObject({ covered: true, totalMinor: 3 * 5990 });
  });

  it('weighs each extra eSIM at a tenth of the cheapest cover, exactly (against the brute force)', () => {
    fc.assert(
      fc.property(catalogue, trip, gbPerDay, (plans, legs, need) => {
        const days = daysOf(legs);
        const cheapest = cheapestCover(plans, legs, need);
        const result = bestCover(plans, legs, need);
        if (!cheapest.covered) {
          expect(result.covered).toBe(false);
          return;
        }
        expect(result.covered).toBe(true);
        if (!result.covered) return;
        const perEsim =
          cheapest.uses.length === 1 ? 0 : Math.ceil(cheapest.totalMinor * EXTRA_ESIM_SHARE);
        const weighed = result.totalMinor + perEsim * result.uses.length;
        expect(weighed).toBeLessThanOrEqual(bruteForce(plans, days, need, 0, perEsim));
        expect(result.uses.length).toBeLessThanOrEqual(cheapest.uses.length);
        expect(result.uses.reduce((sum, u) => sum + u.plan.priceMinor, 0)).toBe(result.totalMinor);
      }),
      { numRuns: 400 },
    );
  });
});
