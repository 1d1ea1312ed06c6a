// Amounts are formatted by hand, exactly as Intl.NumberFormat('en-US', two decimals) writes them
// (money.test.ts compares both over random amounts): building that formatter loads the locale's
// data, about 55 ms on a phone when the first screen appears (Lighthouse, issue 30). Intl rounds
// the number as JavaScript writes it (1.005 -> 1.01, half away from zero); so does this.
const GROUPS = /\B(?=(\d{3})+(?!\d))/g;
let intl: Intl.NumberFormat | undefined;

/** Amounts are shown with two decimals and thousands separators (spec section 9). */
export function formatAmount(value: number | null | undefined): string {
  const n = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  const text = String(Math.abs(n));
  if (text.includes('e')) {
    // Beyond 1e21 or under 1e-6: no amount is, but the answer stays Intl's.
    intl ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return intl.format(n);
  }
  const [whole, fraction = ''] = text.split('.');
  let cents = BigInt(whole + `${fraction}00`.slice(0, 2));
  if ((fraction[2] ?? '0') >= '5') cents += 1n;
  const digits = cents.toString().padStart(3, '0');
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  return `${sign}${digits.slice(0, -2).replace(GROUPS, ',')}.${digits.slice(-2)}`;
}

/** Integer minor units (database) to a decimal amount (API) and back. */
export const toMinor = (amount: number) => Math.round(amount * 100);
export const fromMinor = (minor: number) => minor / 100;
