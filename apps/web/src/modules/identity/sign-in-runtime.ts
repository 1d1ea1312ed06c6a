import { EMAIL_PATTERN, messages, TWO_FACTOR_CODE_REQUIRED } from '@wander/contract';
import { ApiError, errorMessageOf, formatErrorDescription } from '../../lib/api/api-error';

export { signIn } from './sign-in-flow';
export { errorMessageOf };

export type SignInField = 'email' | 'password' | 'otp';
export interface SignInValues {
  email: string;
  password: string;
  isRemember: boolean;
  /** The second factor: asked for once the token call says the account has one. */
  otp?: string;
}
export type SignInErrors = Partial<Record<SignInField, string>>;

/** The label of the sign-in screen's code field, and of its message. */
export const OTP_LABEL = 'Authentication Code';

/**
 * The first contract message per field, as signInSchema gives it ('Email is required', 'Email is
 * invalid', 'Password is required'), without zod on the sign-in screen; sign-in-runtime.test.ts
 * holds the two equal. The code is checked only once it was asked for.
 */
export function validateSignIn(values: SignInValues, otpRequested = false): SignInErrors {
  const errors: SignInErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = messages.required('Email');
  else if (email.length > 256) errors.email = messages.maxLength('Email', 256);
  else if (!EMAIL_PATTERN.test(email)) errors.email = messages.email;
  if (!values.password) errors.password = messages.required('Password');
  if (otpRequested && !values.otp?.trim()) errors.otp = messages.required(OTP_LABEL);
  return errors;
}

/** The token call's answer that asks for the second factor (then the code field shows). */
export function asksForSecondFactor(error: unknown): boolean {
  return (
    error instanceof ApiError && error.message === formatErrorDescription(TWO_FACTOR_CODE_REQUIRED)
  );
}
