import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertMinor } from '../common/currency-units.js';
import { currencyPricingResource } from './currency-pricing.resource.js';
import {
  convertedPrice,
  PRICE_ROUNDINGS,
  roundingFits,
  roundingMisfit,
  type PriceRounding,
} from './currency-pricing.js';

const ROUNDINGS = PRICE_ROUNDINGS.map((r) => r.value);

describe('a plan price converted and rounded (issue 40)', () => {
  // MYR 25.00 at 1 MYR = 1.7655 HKD is HKD 44.1375, HKD 44.14 in minor units.
  it('rounds a converted HKD price by each rule', () => {
    const at = (rounding: PriceRounding) => convertedPrice(2500, 'MYR', 'HKD', '1.7655', rounding);
    expect(convertMinor(2500, 'MYR', 'HKD', '1.7655')).toBe(4414);
    expect(at('step-0.10')).toBe(4410);
    expect(at('step-1')).toBe(4400);
    expect(at('ending-0.90')).toBe(4490);
    expect(at('ending-9.90')).toBe(4990);
  });

  it('respects the exponents: whole yen, three decimals of dinar', () => {
    // MYR 25.00 at 33.1234 JPY is 828.085 yen: 828.
    expect(convertedPrice(2500, 'MYR', 'JPY', '33.1234', 'step-1')).toBe(828);
    // MYR 25.00 at 0.0851 BHD is BHD 2.1275, 2128 fils; to 0.10: 2.100; ending .90: 2.900.
    expect(convertedPrice(2500, 'MYR', 'BHD', '0.0851', 'step-0.10')).toBe(2100);
    expect(convertedPrice(2500, 'MYR', 'BHD', '0.0851', 'ending-0.90')).toBe(2900);
    // JPY to MYR: 1,500 yen at 0.0302 is MYR 45.30.
    expect(convertedPrice(1500, 'JPY', 'MYR', '0.0302', 'step-0.10')).toBe(4530);
  });

  it('leaves a price already in the currency as its own list price', () => {
    expect(convertedPrice(4413, 'HKD', 'HKD', '1', 'ending-9.90')).toBe(4413);
  });

  it('never goes below the conversion with an ending, nor further than half a step', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 99_999 }),
        fc.constantFrom(...ROUNDINGS),
        (minor, rate4, rounding) => {
          const rate = (rate4 / 10_000).toFixed(4);
          const raw = convertMinor(minor, 'MYR', 'HKD', rate);
          const sold = convertedPrice(minor, 'MYR', 'HKD', rate, rounding);
          if (rounding === 'step-0.10') return Math.abs(sold - raw) <= 5 && sold % 10 === 0;
          if (rounding === 'step-1') return Math.abs(sold - raw) <= 50 && sold % 100 === 0;
          if (rounding === 'ending-0.90')
            return sold >= raw && sold - raw < 100 && sold % 100 === 90;
          return sold >= raw && sold - raw < 1000 && sold % 1000 === 990;
        },
      ),
    );
  });

  it('fits a rounding to the currency: whole-unit currencies take only a step of 1', () => {
    expect(ROUNDINGS.filter((r) => roundingFits('JPY', r))).toEqual(['step-1']);
    expect(ROUNDINGS.filter((r) => roundingFits('IDR', r))).toEqual(['step-1']);
    expect(ROUNDINGS.every((r) => roundingFits('HKD', r) && roundingFits('BHD', r))).toBe(true);
    expect(roundingFits('XXQ', 'step-1')).toBe(false);
    expect(roundingMisfit('JPY', 'ending-0.90')).toBe(
      'An ending of 0.90 does not fit JPY, which has no decimals',
    );
  });
});

describe('product/CurrencyPricing body', () => {
  const parse = (body: object) => currencyPricingResource.create.safeParse(body);
  it('needs a rounding that fits the currency when converted', () => {
    expect(parse({ currencyCode: 'HKD', mode: 'converted', rounding: 'ending-0.90' }).success).toBe(
      true,
    );
    expect(parse({ currencyCode: 'HKD', mode: 'list' }).success).toBe(true);
    const missing = parse({ currencyCode: 'HKD', mode: 'converted' });
    expect(missing.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['rounding', 'Rounding is required'],
    ]);
    const yen = parse({ currencyCode: 'JPY', mode: 'converted', rounding: 'step-0.10' });
    expect(yen.error?.issues[0].message).toBe(
      'Rounding to 0.10 does not fit JPY, which has no decimals',
    );
    expect(parse({ currencyCode: 'HKD', mode: 'daily' }).error?.issues[0].message).toBe(
      'Pricing is not a valid option',
    );
  });
});
