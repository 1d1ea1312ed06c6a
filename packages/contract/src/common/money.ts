// One formatter for every amount: toLocaleString with options builds a new one on each call
// (tens of ms for a page of cards on a slow phone; Lighthouse, issue 17). Same output.
const AMOUNT = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Amounts are shown with two decimals and thousands separators (spec section 9). */
export function formatAmount(value: number | null | undefined): string {
  return AMOUNT.format(typeof value === 'number' && Number.isFinite(value) ? value : 0);
}

/** Integer minor units (database) to a decimal amount (API) and back. */
export const toMinor = (amount: number) => Math.round(amount * 100);
export const fromMinor = (minor: number) => minor / 100;
