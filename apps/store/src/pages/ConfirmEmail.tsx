import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StorePath } from '@wander/contract/store/store-paths';
import { settings } from '../settings';
import { Link, type Route } from '../router';
import { api } from '../api/client';
import { Loading, Notice, PageTitle } from '../ui/ui';

/** The confirmation e-mail's link (confirm-email?email=...&token=...): confirms, once. */
export default function ConfirmEmail({ route }: { route: Route }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const email = route.query.get('email') ?? '';
  const token = route.query.get('token') ?? '';
  const confirm = useMutation({
    mutationFn: () => api(StorePath.confirmEmail, { method: 'POST', body: { email, token } }),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
  const { mutate } = confirm;
  // Once per visit: the link can be spent once (React's development mode runs effects twice).
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate();
  }, [mutate]);
  const title = confirm.isSuccess ? t('confirm.done') : t('confirm.title');
  return (
    <section className="card stack">
      <PageTitle title={`${title} | ${settings.storeName}`}>{title}</PageTitle>
      {confirm.isPending && <Loading />}
      {confirm.isError && <Notice kind="error">{confirm.error.message}</Notice>}
      {confirm.isSuccess && <p>{t('confirm.doneLead')}</p>}
      <Link className="btn btn-primary" to="">
        {t('confirm.shop')}
      </Link>
    </section>
  );
}
