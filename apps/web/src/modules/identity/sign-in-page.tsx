import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import type { SignInState } from '../../lib/routes/guards';
import { useSession } from '../../lib/session/session';
import { FormAlert } from '../../ui/form-alert';
import type { SignInField } from './sign-in-runtime';
import { useSignInForm } from './use-sign-in-form';
import { useSetupNeeded } from './use-setup-needed';

export const WELCOME_TITLE = 'Welcome to Wander';

/** Always takes its line, so an error appearing never moves the controls below it. */
function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <div id={id} className="field__error" role={message ? 'alert' : undefined}>
      {message}
    </div>
  );
}

/**
 * /sign-in: email, password, Remember Me, 'Forgot password?' and 'Login Now' (spec section 2).
 * Plain markup styled like the antd controls (global.css): the first screen stays light.
 */
export function SignInPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const origin = (location.state as SignInState | null)?.from ?? null;
  const notice = (location.state as SignInState | null)?.notice ?? null;
  const { isAuthenticated } = useSession();
  const setupNeeded = useSetupNeeded();
  const [phase, setPhase] = useState<'idle' | 'request' | 'error'>('idle');
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  // The token call asked for the second factor: the code field shows from then on.
  const [otpRequested, setOtpRequested] = useState(false);

  const form = useSignInForm(async (values, runtime) => {
    setPhase('request');
    setErrorMessage(null);
    try {
      navigate(await runtime.signIn(values, origin), { replace: true });
    } catch (error) {
      setPhase('error');
      if (runtime.asksForSecondFactor(error)) setOtpRequested(true);
      setErrorMessage(runtime.errorMessageOf(error));
    }
  }, otpRequested);

  if (isAuthenticated && phase === 'idle') return <Navigate to="/" replace />;

  const inputProps = (field: SignInField) => {
    const error = form.errorOf(field);
    return {
      id: `sign-in-${field}`,
      value: form.values[field] ?? '',
      className: error ? 'auth-input auth-input--error' : 'auth-input',
      'aria-invalid': !!error,
      'aria-describedby': error ? `sign-in-${field}-error` : undefined,
      onChange: (event: { target: { value: string } }) => {
        form.setValue(field, event.target.value);
        form.touch(field);
      },
      onBlur: () => form.touch(field),
    };
  };

  return (
    <main className="auth-page">
      <div className="auth-card auth-card--panel">
        <h1 className="auth-card__title">{WELCOME_TITLE}</h1>
        <p className="auth-card__lead">Sign in to manage your travel eSIM plans and orders.</p>
        {notice && (
          <p className="auth-card__notice" role="status">
            {notice}
          </p>
        )}
        {setupNeeded && (
          <p className="auth-card__notice" role="status">
            This Wander has no administrator yet. Open the one-time setup link printed in the
            server&apos;s log (or run <code>npm run admin:create</code>) to create one.
          </p>
        )}
        <form noValidate onSubmit={form.onSubmit} aria-label="Sign in">
          <div className="field">
            <label className="field__label" htmlFor="sign-in-email">
              Email
            </label>
            <input type="email" autoComplete="username" autoFocus {...inputProps('email')} />
            <FieldError id="sign-in-email-error" message={form.errorOf('email')} />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="sign-in-password">
              Password
            </label>
            <input type="password" autoComplete="current-password" {...inputProps('password')} />
            <FieldError id="sign-in-password-error" message={form.errorOf('password')} />
          </div>
          {otpRequested && (
            <div className="field">
              <label className="field__label" htmlFor="sign-in-otp">
                Authentication Code
              </label>
              <input
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                autoFocus
                placeholder="6-digit code or a recovery code"
                maxLength={64}
                {...inputProps('otp')}
              />
              <FieldError id="sign-in-otp-error" message={form.errorOf('otp')} />
            </div>
          )}
          <div className="auth-card__row">
            <label className="auth-check">
              <input
                type="checkbox"
                checked={form.values.isRemember}
                onChange={(event) => form.setValue('isRemember', event.target.checked)}
              />
              Remember Me
            </label>
            <Link to="/forgot-password">Forgot password?</Link>
          </div>
          <FormAlert message={errorMessage} />
          <button
            type="submit"
            className="auth-button"
            disabled={phase === 'request'}
            aria-busy={phase === 'request'}
          >
            {phase === 'request' && <span className="auth-button__spinner" aria-hidden />}
            Login Now
          </button>
        </form>
        <p className="auth-card__footer">
          New to Wander? <Link to="/sign-up">Sign Up</Link>
        </p>
      </div>
    </main>
  );
}
