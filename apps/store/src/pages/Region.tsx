import { useTranslation } from 'react-i18next';
import { STORE_REGIONS } from '@wander/contract/store/store-regions';
import { settings } from '../settings';
import { Link, type Route } from '../router';
import { useDestinationPlans, useDestinations } from '../api/queries';
import { countryName, flag, regionName } from '../lib/destinations';
import { PlanList } from '../ui/PlanList';
import { Loading, Notice, PageTitle } from '../ui/ui';

/** A region's page (region/europe): its destinations, and the plans covering several of them. */
export default function Region({ route }: { route: Route }) {
  const { t, i18n } = useTranslation();
  const region = STORE_REGIONS.find((r) => r.id === route.segments[1]);
  const destinations = useDestinations();
  const sold = (destinations.data ?? [])
    .map((d) => d.countryCode)
    .filter((c) => region?.countries.includes(c));
  // The plans of the region's first destination that cover more of the region.
  const plans = useDestinationPlans(sold[0] ?? 'XX');
  const name = region ? regionName(region.id, i18n.language) : '';
  if (!region) return <Notice kind="error">{t('common.notFound')}</Notice>;
  const regional = (sold.length ? (plans.data ?? []) : []).filter(
    (p) => p.countries.filter((c) => region.countries.includes(c)).length > 1,
  );
  return (
    <>
      <PageTitle title={t('destination.documentTitle', { name, store: settings.storeName })}>
        {t('destination.title', { name })}
      </PageTitle>
      {destinations.isPending && <Loading />}
      {destinations.isError && <Notice kind="error">{destinations.error.message}</Notice>}
      <ul className="grid" role="list">
        {sold.map((code) => (
          <li key={code}>
            <Link to={`destination/${code}`} className="tile">
              <span className="flag" aria-hidden="true">
                {flag(code)}
              </span>
              {countryName(code, i18n.language)}
            </Link>
          </li>
        ))}
      </ul>
      {regional.length > 0 && (
        <>
          <h2>{t('region.plans', { name })}</h2>
          <PlanList plans={regional} />
        </>
      )}
    </>
  );
}
