import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PRICE_ROUNDINGS, type PlatformPricingStatus } from '@wander/contract';
import { useSession } from '../../lib/session/session';
import { LightAlert } from '../../ui/light/light-alert';
import { brandingCalls, brandingKeys } from './platform-branding-calls';

/** The distributor's Currency Pricing list, where a currency is set to its list or converted. */
export const CURRENCY_PRICING_LIST = '/setup/currency-pricing-list';

const roundingLabel = (rounding: string | null) =>
  PRICE_ROUNDINGS.find((r) => r.value === rounding)?.label.toLowerCase() ?? rounding;

/** How the store prices, in a line: its own list, or converted and how it is rounded. */
function howPriced(status: PlatformPricingStatus) {
  const plans = `${status.pricedPlans} plan${status.pricedPlans === 1 ? '' : 's'}`;
  return status.mode === 'converted'
    ? `The store sells ${plans} in ${status.currencyCode}, converted from the distributor's base prices at the day's rate and rounded ${roundingLabel(status.rounding)}.`
    : `The store sells ${plans} priced in ${status.currencyCode}.`;
}

/**
 * What a platform's store has for sale (issue 40), on the platform's pages: a warning when it has
 * no plan priced in its currency ('This store has no plan priced in HKD yet', with the way to the
 * distributor's Currency Pricing), or a line saying how it prices; and the base currencies with
 * no exchange rate, whose plans it cannot sell.
 */
export function PlatformPricingNotice({ id }: { id: string }) {
  const { company } = useSession();
  const status = useQuery({
    queryKey: brandingKeys.pricing(id),
    queryFn: () => brandingCalls.pricing(id),
  });
  const data = status.data;
  if (!data) return null;
  const own = data.distributorEntityCode && data.distributorEntityCode === company.code;
  const where = own ? (
    <>
      {' '}
      Price it in <Link to={CURRENCY_PRICING_LIST}>Currency Pricing</Link>: the distributor's own
      list in {data.currencyCode}, or converted from its base prices.
    </>
  ) : data.distributorEntityCode ? (
    ` ${data.distributorEntityCode} sets it under Setup > AR > Currency Pricing.`
  ) : null;
  return (
    <div className="platform-pricing" aria-label="Plans for sale">
      {data.message ? (
        <LightAlert
          type="warning"
          role="status"
          message={
            <>
              {data.message}.{where}
            </>
          }
        />
      ) : (
        <LightAlert type="info" message={howPriced(data)} />
      )}
      {data.missingRates.length > 0 && (
        <LightAlert
          type="warning"
          message={`No exchange rate from ${data.missingRates.join(', ')} to ${data.currencyCode}: those plans are not sold.`}
        />
      )}
    </div>
  );
}
