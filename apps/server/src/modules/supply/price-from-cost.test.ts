import { describe, expect, it } from 'vitest';
import { priceFromCostIn, roundedUpPriceIn } from './buyer-facing-plan.js';

/** A supplier's cost as a price in the seller's currency (issue 40): exact, then rounded up. */
describe('a price from a cost in another currency', () => {
  it('ends in .90 in a currency with decimals, and never drops below cost plus margin', () => {
    // USD 5.50 x 4.4123 = MYR 24.27; + 25 % = 30.3346 -> 30.34 -> 30.90.
    expect(priceFromCostIn(550, 'USD', 'MYR', '4.4123', 25)).toBe(3090);
    // Exactly 55.00 -> 55.90; 55.90 exactly stays.
    expect(priceFromCostIn(1000, 'USD', 'MYR', '4.4', 25)).toBe(5590);
    expect(priceFromCostIn(4472, 'MYR', 'MYR', '1', 25)).toBe(5590);
    // 55.9000001 is above 55.90: the next .90.
    expect(priceFromCostIn(4472, 'MYR', 'MYR', '1.0000001', 25)).toBe(5690);
  });

  it('is whole yen and whole rupiah: no decimals, no .90', () => {
    // USD 10.00 x 151.37 x 1.25 = JPY 1,892.125 -> 1,893.
    expect(priceFromCostIn(1000, 'USD', 'JPY', '151.37', 25)).toBe(1893);
    // USD 10.00 x 16,234.5 x 1.25 = IDR 202,931.25 -> 202,932.
    expect(priceFromCostIn(1000, 'USD', 'IDR', '16234.5', 25)).toBe(202_932);
    expect(roundedUpPriceIn(1893, 'JPY')).toBe(1893);
  });

  it('shifts between exponents: a yen cost priced in ringgit, a dinar price with three decimals', () => {
    // JPY 1,500 x 0.0301 = MYR 45.15; + 25 % = 56.4375 -> 56.44 -> 56.90.
    expect(priceFromCostIn(1500, 'JPY', 'MYR', '0.0301', 25)).toBe(5690);
    // USD 10.00 x 0.376 x 1.25 = BHD 4.700 -> 4.900.
    expect(priceFromCostIn(1000, 'USD', 'BHD', '0.376', 25)).toBe(4900);
  });
});
