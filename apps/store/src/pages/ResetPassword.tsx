import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StorePath } from '@wander/contract/store/store-paths';
import { settings } from '../settings';
import { Link, type Route } from '../router';
import { api, ApiError } from '../api/client';
import { Button, Field, Notice, PageTitle } from '../ui/ui';

/**
 * Forgot password: without a token, the address to send the link to; with the e-mail's link
 * (reset-password?email=...&token=...), the new password.
 */
export default function ResetPassword({ route }: { route: Route }) {
  const { t } = useTranslation();
  const token = route.query.get('token');
  const [email, setEmail] = useState(route.query.get('email') ?? '');
  const [password, setPassword] = useState('');
  // An empty address is refused here, in the visitor's language, before any call (issue 37).
  const [emailMissing, setEmailMissing] = useState(false);
  const send = useMutation({
    mutationFn: () =>
      token
        ? api(StorePath.resetPassword, { method: 'POST', body: { email, token, password } })
        : api(StorePath.forgotPassword, { method: 'POST', body: { email: email.trim() } }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!token && !email.trim()) return setEmailMissing(true);
    send.mutate();
  };
  const fields = send.error instanceof ApiError ? send.error.fields : {};
  const title = token ? t('reset.newTitle') : t('reset.title');
  return (
    <form className="card stack narrow" onSubmit={submit} noValidate>
      <PageTitle title={`${title} | ${settings.storeName}`}>{title}</PageTitle>
      {send.isError && <Notice kind="error">{send.error.message}</Notice>}
      {send.isSuccess ? (
        <Notice kind="success">{token ? t('reset.changed') : t('reset.sent')}</Notice>
      ) : token ? (
        <Field
          label={t('reset.newPassword')}
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          hint={t('signUp.passwordHint')}
          error={fields.password?.[0]}
        />
      ) : (
        <Field
          label={t('form.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setEmailMissing(false);
          }}
          error={emailMissing ? t('form.emailRequired') : fields.email?.[0]}
        />
      )}
      {!send.isSuccess && (
        <Button type="submit" disabled={send.isPending}>
          {token ? t('reset.save') : t('reset.send')}
        </Button>
      )}
      <Link to="sign-in">{t('nav.signIn')}</Link>
    </form>
  );
}
