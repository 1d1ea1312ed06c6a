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

/** Cost plus a margin (percent), as a price buyers see (rounded up, `roundedUpPrice`). */
export function priceFromCost(costMinor: number, marginPercent: number): number {
  return roundedUpPrice((costMinor * (100 + marginPercent)) / 100);
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
