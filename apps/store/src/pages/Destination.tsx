import { useTranslation } from 'react-i18next';
import { settings } from '../settings';
import type { Route } from '../router';
import { useDestinationPlans } from '../api/queries';
import { countryName, flag } from '../lib/destinations';
import { PlanList } from '../ui/PlanList';
import { Loading, Notice, PageTitle } from '../ui/ui';

/** A destination's page (destination/JP): its plans, those for just it first. */
export default function Destination({ route }: { route: Route }) {
  const { t, i18n } = useTranslation();
  const code = (route.segments[1] ?? '').toUpperCase();
  const valid = /^[A-Z]{2}$/.test(code);
  const plans = useDestinationPlans(valid ? code : 'XX');
  const name = valid ? countryName(code, i18n.language) : code;
  return (
    <>
      <PageTitle title={t('destination.documentTitle', { name, store: settings.storeName })}>
        <span className="flag" aria-hidden="true">
          {valid ? flag(code) : ''}
        </span>{' '}
        {t('destination.title', { name })}
      </PageTitle>
      {plans.isPending && <Loading />}
      {plans.isError && <Notice kind="error">{plans.error.message}</Notice>}
      {plans.data?.length === 0 && <Notice>{t('destination.none', { name })}</Notice>}
      {plans.data && plans.data.length > 0 && <PlanList plans={plans.data} />}
    </>
  );
}
