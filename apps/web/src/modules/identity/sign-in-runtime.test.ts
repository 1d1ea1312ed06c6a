import { describe, expect, it } from 'vitest';
import { signInSchema } from '@wander/contract';
import { validateSignIn, type SignInErrors, type SignInValues } from './sign-in-runtime';

/** What the contract schema says of the same values: the first message per field. */
function schemaErrors(values: SignInValues): SignInErrors {
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

const EMAILS = [
  '',
  '   ',
  'someone',
  'someone@wander',
  'someone@wander.demo',
  ' someone@wander.demo ',
  'a@b.c',
  'a@b.info',
  'a@b.museum',
  'two@@wander.demo',
  'sp ace@wander.demo',
  `${'x'.repeat(250)}@wander.demo`,
];
const PASSWORDS = ['', ' ', 'x', 'Wander#2026'];

describe('sign-in validation', () => {
  it('gives exactly the contract schema messages', () => {
    for (const email of EMAILS)
      for (const password of PASSWORDS) {
        const values = { email, password, isRemember: false };
        expect(validateSignIn(values), JSON.stringify(values)).toEqual(schemaErrors(values));
      }
  });
});
