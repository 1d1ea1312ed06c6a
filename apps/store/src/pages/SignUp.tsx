import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StorePath } from '@wander/contract/store/store-paths';
import { settings } from '../settings';
import { Link, navigate, type Route } from '../router';
import { api, ApiError } from '../api/client';
import { saveSession, type Session } from '../api/session';
import { COUNTRY_CODES } from '../lib/countries';
import { countryName } from '../lib/destinations';
import { Button, Field, Notice, PageTitle } from '../ui/ui';
import { nextPath } from './SignIn';

/** Sign-up: a `?ref=CODE` link fills the referral code. */
export default function SignUp({ route }: { route: Route }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [form, setForm] = useState({
    name: '',
    email: '',
    password: '',
    country: 'MY',
    referralCode: route.query.get('ref') ?? '',
  });
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm({ ...form, [key]: event.target.value });
  const signUp = useMutation({
    mutationFn: () =>
      api<Session>(StorePath.signUp, {
        method: 'POST',
        // The store's language now: the consumer's e-mails are written in it.
        body: {
          ...form,
          referralCode: form.referralCode.trim() || null,
          language: i18n.language,
        },
      }),
    onSuccess: ({ data }) => {
      queryClient.clear();
      saveSession(data);
      navigate(nextPath(route), { replace: true });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signUp.mutate();
  };
  const fields = signUp.error instanceof ApiError ? signUp.error.fields : {};
  const countries = COUNTRY_CODES.map((code) => ({
    code,
    name: countryName(code, i18n.language),
  })).sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  const title = t('signUp.title');
  return (
    <form className="card stack narrow" onSubmit={submit} noValidate>
      <PageTitle title={`${title} | ${settings.storeName}`}>{title}</PageTitle>
      {signUp.isError && <Notice kind="error">{signUp.error.message}</Notice>}
      <Field
        label={t('form.name')}
        autoComplete="name"
        required
        value={form.name}
        onChange={set('name')}
        error={fields.name?.[0]}
      />
      <Field
        label={t('form.email')}
        type="email"
        autoComplete="email"
        required
        value={form.email}
        onChange={set('email')}
        error={fields.email?.[0]}
      />
      <Field
        label={t('form.password')}
        type="password"
        autoComplete="new-password"
        required
        value={form.password}
        onChange={set('password')}
        hint={t('signUp.passwordHint')}
        error={fields.password?.[0]}
      />
      <div className="field">
        <label htmlFor="country">{t('form.country')}</label>
        <select id="country" value={form.country} onChange={set('country')} autoComplete="country">
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <Field
        label={t('form.referralCode')}
        value={form.referralCode}
        onChange={set('referralCode')}
        error={fields.referralCode?.[0]}
      />
      <Button type="submit" disabled={signUp.isPending}>
        {t('signUp.submit')}
      </Button>
      <p>
        {t('signUp.haveAccount')}{' '}
        <Link to={`sign-in?next=${nextPath(route)}`}>{t('nav.signIn')}</Link>
      </p>
    </form>
  );
}
