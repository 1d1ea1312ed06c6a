import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, fromMinor, toMinor } from './money.js';

describe('amounts', () => {
  it('show two decimals and thousands separators', () => {
    expect(formatAmount(1234567.5)).toBe('1,234,567.50');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(-12.345)).toBe('-12.35');
    expect(formatAmount(undefined)).toBe('0.00');
    expect(formatAmount(1.005)).toBe('1.01');
    expect(formatAmount(999999.995)).toBe('1,000,000.00');
  });
  it('write every amount as Intl.NumberFormat en-US with two decimals does', () => {
    const intl = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const cents = fc.integer({ min: -1e12, max: 1e12 }).map((c) => c / 100);
    const halves = fc.integer({ min: -1e9, max: 1e9 }).map((c) => c / 1000);
    const any = fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e16, max: 1e16 });
    fc.assert(
      fc.property(fc.oneof(cents, halves, any), (n) => formatAmount(n) === intl.format(n)),
      { numRuns: 20_000 },
    );
  });
  it('convert to and from integer minor units without float drift', () => {
    expect(toMinor(19.99)).toBe(1999);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(fromMinor(250000)).toBe(2500);
  });
});
