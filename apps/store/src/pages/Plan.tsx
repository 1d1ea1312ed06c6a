import { useTranslation } from 'react-i18next';
import type { StorePlan } from '@wander/contract';
import { settings } from '../settings';
import { navigate, type Route } from '../router';
import { usePlan } from '../api/queries';
import { setCart } from '../lib/cart';
import { countryName, flag } from '../lib/destinations';
import { money, planData } from '../lib/format';
import { Button, Loading, Notice, PageTitle } from '../ui/ui';
import { planName } from '../lib/plan-name';

/**
 * A plan's page (plan/{variantId}): coverage, networks, hotspot, top-up and validity, as its
 * supplier states them ("not stated" where nobody does, issue 41); add to cart.
 */
export default function Plan({ route }: { route: Route }) {
  const { t, i18n } = useTranslation();
  const query = usePlan(route.segments[1]);
  const plan = query.data;
  if (query.isLoading) return <Loading />;
  if (query.isError) return <Notice kind="error">{query.error.message}</Notice>;
  if (!plan) return <Notice kind="error">{t('common.notFound')}</Notice>;
  const name = planName(plan, i18n.language);
  const buy = () => {
    setCart({ variantId: plan.variantId, qty: 1 });
    navigate('cart');
  };
  const stated = (value: boolean | null | undefined, yes: string, no: string) =>
    value === true ? yes : value === false ? no : t('plan.notStated');
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
        <dd id="plan-networks">
          <Networks plan={plan} />
        </dd>
        <dt>{t('plan.hotspot')}</dt>
        <dd id="plan-hotspot">{stated(plan.hotspot, t('plan.hotspotYes'), t('plan.hotspotNo'))}</dd>
        <dt>{t('plan.topUp')}</dt>
        <dd id="plan-top-up">{stated(plan.topUp, t('plan.topUpYes'), t('plan.topUpNo'))}</dd>
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

/** The operators per country ("Japan: NTT Docomo (4G/5G), SoftBank"), or "not stated". */
function Networks({ plan }: { plan: StorePlan }) {
  const { t, i18n } = useTranslation();
  const networks = plan.networks ?? [];
  if (networks.length === 0) return <>{t('plan.notStated')}</>;
  const operators = (list: NonNullable<StorePlan['networks']>[number]['operators']) =>
    list.map((o) => (o.type ? `${o.name} (${o.type})` : o.name)).join(', ');
  if (networks.length === 1 && plan.countries.length <= 1) {
    return <>{operators(networks[0].operators)}</>;
  }
  return (
    <ul className="networks" role="list">
      {networks.map((n) => (
        <li key={n.country ?? 'all'}>
          {n.country ? countryName(n.country, i18n.language) : t('plan.networksAll')}:{' '}
          {operators(n.operators)}
        </li>
      ))}
    </ul>
  );
}
