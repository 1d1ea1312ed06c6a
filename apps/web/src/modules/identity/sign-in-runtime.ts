import { signInSchema } from '@wander/contract';
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

/** The first contract message per field (signInSchema: 'Email is required', 'Email is invalid' ...). */
export function validateSignIn(values: SignInValues): SignInErrors {
  const result = signInSchema.safeParse(values);
  const errors: SignInErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field])
      errors[field] = issue.message;
  }
  return errors;
}
