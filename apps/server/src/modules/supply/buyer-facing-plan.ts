import { currencyExponent, rateOf, roundUpToEnding, type RateInput } from '@wander/contract';
import type { ProviderPackage } from './provider-adapter.js';

/**
 * How a provider's package shows to buyers (issue 37): under the distributor's own name, with a
 * rounded price. The supplier (its name, its package code) stays in the back office (Plan Supply,
 * the provider's screens, the cost setup's remarks).
 */

/**
 * A price buyers see: rounded up to the next amount ending in .90 (MYR 30.63 -> 30.90, 49.88 ->
 * 49.90, 49.95 -> 50.90); never below the amount, so the margin it was made from holds.
 */
export function roundedUpPrice(minor: number): number {
  if (minor <= 0) return 0;
  const ninety = Math.floor(minor / 100) * 100 + 90;
  return ninety >= minor ? ninety : ninety + 100;
}

/**
 * A price buyers see in `currency`, rounded up as that currency's prices round: to the next
 * amount ending in .90 where it has decimals (MYR 30.63 -> 30.90), to the whole unit where it has
 * none (JPY, IDR: the amount is already whole). Never below the amount.
 */
export function roundedUpPriceIn(minor: number, currency: string): number {
  if (minor <= 0) return 0;
  return currencyExponent(currency) === 0 ? minor : roundUpToEnding(minor, currency, '0.90');
}

/**
 * A supplier's cost in `costCurrency` as a price in `currency` (issue 40): converted at `rate`
 * (1 cost currency = rate selling currency), plus `marginPercent`, in exact arithmetic rounded up
 * once to the minor unit (so the margin holds), then rounded up as the currency's prices round
 * (`roundedUpPriceIn`). USD 5.50 at 4.4123 + 25 % = MYR 30.3346 -> 30.34 -> 30.90.
 */
export function priceFromCostIn(
  costMinor: number,
  costCurrency: string,
  currency: string,
  rate: RateInput,
  marginPercent: number,
): number {
  const { numerator, denominator } = rateOf(rate);
  const shift = currencyExponent(currency) - currencyExponent(costCurrency);
  const scale = (n: number) => 10n ** BigInt(n);
  const n =
    BigInt(costMinor) * numerator * BigInt(100 + marginPercent) * (shift > 0 ? scale(shift) : 1n);
  const d = denominator * 100n * (shift < 0 ? scale(-shift) : 1n);
  const exact = Number((n + d - 1n) / d);
  if (!Number.isSafeInteger(exact)) throw new RangeError(`Price out of range: ${exact}`);
  return roundedUpPriceIn(exact, currency);
}

/** The GB of a package as a plan records it (two decimals; 0 for unlimited). */
export const dataGbOf = (p: Pick<ProviderPackage, 'dataMb'>) =>
  p.dataMb === null ? 0 : Math.round((p.dataMb / 1024) * 100) / 100;

/** The plan's name: the package's own plan name (its place, data and days), no supplier. */
export const planNameOf = (p: Pick<ProviderPackage, 'name'>) => p.name.trim().slice(0, 256);

/**
 * The plan's description, from its facts only: "5 GB of data for 7 days.", "1 GB of data a day
 * for 1 day.", "Unlimited data for 10 days. Covers 5 countries." (migration 0058 writes the same
 * for plans imported before).
 */
export function planDescriptionOf(
  p: Pick<ProviderPackage, 'dataMb' | 'isDayPass' | 'days' | 'countries'>,
): string {
  const data =
    p.dataMb === null
      ? 'Unlimited data'
      : `${dataGbOf(p)} GB of data${p.isDayPass ? ' a day' : ''}`;
  const days = `${p.days} ${p.days === 1 ? 'day' : 'days'}`;
  const coverage = p.countries.length > 1 ? ` Covers ${p.countries.length} countries.` : '';
  return `${data} for ${days}.${coverage}`;
}
