/** Amounts are shown with two decimals and thousands separators (spec section 9). */
export function formatAmount(value: number | null | undefined): string {
  const n = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  return n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** Integer minor units (database) to a decimal amount (API) and back. */
export const toMinor = (amount: number) => Math.round(amount * 100);
export const fromMinor = (minor: number) => minor / 100;

/** Select options sorted by label (spec section 2, "Menu visibility"). */
export function sortByLabel<T extends { label: string }>(options: readonly T[]): T[] {
  return [...options].sort((a, b) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }));
}
