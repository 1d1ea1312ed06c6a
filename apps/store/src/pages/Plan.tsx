import { useTranslation } from 'react-i18next';
import { settings } from '../settings';
import { navigate, type Route } from '../router';
import { usePlan } from '../api/queries';
import { setCart } from '../lib/cart';
import { countryName, flag } from '../lib/destinations';
import { money, planData } from '../lib/format';
import { Button, Loading, Notice, PageTitle } from '../ui/ui';
import { planName } from '../lib/plan-name';

/** A plan's page (plan/{variantId}): coverage, networks, hotspot and validity; add to cart. */
export default function Plan({ route }: { route: Route }) {
  const { t, i18n } = useTranslation();
  const query = usePlan(route.segments[1]);
  const plan = query.data;
  if (query.isLoading) return <Loading />;
  if (query.isError) return <Notice kind="error">{query.error.message}</Notice>;
  if (!plan) return <Notice kind="error">{t('common.notFound')}</Notice>;
  const name = planName(plan.productName, plan.variantName);
  const buy = () => {
    setCart({ variantId: plan.variantId, qty: 1 });
    navigate('cart');
  };
  return (
    <article className="stack">
      <PageTitle title={`${name} | ${settings.storeName}`}>{name}</PageTitle>
      <p className="row">
        <span className="price">{money(plan.price, plan.currency)}</span>
        {plan.isDayPass && <span className="tag">{t('plans.dayPassTag')}</span>}
      </p>
      <dl className="facts card">
        <dt>{t('plan.data')}</dt>
        <dd>{planData(plan)}</dd>
        <dt>{t('plan.validity')}</dt>
        <dd>{t('plan.validityValue', { count: plan.days })}</dd>
        <dt>{t('plan.networks')}</dt>
        <dd>{t('plan.networksValue')}</dd>
        <dt>{t('plan.hotspot')}</dt>
        <dd>{t('plan.hotspotValue')}</dd>
        <dt>{t('plan.type')}</dt>
        <dd>{t('plan.typeValue')}</dd>
      </dl>
      {!plan.inStock && <Notice>{t('plans.outOfStock')}</Notice>}
      <Button onClick={buy} disabled={!plan.inStock}>
        {t('plan.addToCart')}
      </Button>
      <h2>{t('plan.coverage')}</h2>
      <ul className="grid" role="list">
        {plan.countries.map((code) => (
          <li key={code} className="tile">
            <span className="flag" aria-hidden="true">
              {flag(code)}
            </span>
            {countryName(code, i18n.language)}
          </li>
        ))}
      </ul>
    </article>
  );
}
