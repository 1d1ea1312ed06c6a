import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { settings } from '../settings';
import { href, Link, navigate } from '../router';
import { useCoupons, useMe } from '../api/queries';
import { saveSession, useSession } from '../api/session';
import { date } from '../lib/format';
import { Button, CopyButton, Loading, Notice, PageTitle } from '../ui/ui';
import { ConfirmEmailNotice } from '../ui/ConfirmEmailNotice';
import { CommissionsPanel } from '../ui/Commissions';

/** The consumer's account: profile, referral code and share link, coupons, orders, sign out. */
export default function Account() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useSession();
  const me = useMe();
  const coupons = useCoupons();
  const title = t('account.title');
  if (!session) {
    return (
      <p>
        <Link to="sign-in?next=account">{t('nav.signIn')}</Link>
      </p>
    );
  }
  if (me.isPending) return <Loading />;
  if (me.isError) return <Notice kind="error">{me.error.message}</Notice>;
  const shareLink = `${window.location.origin}${href(`sign-up?ref=${me.data.referralCode}`)}`;
  const signOut = () => {
    saveSession(null);
    queryClient.clear();
    navigate('');
  };
  return (
    <div className="stack">
      <PageTitle title={`${title} | ${settings.storeName}`}>{title}</PageTitle>
      <p>
        {me.data.name} · {me.data.email}
      </p>
      {!me.data.emailConfirmed && <ConfirmEmailNotice email={me.data.email} />}
      <section className="card stack">
        <h2>{t('account.referral')}</h2>
        <p>{t('account.referralLead')}</p>
        <p>
          {t('account.yourCode')} <strong id="referral-code">{me.data.referralCode}</strong>
        </p>
        <p className="lpa">{shareLink}</p>
        <div className="row">
          <CopyButton text={shareLink} label={t('account.shareLink')} />
          {'share' in navigator && (
            <Button
              variant="quiet"
              onClick={() => void navigator.share({ title: settings.storeName, url: shareLink })}
            >
              {t('account.share')}
            </Button>
          )}
        </div>
      </section>
      <CommissionsPanel />
      <section className="card stack">
        <h2>{t('account.coupons')}</h2>
        {coupons.data?.length === 0 && <p>{t('account.noCoupons')}</p>}
        <ul id="my-coupons">
          {coupons.data?.map((c) => (
            <li key={c.couponCode + c.issuedAt}>
              <strong>{c.couponCode}</strong> ·{' '}
              {c.status === 'Used' ? t('account.used', { no: c.usedOrderNo }) : t('account.unused')}{' '}
              · {date(c.issuedAt)}
            </li>
          ))}
        </ul>
      </section>
      <div className="row">
        <Link className="btn btn-quiet" to="orders">
          {t('orders.title')}
        </Link>
        <Button variant="quiet" onClick={signOut}>
          {t('account.signOut')}
        </Button>
      </div>
    </div>
  );
}
