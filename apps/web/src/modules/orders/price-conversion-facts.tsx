import type { PriceConversionView } from '@wander/contract';

/**
 * An order's or invoice's conversion in its summary (issue 40): the base currency, the rate it
 * was priced at and the rate's day, e.g. "From MYR at 1 MYR = 1.7633 HKD (rate of 2026-11-29)".
 * Nothing for an order priced from a list in its own currency.
 */
export function PriceConversionFacts({
  conversion,
  currency,
}: {
  conversion: PriceConversionView;
  currency: string;
}) {
  if (!conversion) return null;
  return (
    <>
      <dt>Converted</dt>
      <dd>
        From {conversion.baseCurrency} prices at 1 {conversion.baseCurrency} = {conversion.rate}{' '}
        {currency} (rate of {conversion.rateDate})
      </dd>
    </>
  );
}
