/**
 * Where a plan is used, for a card without a picture (issue 37: such a card showed a large
 * placeholder block with the country code): the destination's flag and name, or the first
 * destinations' flags for a regional plan. Names come from the browser (Intl.DisplayNames, built
 * on first use): no country list in the bundle.
 */
const MAX_FLAGS = 4;

/** The flag emoji of an ISO 3166-1 alpha-2 code (regional indicator letters); '' otherwise. */
export function flagOf(code: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

let regionNames: Intl.DisplayNames | null | undefined;
/** The country's English name ('Japan'), or its code where the browser has no name for it. */
export function countryNameOf(code: string): string {
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
    } catch {
      regionNames = null;
    }
  }
  try {
    return regionNames?.of(code) ?? code;
  } catch {
    return code;
  }
}

export function DestinationBadge({ codes }: { codes: readonly string[] }) {
  if (codes.length === 0) return null;
  if (codes.length === 1) {
    return (
      <p className="catalog-card__destination">
        <span className="catalog-card__flags" aria-hidden="true">
          {flagOf(codes[0])}
        </span>{' '}
        {countryNameOf(codes[0])}
      </p>
    );
  }
  const more = codes.length - MAX_FLAGS;
  return (
    <p className="catalog-card__destination">
      <span className="catalog-card__flags" aria-hidden="true">
        {codes.slice(0, MAX_FLAGS).map(flagOf).join('')}
      </span>{' '}
      {codes.slice(0, MAX_FLAGS).map(countryNameOf).join(', ')}
      {more > 0 && ` and ${more} more`}
    </p>
  );
}
