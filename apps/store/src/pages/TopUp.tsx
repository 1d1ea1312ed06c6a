import { useTranslation } from 'react-i18next';
import type { StoreEsim, StorePlan } from '@wander/contract';
import { settings } from '../settings';
import { Link, navigate } from '../router';
import { useEsims, useTopUps } from '../api/queries';
import { useSession } from '../api/session';
import { setCart } from '../lib/cart';
import { newEsimFor } from '../lib/esim';
import { money, planData } from '../lib/format';
import { Button, Loading, Notice, PageTitle } from '../ui/ui';
import { planName, planNames } from '../lib/plan-name';

/**
 * Tops up one eSIM: its provider's packages, one to the cart (then paid by card like any order);
 * the data is added to that eSIM. An eSIM its supplier cannot top up (stock) is offered a new
 * eSIM for its destination instead, said plainly (issue 37).
 */
export default function TopUp({ esimId }: { esimId: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const esims = useEsims();
  const esim = esims.data?.find((e) => e.id === esimId);
  if (!session) {
    return (
      <p>
        <Link to="sign-in?next=esims">{t('esims.signIn')}</Link>
      </p>
    );
  }
  if (esims.isPending) return <Loading />;
  if (esims.isError) return <Notice kind="error">{esims.error.message}</Notice>;
  if (esim && !esim.topUp) return <NewEsim esim={esim} />;
  return <TopUpPackages esimId={esimId} esim={esim} />;
}

function NewEsim({ esim }: { esim: StoreEsim }) {
  const { t, i18n } = useTranslation();
  const { destination, to } = newEsimFor(esim, i18n.language);
  const title = t('esims.buyNew', { destination });
  return (
    <div className="stack">
      <PageTitle title={`${title} | ${settings.storeName}`}>{title}</PageTitle>
      <p>
        {planName(esim, i18n.language)} · {t('esims.iccid')} {esim.iccid}
      </p>
      <Notice>{t('esims.newEsimNote')}</Notice>
      <p>
        <Link className="btn btn-primary" to={to}>
          {title}
        </Link>
      </p>
    </div>
  );
}

function TopUpPackages({ esimId, esim }: { esimId: string; esim: StoreEsim | undefined }) {
  const { t, i18n } = useTranslation();
  const options = useTopUps(esimId);
  const title = t('topUp.title');
  const choose = (plan: StorePlan) => {
    setCart({
      variantId: plan.variantId,
      qty: 1,
      topUpOf: esimId,
      topUpIccid: esim?.iccid,
      // An eSIM bought from a provider is topped up with its provider's package (issue 27).
      ...(plan.packageCode && { topUpPlan: plan }),
    });
    navigate('cart');
  };
  return (
    <div className="stack">
      <PageTitle title={`${title} | ${settings.storeName}`}>{title}</PageTitle>
      {esim && (
        <p>
          {planName(esim, i18n.language)} · {t('esims.iccid')} {esim.iccid}
        </p>
      )}
      <p>{t('topUp.sameEsim')}</p>
      {options.isPending && <Loading />}
      {options.isError && <Notice kind="error">{options.error.message}</Notice>}
      {options.data?.length === 0 && <Notice>{t('topUp.none')}</Notice>}
      <ul className="plans" role="list">
        {options.data?.map((plan) => (
          <li key={plan.packageCode ?? plan.variantId} className="card stack">
            <h2>{planNames(plan, i18n.language).variantName}</h2>
            <p>
              {planData(plan)} · {t('plans.days', { count: plan.days })}
            </p>
            <p className="price">{money(plan.price, plan.currency)}</p>
            <Button onClick={() => choose(plan)}>
              {t('topUp.chooseLabel', { plan: planNames(plan, i18n.language).variantName })}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
