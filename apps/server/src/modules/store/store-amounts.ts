import { CURRENCY_EXPONENTS, fromMinor, fromMinorIn } from '@wander/contract';

/**
 * An amount the store answers: integer minor units to the decimal amount by the currency's
 * exponent (issue 40: JPY 1500 is 1500, MYR 1500 is 15.00, BHD 1500 is 1.500). A currency of the
 * list that ISO 4217 does not know keeps two decimals, as every back-office amount does.
 */
export const storeAmount = (currency: string, minor: number) =>
  CURRENCY_EXPONENTS[currency] === undefined ? fromMinor(minor) : fromMinorIn(currency, minor);
