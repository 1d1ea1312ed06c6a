import { ISO_CURRENCIES } from '../network/iso-currencies.js';

/**
 * Minor-unit exponents (issue 40): an amount in a currency is stored as an integer count of its
 * minor unit, 10^-exponent of the unit. The exponents are ISO 4217's (JPY 0, MYR 2, BHD 3), except
 * where practice differs: IDR is priced and paid in whole rupiah (ISO 4217 gives it 2).
 */
const PRACTICE: Readonly<Record<string, number>> = { IDR: 0 };

export const CURRENCY_EXPONENTS: Readonly<Record<string, number>> = Object.freeze({
  ...Object.fromEntries(ISO_CURRENCIES.map((c) => [c.currencyCode, c.decimalPlaces])),
  ...PRACTICE,
});

/** The currency's minor-unit exponent; an unknown code is a programming error and throws. */
export function currencyExponent(currency: string): number {
  const exponent = CURRENCY_EXPONENTS[currency];
  if (exponent === undefined) throw new RangeError(`Unknown currency ${currency}`);
  return exponent;
}

/** An exact positive or negative rational, numerator / denominator (denominator > 0). */
export interface Rational {
  numerator: bigint;
  denominator: bigint;
}

const DECIMAL = /^([+-])?(\d+)(?:\.(\d*))?$/;
const pow10 = (n: number) => 10n ** BigInt(n);

/** A decimal written as text or a number, exactly, as a rational (1.25 -> 125/100). */
export function parseDecimal(value: string | number): Rational {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${value}`);
    // JavaScript's shortest form of the number, as it is written (1.005 stays 1.005).
    text = String(value);
    if (text.includes('e')) text = value.toFixed(20).replace(/0+$/, '');
  } else text = value.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`Not a decimal: ${String(value)}`);
  const [, sign, whole, fraction = ''] = match;
  const numerator = BigInt(whole + fraction) * (sign === '-' ? -1n : 1n);
  return { numerator, denominator: pow10(fraction.length) };
}

/** numerator / denominator rounded half away from zero (the rounding every amount uses). */
export function roundHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  if (denominator < 0n) return roundHalfAwayFromZero(-numerator, -denominator);
  const negative = numerator < 0n;
  const n = negative ? -numerator : numerator;
  const rounded = (2n * n + denominator) / (2n * denominator);
  return negative ? -rounded : rounded;
}

function toSafeNumber(value: bigint): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`Amount out of range: ${value}`);
  return n;
}

/** A decimal amount of `currency` to its integer minor units, rounded half away from zero. */
export function toMinorIn(currency: string, amount: string | number): number {
  const { numerator, denominator } = parseDecimal(amount);
  return toSafeNumber(
    roundHalfAwayFromZero(numerator * pow10(currencyExponent(currency)), denominator),
  );
}

/** Integer minor units of `currency` to the decimal amount (API). */
export function fromMinorIn(currency: string, minor: number): number {
  return Number(minorToDecimal(currency, minor));
}

/** Integer minor units of `currency` as exact decimal text ('12.50', '1250', '1.250'). */
export function minorToDecimal(currency: string, minor: number): string {
  const exponent = currencyExponent(currency);
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  const sign = minor < 0 ? '-' : '';
  if (exponent === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

/** A rate given as decimal text ('4.4123'), a number, or an exact rational; must be > 0. */
export type RateInput = string | number | Rational;

export function rateOf(rate: RateInput): Rational {
  const r = typeof rate === 'object' ? rate : parseDecimal(rate);
  if (r.denominator <= 0n || r.numerator <= 0n) throw new RangeError('A rate is above 0');
  return r;
}

/** 1 / rate, exactly (the inverse pair's rate). */
export function inverseRate(rate: RateInput): Rational {
  const { numerator, denominator } = rateOf(rate);
  return { numerator: denominator, denominator: numerator };
}

/**
 * A rate as decimal text with at most `decimals` places (10: what `exchange_rates.rate` holds),
 * rounded half away from zero, trailing zeros dropped: an inverse or cross rate to record or show.
 */
export function rateToDecimal(rate: RateInput, decimals = 10): string {
  const { numerator, denominator } = rateOf(rate);
  const scaled = roundHalfAwayFromZero(numerator * pow10(decimals), denominator);
  const digits = scaled.toString().padStart(decimals + 1, '0');
  const text = `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  return text.replace(/0+$/, '').replace(/\.$/, '');
}

/** rate a x rate b, exactly (a cross rate through a third currency). */
export function multiplyRates(a: RateInput, b: RateInput): Rational {
  const x = rateOf(a);
  const y = rateOf(b);
  return { numerator: x.numerator * y.numerator, denominator: x.denominator * y.denominator };
}

/**
 * An amount in `from`'s minor units converted at `rate` (1 `from` = rate `to`) to `to`'s minor
 * units: exact rational arithmetic, one rounding, half away from zero, at the end.
 */
export function convertMinor(
  amountMinor: number,
  fromCurrency: string,
  toCurrency: string,
  rate: RateInput,
): number {
  const { numerator, denominator } = rateOf(rate);
  const shift = currencyExponent(toCurrency) - currencyExponent(fromCurrency);
  const n = BigInt(amountMinor) * numerator * (shift > 0 ? pow10(shift) : 1n);
  const d = denominator * (shift < 0 ? pow10(-shift) : 1n);
  return toSafeNumber(roundHalfAwayFromZero(n, d));
}

/**
 * A converted price rounded to a step of the currency ("rounded to 0.10", "to 1"): the nearest
 * multiple of the step (decimal text or a number in the currency's units), half away from zero.
 * Endings such as 9.90 are `roundUpToEnding`'s.
 */
export function roundToStep(minor: number, currency: string, step: string | number): number {
  const stepMinor = toMinorIn(currency, step);
  if (stepMinor <= 0) throw new RangeError('A rounding step is above 0');
  const n = BigInt(minor);
  const s = BigInt(stepMinor);
  return toSafeNumber(roundHalfAwayFromZero(n, s) * s);
}

/**
 * A price ending in `ending` ('9.90', '0.90', '9'): the smallest amount >= `minor` that ends so
 * (MYR 12.34 with '9.90' -> 19.90, 20.00 -> 29.90; with '0.90' -> 12.90, as buyer-facing provider
 * prices round, issue 37). Never below the amount, so a margin it was made from holds.
 */
export function roundUpToEnding(minor: number, currency: string, ending: string | number): number {
  const endingMinor = toMinorIn(currency, ending);
  if (endingMinor < 0) throw new RangeError('A price ending is not negative');
  const exponent = currencyExponent(currency);
  // '9.90' repeats every 10 units, '0.90' every unit, '99' (JPY) every 100.
  const whole = Math.trunc(Math.abs(Number(ending)));
  const wholeDigits = whole === 0 ? 0 : String(whole).length;
  const modulus = 10 ** (wholeDigits + exponent);
  const base = Math.floor(minor / modulus) * modulus + endingMinor;
  return base >= minor ? base : base + modulus;
}

/**
 * Splits `totalMinor` over parts in proportion to `weights` by largest remainder: every part gets
 * the floor of its exact share, and the minor units left go one each to the largest remainders
 * (the earlier part on a tie). The parts always add up to the total exactly.
 */
export function allocateMinor(totalMinor: number, weights: readonly number[]): number[] {
  if (weights.length === 0) {
    if (totalMinor !== 0) throw new RangeError('Nothing to split the amount over');
    return [];
  }
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) {
    throw new RangeError('Weights are whole numbers, 0 or more');
  }
  const sum = weights.reduce((a, w) => a + BigInt(w), 0n);
  const negative = totalMinor < 0;
  const total = BigInt(Math.abs(totalMinor));
  // No weight at all: an even split.
  const w = sum === 0n ? weights.map(() => 1n) : weights.map((x) => BigInt(x));
  const denominator = sum === 0n ? BigInt(weights.length) : sum;
  const parts = w.map((x) => (total * x) / denominator);
  const remainders = w.map((x, i) => ({ i, r: (total * x) % denominator }));
  let left = total - parts.reduce((a, p) => a + p, 0n);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0n) break;
    parts[i] += 1n;
    left -= 1n;
  }
  return parts.map((p) => toSafeNumber(negative ? -p : p));
}

/**
 * A line's tax in minor units: net x rate (percent, two decimals), rounded half up once per line.
 * An order's tax is the sum of its lines' taxes (never the tax of its total), so every line, its
 * PDF and the total agree.
 */
export function taxOnMinor(netMinor: number, ratePercent: number): number {
  const basisPoints = Math.round(ratePercent * 100);
  return Math.floor((netMinor * basisPoints + 5_000) / 10_000);
}
