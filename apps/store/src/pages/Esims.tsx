import { useTranslation } from 'react-i18next';
import { lazy } from 'react';
import { settings } from '../settings';
import type { Route } from '../router';
import { Link } from '../router';
import { useEsims } from '../api/queries';
import { useSession } from '../api/session';
import { Esim } from '../ui/Esim';
import { Loading, Notice, PageTitle } from '../ui/ui';

const TopUp = lazy(() => import('./TopUp'));

/** My eSIMs: each with its install help and usage; esims/{id}/top-up tops one up. */
export default function Esims({ route }: { route: Route }) {
  if (route.segments[1]) return <TopUp esimId={route.segments[1]} />;
  return <EsimList />;
}

function EsimList() {
  const { t } = useTranslation();
  const session = useSession();
  const esims = useEsims();
  const title = t('esims.title');
  return (
    <div className="stack">
      <PageTitle title={`${title} | ${settings.storeName}`}>{title}</PageTitle>
      {!session && (
        <p>
          <Link to="sign-in?next=esims">{t('esims.signIn')}</Link>
        </p>
      )}
      {session && esims.isPending && <Loading />}
      {esims.isError && <Notice kind="error">{esims.error.message}</Notice>}
      {esims.data?.length === 0 && (
        <p>
          {t('esims.none')} <Link to="">{t('cart.findPlan')}</Link>
        </p>
      )}
      {esims.data?.map((esim) => (
        <Esim key={esim.id} esim={esim} />
      ))}
    </div>
  );
}
