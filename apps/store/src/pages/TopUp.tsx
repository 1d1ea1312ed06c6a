import { useTranslation } from 'react-i18next';
import type { StorePlan } from '@wander/contract';
import { settings } from '../settings';
import { navigate } from '../router';
import { useEsims, useTopUps } from '../api/queries';
import { setCart } from '../lib/cart';
import { money, planData } from '../lib/format';
import { Button, Loading, Notice, PageTitle } from '../ui/ui';

/** Tops up one eSIM: its plans, one to the cart (then paid by card like any order). */
export default function TopUp({ esimId }: { esimId: string }) {
  const { t } = useTranslation();
  const esims = useEsims();
  const options = useTopUps(esimId);
  const esim = esims.data?.find((e) => e.id === esimId);
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
          {esim.productName} · {esim.variantName} · {t('esims.iccid')} {esim.iccid}
        </p>
      )}
      {options.isPending && <Loading />}
      {options.isError && <Notice kind="error">{options.error.message}</Notice>}
      {options.data?.length === 0 && <Notice>{t('topUp.none')}</Notice>}
      <ul className="plans" role="list">
        {options.data?.map((plan) => (
          <li key={plan.packageCode ?? plan.variantId} className="card stack">
            <h2>{plan.variantName}</h2>
            <p>
              {planData(plan)} · {t('plans.days', { count: plan.days })}
            </p>
            <p className="price">{money(plan.price, plan.currency)}</p>
            <Button onClick={() => choose(plan)}>
              {t('topUp.chooseLabel', { plan: plan.variantName })}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
