import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateMinor,
  convertMinor,
  currencyExponent,
  fromMinorIn,
  inverseRate,
  minorToDecimal,
  multiplyRates,
  rateToDecimal,
  roundToStep,
  roundUpToEnding,
  taxOnMinor,
  toMinorIn,
} from './currency-units.js';

const CURRENCIES = ['MYR', 'USD', 'SGD', 'HKD', 'EUR', 'JPY', 'IDR', 'BHD', 'KRW', 'THB'];
/** A rate of up to 10 decimals, 0.0001 to 20000 (IDR per EUR is ~17,000). */
const rateText = fc
  .tuple(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 9_999_999_999 }))
  .filter(([whole, fraction]) => whole > 0 || fraction >= 1_000_000)
  .map(([whole, fraction]) => `${whole}.${String(fraction).padStart(10, '0')}`);
/** Up to a million units: converted at 20,000 into a currency three exponents finer, still safe. */
const amount = fc.integer({ min: -100_000_000, max: 100_000_000 });

describe('minor units (ISO 4217, issue 40)', () => {
  it('have the currency exponents: none for JPY and IDR (practice), three for BHD', () => {
    expect(['MYR', 'USD', 'SGD', 'HKD', 'EUR', 'THB'].map(currencyExponent)).toEqual([
      2, 2, 2, 2, 2, 2,
    ]);
    expect(['JPY', 'IDR', 'KRW', 'BHD'].map(currencyExponent)).toEqual([0, 0, 0, 3]);
    expect(() => currencyExponent('XXQ')).toThrow('Unknown currency XXQ');
  });

  it('write amounts in and out by the currency, half away from zero', () => {
    expect(toMinorIn('MYR', '12.345')).toBe(1235);
    expect(toMinorIn('MYR', -12.345)).toBe(-1235);
    expect(toMinorIn('MYR', 1.005)).toBe(101);
    expect(toMinorIn('JPY', '1234.5')).toBe(1235);
    expect(toMinorIn('IDR', 15_000.4)).toBe(15_000);
    expect(toMinorIn('BHD', '1.2345')).toBe(1235);
    expect(fromMinorIn('BHD', 1235)).toBe(1.235);
    expect(fromMinorIn('JPY', 1235)).toBe(1235);
    expect(minorToDecimal('MYR', -5)).toBe('-0.05');
    expect(() => toMinorIn('MYR', '1,5')).toThrow('Not a decimal');
  });

  it('round trip every minor amount through its decimal', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CURRENCIES), amount, (currency, minor) => {
        expect(toMinorIn(currency, fromMinorIn(currency, minor))).toBe(minor);
        expect(toMinorIn(currency, minorToDecimal(currency, minor))).toBe(minor);
      }),
    );
  });

  it('convert at a rate with one rounding: within half a minor unit of the exact amount', () => {
    expect(convertMinor(10_000, 'USD', 'MYR', '4.4567')).toBe(44_567);
    expect(convertMinor(1_999, 'USD', 'JPY', '151.235')).toBe(3_023); // 3023.18...
    expect(convertMinor(1, 'USD', 'MYR', '4.5')).toBe(5); // 4.5 -> 5, half away from zero
    expect(convertMinor(-1, 'USD', 'MYR', '4.5')).toBe(-5);
    expect(convertMinor(100, 'JPY', 'BHD', '0.0025')).toBe(250);
    // Beyond a safe integer is an error, never a rounded float.
    expect(() => convertMinor(1e15, 'USD', 'IDR', '16000')).toThrow('Amount out of range');
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCIES),
        fc.constantFrom(...CURRENCIES),
        amount,
        rateText,
        (from, to, minor, rate) => {
          const converted = convertMinor(minor, from, to, rate);
          // exact = minor x rate x 10^(eTo - eFrom), compared in 1e10ths of a minor unit
          const [w, f] = rate.split('.');
          const scaled = BigInt(minor) * BigInt(w + f);
          const shift = currencyExponent(to) - currencyExponent(from);
          const exact = shift >= 0 ? scaled * 10n ** BigInt(shift) : scaled;
          const got = BigInt(converted) * 10n ** 10n * (shift < 0 ? 10n ** BigInt(-shift) : 1n);
          const half = (10n ** 10n * (shift < 0 ? 10n ** BigInt(-shift) : 1n)) / 2n;
          const diff = got - exact;
          expect(diff <= half && diff >= -half).toBe(true);
        },
      ),
    );
  });

  it('write an inverse or cross rate as decimal text of 10 places at most', () => {
    expect(rateToDecimal(inverseRate('4.5'))).toBe('0.2222222222');
    expect(rateToDecimal(inverseRate('3'))).toBe('0.3333333333');
    expect(rateToDecimal(inverseRate('1.5'))).toBe('0.6666666667');
    expect(rateToDecimal(multiplyRates('1.1', '4.4'))).toBe('4.84');
    expect(rateToDecimal('16000')).toBe('16000');
    expect(rateToDecimal(inverseRate('16000'), 4)).toBe('0.0001');
  });

  it('round trip a conversion within one minor unit (into a currency at least as fine)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCIES),
        fc.constantFrom(...CURRENCIES),
        amount,
        rateText,
        (from, to, minor, rate) => {
          // One minor unit of `from` is worth at least one of `to`: nothing is lost on the way.
          const [w, f] = rate.split('.');
          const shift = currencyExponent(to) - currencyExponent(from);
          const perUnit = BigInt(w + f) * 10n ** BigInt(Math.max(shift, 0));
          fc.pre(perUnit >= 10n ** 10n * 10n ** BigInt(Math.max(-shift, 0)));
          const there = convertMinor(minor, from, to, rate);
          const back = convertMinor(there, to, from, inverseRate(rate));
          expect(Math.abs(back - minor)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('split an amount over lines by largest remainder: never a minor unit lost or invented', () => {
    expect(allocateMinor(1_000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(allocateMinor(-1_000, [1, 1, 1])).toEqual([-334, -333, -333]);
    expect(allocateMinor(500, [2_990, 1_000, 10])).toEqual([374, 125, 1]);
    expect(allocateMinor(7, [0, 0])).toEqual([4, 3]);
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 40 }),
        (total, weights) => {
          const parts = allocateMinor(total, weights);
          expect(parts.reduce((a, p) => a + p, 0)).toBe(total);
          const sum = weights.reduce((a, w) => a + w, 0);
          parts.forEach((part, i) => {
            // Each part is its exact share, less than one minor unit off.
            const exact = sum === 0 ? total / weights.length : (total * weights[i]) / sum;
            expect(Math.abs(part - exact)).toBeLessThan(1 + 1e-6);
          });
          // A discount no larger than the lines never exceeds a line (weights are line nets).
          if (total >= 0 && total <= sum)
            parts.forEach((p, i) => expect(p).toBeLessThanOrEqual(weights[i]));
        },
      ),
    );
  });

  it('tax each line (half up) and the order tax is the sum of its lines', () => {
    expect(taxOnMinor(1_050, 6)).toBe(63);
    expect(taxOnMinor(1_250, 6)).toBe(75);
    expect(taxOnMinor(25, 6)).toBe(2); // 1.5 -> 2
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000_000 }), { minLength: 1, maxLength: 50 }),
        fc.integer({ min: 0, max: 3_000 }).map((bp) => bp / 100),
        fc.integer({ min: 0, max: 100_000_000 }),
        (nets, ratePercent, couponMinor) => {
          // A coupon spread over the lines, then each line taxed: the documented rule.
          const subtotal = nets.reduce((a, n) => a + n, 0);
          const discount = Math.min(couponMinor, subtotal);
          const shares = allocateMinor(discount, nets);
          const lines = nets.map((n, i) => n - shares[i]);
          const taxes = lines.map((l) => taxOnMinor(l, ratePercent));
          const tax = taxes.reduce((a, t) => a + t, 0);
          const total = lines.reduce((a, l, i) => a + l + taxes[i], 0);
          expect(total).toBe(subtotal - discount + tax);
          // Each line rounds once: the order's tax is within half a unit a line of the exact tax.
          const exact = (lines.reduce((a, l) => a + l, 0) * ratePercent) / 100;
          expect(Math.abs(tax - exact)).toBeLessThanOrEqual(lines.length / 2 + 1e-6);
        },
      ),
    );
  });

  it('round a converted price to a step or up to an ending', () => {
    expect(roundToStep(1_234, 'MYR', '0.10')).toBe(1_230);
    expect(roundToStep(1_235, 'MYR', '0.10')).toBe(1_240);
    expect(roundToStep(1_250, 'MYR', 1)).toBe(1_300);
    expect(roundToStep(1_249, 'JPY', 10)).toBe(1_250);
    expect(roundUpToEnding(1_234, 'MYR', '9.90')).toBe(1_990);
    expect(roundUpToEnding(2_000, 'MYR', '9.90')).toBe(2_990);
    expect(roundUpToEnding(3_063, 'MYR', '0.90')).toBe(3_090);
    expect(roundUpToEnding(4_995, 'MYR', '0.90')).toBe(5_090);
    expect(roundUpToEnding(1_234, 'JPY', '99')).toBe(1_299);
    fc.assert(
      fc.property(amount, fc.constantFrom('0.90', '9.90', '0.10'), (minor, ending) => {
        const price = roundUpToEnding(minor, 'MYR', ending);
        expect(price).toBeGreaterThanOrEqual(minor);
        expect(price - minor).toBeLessThan(ending === '9.90' ? 1_000 : 100);
      }),
    );
  });
});
