import { z } from 'zod';
import { fieldErrorCollector, OAuthError } from '../../platform/http/errors.js';
import { pgErrorOf } from '../../crud/db-errors.js';

/**
 * The auth endpoints (register variants, confirm) answer OAuth-style (spec section 8):
 * {error, error_description} plus the form's field errors under `errors`.
 */
export function parseAuthBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const collector = fieldErrorCollector();
  for (const issue of parsed.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) collector.add(key, `${key} is not allowed`);
      continue;
    }
    collector.add(issue.path.join('.') || '_', issue.message);
  }
  const errors = collector.errors();
  const weak = errors.password?.[0]?.startsWith('Password must be');
  throw new OAuthError(
    400,
    'invalid_request',
    weak ? 'password_is_too_weak' : 'one_or_more_fields_are_invalid',
    {},
    errors,
  );
}

export const duplicateEmail = () =>
  new OAuthError(
    400,
    'invalid_request',
    'email_is_already_registered',
    {},
    {
      email: ['Email is already registered'],
    },
  );

export const badToken = (description = 'invalid_or_expired_token') =>
  new OAuthError(400, 'invalid_grant', description);

/** A unique violation on the users' e-mail (two registrations racing) is a duplicate too. */
export function rethrowDuplicate(error: unknown): never {
  const pg = pgErrorOf(error);
  if (pg?.code === '23505' && pg.constraint === 'users_email_uq') throw duplicateEmail();
  throw error;
}
