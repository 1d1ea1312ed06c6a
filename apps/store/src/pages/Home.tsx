import { useTranslation } from 'react-i18next';
import { settings } from '../settings';
import { Link } from '../router';
import { soldCountries, usePlans } from '../api/queries';
import {
  countryName,
  flag,
  popularDestinations,
  regionName,
  soldRegions,
} from '../lib/destinations';
import { Search } from '../ui/Search';
import { Loading, Notice, PageTitle } from '../ui/ui';

/** Home: the search, popular destinations and regions. */
export function Home() {
  const { t, i18n } = useTranslation();
  const plans = usePlans();
  const sold = soldCountries(plans.data);
  const lang = i18n.language;
  return (
    <>
      <section className="hero">
        <PageTitle title={t('home.documentTitle', { store: settings.storeName })}>
          {t('home.title')}
        </PageTitle>
        <p className="muted">{t('home.lead')}</p>
        <Search sold={sold} />
      </section>
      {plans.isPending && <Loading />}
      {plans.isError && <Notice kind="error">{plans.error.message}</Notice>}
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
                  {countryName(code, lang)}
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
