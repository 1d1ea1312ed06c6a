import { describe, expect, it } from 'vitest';
import type { CatalogVariant } from '@wander/contract';
import {
  dataKey,
  dialogAlert,
  filterVariants,
  insufficientStockText,
  searchAlert,
  toggleType,
  variantOf,
} from './catalog-rules';

const v = (days: number, data: number, isDayPass = false): CatalogVariant => ({
  variantId: `${days}-${data}-${isDayPass}`,
  variantCode: `V-${days}-${data}-${isDayPass}`,
  variant: '',
  variantName: '',
  days,
  data,
  isDayPass,
  networkName: null,
  unitPrice: 10,
  image: null,
});
const criteria = {
  distributor: 'DIST001',
  countries: ['JP'],
  days: '',
  data: '',
  isDataType: true,
  isDayPassType: true,
};

describe('catalogue search rules', () => {
  it("needs a country and a type, with the spec's alerts", () => {
    expect(searchAlert({ ...criteria, countries: [] })).toBe('Please select at least one country.');
    expect(searchAlert({ ...criteria, isDataType: false, isDayPassType: false })).toBe(
      'Please check at least one Data Type.',
    );
    expect(searchAlert({ ...criteria, days: '1.5' })).toBe('Days should be an integer');
    expect(searchAlert({ ...criteria, data: 'abc' })).toBe('GB should be a number');
    expect(searchAlert({ ...criteria, days: '7', data: '0.5' })).toBeNull();
  });

  it('unticking the last type alerts and ticks both again', () => {
    expect(toggleType({ isDataType: true, isDayPassType: true }, 'isDataType', false)).toEqual({
      isDataType: false,
      isDayPassType: true,
      alert: null,
    });
    expect(toggleType({ isDataType: false, isDayPassType: true }, 'isDayPassType', false)).toEqual({
      isDataType: true,
      isDayPassType: true,
      alert: 'Please check at least one Data Type.',
    });
  });

  it('variants: days >= entered days, data >= entered GB, and a ticked type', () => {
    const all = [v(7, 1), v(30, 10), v(30, 20), v(7, 0.5, true), v(30, 1, true)];
    const pick = (c: Partial<typeof criteria>) =>
      filterVariants(all, { ...criteria, ...c }).map((x) => x.variantCode);
    expect(pick({ days: '30', data: '10' })).toEqual(['V-30-10-false', 'V-30-20-false']);
    expect(pick({ days: '7', isDataType: false })).toEqual(['V-7-0.5-true', 'V-30-1-true']);
    expect(pick({ data: '1', isDayPassType: false })).toEqual([
      'V-7-1-false',
      'V-30-10-false',
      'V-30-20-false',
    ]);
  });
});

describe('add-to-cart dialog rules', () => {
  it('days first, then data capacity, then a whole quantity of at least 1', () => {
    expect(dialogAlert({ days: undefined, data: undefined, quantity: 1 })).toBe(
      'Please select number of days.',
    );
    expect(dialogAlert({ days: 7, data: undefined, quantity: 1 })).toBe(
      'Please select data capacity.',
    );
    for (const quantity of [0, -1, 1.5, null]) {
      expect(dialogAlert({ days: 7, data: '1|total', quantity })).toBe(
        'Quantity should have minimum value of 1',
      );
    }
    expect(dialogAlert({ days: 7, data: '1|total', quantity: 3 })).toBeNull();
  });

  it('a data choice tells a data plan from a day pass of the same size', () => {
    const all = [v(7, 1), v(7, 1, true)];
    expect(variantOf(all, 7, dataKey(all[1]))?.isDayPass).toBe(true);
    expect(variantOf(all, 7, dataKey(all[0]))?.isDayPass).toBe(false);
    expect(variantOf(all, 30, dataKey(all[0]))).toBeUndefined();
  });

  it('says how many are available when the stock is short', () => {
    expect(insufficientStockText(4)).toBe('Insufficient Stock. Available quantity: 4');
  });
});
