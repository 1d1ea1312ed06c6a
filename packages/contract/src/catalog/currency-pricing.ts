import {
  CURRENCY_EXPONENTS,
  convertMinor,
  roundToStep,
  roundUpToEnding,
  type RateInput,
} from '../common/currency-units.js';

/**
 * How a distributor sells in a currency (issue 40, product/CurrencyPricing): from its own price
 * list in that currency ('list', also what a currency without a setting does), or converted from
 * its base prices (the currency its price list is in) at the day's rate and rounded ('converted').
 */
export const PRICING_MODES = [
  { label: 'Own price list in this currency', value: 'list' },
  { label: "Converted from my base prices at the day's rate", value: 'converted' },
] as const;
export type PricingMode = (typeof PRICING_MODES)[number]['value'];

/**
 * The roundings of a converted price: to the nearest step (half away from zero), or up to the
 * smallest amount with the ending (never below the converted price, so its margin holds).
 */
export const PRICE_ROUNDINGS = [
  { label: 'To the nearest 0.10', value: 'step-0.10' },
  { label: 'To the nearest 1', value: 'step-1' },
  { label: 'Up to an ending of .90', value: 'ending-0.90' },
  { label: 'Up to an ending of 9.90', value: 'ending-9.90' },
] as const;
export type PriceRounding = (typeof PRICE_ROUNDINGS)[number]['value'];

const RULES: Record<PriceRounding, { kind: 'step' | 'ending'; value: string }> = {
  'step-0.10': { kind: 'step', value: '0.10' },
  'step-1': { kind: 'step', value: '1' },
  'ending-0.90': { kind: 'ending', value: '0.90' },
  'ending-9.90': { kind: 'ending', value: '9.90' },
};

/** The rounding's amount as written ('0.10', '9.90'). */
export const roundingAmount = (rounding: PriceRounding) => RULES[rounding].value;

/** Decimals a rounding's amount needs ('0.10' one, '1' none). */
const decimalsOf = (value: string) => (value.split('.')[1] ?? '').replace(/0+$/, '').length;

/**
 * Whether a rounding can be written in the currency's minor units: JPY and IDR have none below
 * the unit, so only 'step-1' fits them; an unknown currency fits none.
 */
export function roundingFits(currency: string, rounding: PriceRounding): boolean {
  const exponent = CURRENCY_EXPONENTS[currency];
  return exponent !== undefined && decimalsOf(RULES[rounding].value) <= exponent;
}

/** 'Rounding to 0.10 does not fit JPY, which has no decimals' (the form's field error). */
export function roundingMisfit(currency: string, rounding: PriceRounding): string {
  const exponent = CURRENCY_EXPONENTS[currency];
  if (exponent === undefined) return `${currency} has no known minor unit to round to`;
  const what = RULES[rounding].kind === 'step' ? 'Rounding to' : 'An ending of';
  return `${what} ${RULES[rounding].value} does not fit ${currency}, which has ${
    exponent === 0 ? 'no decimals' : `${exponent} decimal${exponent === 1 ? '' : 's'}`
  }`;
}

/** A price in the currency's minor units rounded by the rule. */
export function roundPrice(minor: number, currency: string, rounding: PriceRounding): number {
  const rule = RULES[rounding];
  return rule.kind === 'step'
    ? roundToStep(minor, currency, rule.value)
    : roundUpToEnding(minor, currency, rule.value);
}

/**
 * A base price (`from`'s minor units) as sold in `to`: converted at `rate` (1 `from` = rate `to`,
 * exact, one rounding to `to`'s minor unit) and then rounded by the rule. A price already in `to`
 * is its own list price and stays as it is.
 */
export function convertedPrice(
  minor: number,
  from: string,
  to: string,
  rate: RateInput,
  rounding: PriceRounding,
): number {
  if (from === to) return minor;
  return roundPrice(convertMinor(minor, from, to, rate), to, rounding);
}
