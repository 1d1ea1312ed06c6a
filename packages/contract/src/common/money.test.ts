import { describe, expect, it } from 'vitest';
import { formatAmount, fromMinor, toMinor } from './money.js';

describe('amounts', () => {
  it('show two decimals and thousands separators', () => {
    expect(formatAmount(1234567.5)).toBe('1,234,567.50');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(-12.345)).toBe('-12.35');
    expect(formatAmount(undefined)).toBe('0.00');
  });
  it('convert to and from integer minor units without float drift', () => {
    expect(toMinor(19.99)).toBe(1999);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(fromMinor(250000)).toBe(2500);
  });
});
