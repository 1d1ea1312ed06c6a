/**
 * The order of every select list (spec section 2, "Menu visibility"): by label as a person reads
 * it, case-insensitive and accent-folded ('United Arab Emirates Dirham' before 'US Dollar',
 * 'Émile' beside 'emile'), numbers in a label by value ('Plan 2' before 'Plan 10'). Labels that
 * compare equal keep a stable order: by their exact text, then by value.
 *
 * Sorted in TypeScript rather than SQL: select lists are small (at most 1,000 rows), and the same
 * rule then holds on PGlite and PostgreSQL (whose collations differ by build, and `unaccent` is
 * not on PGlite) and in the browser.
 */
let labelCollator: Intl.Collator | undefined;

/** Compares two labels in the select-list order (0 only for the same text). */
export function compareLabels(a: string, b: string): number {
  // Built on first use, not when the module loads: it loads the locale's collation data (about
  // 30 ms on a phone), which a first screen without a sorted list never needs (issue 30).
  labelCollator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return labelCollator.compare(a, b) || byCodePoint(a, b);
}

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Select options sorted by label in the select-list order; the input is not changed. */
export function sortByLabel<T extends { label: string; value?: unknown }>(
  options: readonly T[],
): T[] {
  return [...options].sort(
    (a, b) =>
      compareLabels(a.label, b.label) || byCodePoint(String(a.value ?? ''), String(b.value ?? '')),
  );
}
