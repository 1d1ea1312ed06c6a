import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StorePath } from '@wander/contract/store/store-paths';
import { settings } from '../settings';
import { Link, navigate, type Route } from '../router';
import { api, ApiError } from '../api/client';
import { saveSession, type Session } from '../api/session';
import { Button, Field, Notice, PageTitle } from '../ui/ui';

/** After signing in or up: where the visitor was going (`?next=cart`), else My eSIMs. */
export const nextPath = (route: Route) => {
  const next = route.query.get('next') ?? 'esims';
  return /^[a-z-]+(\/[\w-]+)?$/.test(next) ? next : 'esims';
};

export default function SignIn({ route }: { route: Route }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useMutation({
    mutationFn: () => api<Session>(StorePath.signIn, { method: 'POST', body: { email, password } }),
    onSuccess: ({ data }) => {
      queryClient.clear();
      saveSession(data);
      navigate(nextPath(route), { replace: true });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate();
  };
  const fields = signIn.error instanceof ApiError ? signIn.error.fields : {};
  const title = t('signIn.title');
  return (
    <form className="card stack narrow" onSubmit={submit} noValidate>
      <PageTitle title={`${title} | ${settings.storeName}`}>{title}</PageTitle>
      {signIn.isError && <Notice kind="error">{signIn.error.message}</Notice>}
      <Field
        label={t('form.email')}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={fields.email?.[0]}
      />
      <Field
        label={t('form.password')}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={fields.password?.[0]}
      />
      <Button type="submit" disabled={signIn.isPending}>
        {t('signIn.submit')}
      </Button>
      <Link to="reset-password">{t('signIn.forgot')}</Link>
      <p>
        {t('signIn.noAccount')}{' '}
        <Link to={`sign-up?next=${nextPath(route)}`}>{t('signUp.title')}</Link>
      </p>
    </form>
  );
}
