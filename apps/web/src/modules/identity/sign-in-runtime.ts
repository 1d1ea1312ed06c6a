import { EMAIL_PATTERN, messages } from '@wander/contract';
import { errorMessageOf } from '../../app/api/api-error';

export { signIn } from './sign-in-flow';
export { errorMessageOf };

export type SignInField = 'email' | 'password';
export interface SignInValues {
  email: string;
  password: string;
  isRemember: boolean;
}
export type SignInErrors = Partial<Record<SignInField, string>>;

/**
 * The first contract message per field, as signInSchema gives it ('Email is required', 'Email is
 * invalid', 'Password is required'), without zod on the sign-in screen; sign-in-runtime.test.ts
 * holds the two equal.
 */
export function validateSignIn(values: SignInValues): SignInErrors {
  const errors: SignInErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = messages.required('Email');
  else if (email.length > 256) errors.email = messages.maxLength('Email', 256);
  else if (!EMAIL_PATTERN.test(email)) errors.email = messages.email;
  if (!values.password) errors.password = messages.required('Password');
  return errors;
}
