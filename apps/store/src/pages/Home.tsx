import { useTranslation } from 'react-i18next';
import { settings } from '../settings';
import { Link } from '../router';
import { useDestinations } from '../api/queries';
import {
  countryName,
  flag,
  popularDestinations,
  regionName,
  soldRegions,
} from '../lib/destinations';
import { Search } from '../ui/Search';
import { Loading, Notice, PageTitle } from '../ui/ui';
import { money } from '../lib/format';
import type { StoreDestination } from '@wander/contract';

/** Home: the search, popular destinations and regions (or that nothing is for sale yet). */
export function Home() {
  const { t, i18n } = useTranslation();
  const destinations = useDestinations();
  const sold = (destinations.data ?? []).map((d) => d.countryCode);
  // A store whose distributor prices no plan in its currency yet (issue 40): no empty search.
  const nothingForSale = destinations.isSuccess && sold.length === 0;
  const lang = i18n.language;
  return (
    <>
      <section className="hero">
        <PageTitle title={t('home.documentTitle', { store: settings.storeName })}>
          {t('home.title')}
        </PageTitle>
        <p className="muted">{t('home.lead')}</p>
        {nothingForSale ? (
          <Notice>{t('home.nothingForSale', { store: settings.storeName })}</Notice>
        ) : (
          <Search sold={sold} />
        )}
      </section>
      {destinations.isPending && <Loading />}
      {destinations.isError && <Notice kind="error">{destinations.error.message}</Notice>}
      {sold.length > 0 && (
        <>
          <h2>{t('home.popular')}</h2>
          <ul className="grid" role="list">
            {popularDestinations(sold).map((code) => (
              <li key={code} className="plain">
                <Link to={`destination/${code}`} className="tile">
                  <span className="flag" aria-hidden="true">
                    {flag(code)}
                  </span>
                  <span>
                    {countryName(code, lang)}
                    <FromPrice
                      destination={destinations.data?.find((d) => d.countryCode === code)}
                    />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <h2>{t('home.regions')}</h2>
          <ul className="grid" role="list">
            {soldRegions(sold).map((region) => (
              <li key={region.id} className="plain">
                <Link to={`region/${region.id}`} className="tile">
                  <span className="flag" aria-hidden="true">
                    🌍
                  </span>
                  {regionName(region.id, lang)}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function FromPrice({ destination }: { destination?: StoreDestination }) {
  const { t } = useTranslation();
  if (!destination) return null;
  return (
    <span className="from">
      {t('home.from', { price: money(destination.fromPrice, destination.currency) })}
    </span>
  );
}
