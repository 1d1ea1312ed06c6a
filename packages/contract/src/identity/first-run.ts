import { z } from 'zod';
import { ISO_CURRENCIES } from '../network/iso-currencies.js';
import { ISO_COUNTRIES } from '../product/iso-countries.js';
import { messages } from '../validation/messages.js';
import {
  matchRefinement,
  requiredEmail,
  requiredPassword,
  requiredText,
} from '../validation/validators.js';

/**
 * A real deployment's first run (docs/api-contract.md, "First run"): while no platform admin
 * exists, the server prints a one-time setup link (`#/first-run?token=...`); the page creates the
 * platform company, its currency and the platform admin with two-factor sign-in set up in the
 * same flow. `npm run admin:create` does the same from a script.
 */
export const FirstRunLabel = {
  token: 'Setup Link',
  companyName: 'Company Name',
  entityCode: 'Company Code',
  defaultCurrency: 'Currency',
  country: 'Country',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  password: 'Password',
  confirmedPassword: 'Confirm Password',
  otp: 'Code',
} as const;
const L = FirstRunLabel;

export const FIRST_RUN_LINK_INVALID =
  'This setup link is not valid: it was used, it expired, or a platform admin exists already. Restart the server for a new link while no platform admin exists.';
export const firstRunDoneText = 'Wander is set up. Sign in with your e-mail, password and a code.';

const CURRENCY_CODES = new Set(ISO_CURRENCIES.map((c) => c.currencyCode));
const COUNTRY_CODES = new Set(ISO_COUNTRIES.map((c) => c.countryCode));

const tokenField = requiredText(L.token, { max: 128 });

/** GET identity/FirstRun?token=: whether the deployment still needs its first admin. */
export const firstRunStatusQuerySchema = z
  .object({ token: z.string().max(128).optional() })
  .strict();
export const firstRunStatusSchema = z.object({
  /** No platform admin exists yet. */
  setupNeeded: z.boolean(),
  /** The token given is unused, unexpired and setup is still needed. */
  tokenValid: z.boolean(),
});
export type FirstRunStatus = z.infer<typeof firstRunStatusSchema>;

/** POST identity/FirstRun/Begin: the second factor's secret for the admin being created. */
export const firstRunBeginSchema = z
  .object({ token: tokenField, email: requiredEmail(L.email) })
  .strict();
export type FirstRunBeginInput = z.infer<typeof firstRunBeginSchema>;

/** POST identity/FirstRun/Complete: everything, with the first code of the new second factor. */
export const firstRunCompleteSchema = z
  .object({
    token: tokenField,
    companyName: requiredText(L.companyName, { max: 120 }),
    entityCode: requiredText(L.entityCode, { max: 20 }).refine((v) => /^[A-Z0-9]{2,20}$/.test(v), {
      error: `${L.entityCode} must be 2 to 20 capital letters or digits`,
    }),
    defaultCurrency: requiredText(L.defaultCurrency, { max: 3 }).refine(
      (v) => CURRENCY_CODES.has(v),
      { error: messages.invalidOption(L.defaultCurrency) },
    ),
    country: requiredText(L.country, { max: 2 }).refine((v) => COUNTRY_CODES.has(v), {
      error: messages.invalidOption(L.country),
    }),
    firstName: requiredText(L.firstName, { max: 100 }),
    lastName: requiredText(L.lastName, { max: 100 }),
    email: requiredEmail(L.email),
    password: requiredPassword(L.password),
    confirmedPassword: requiredText(L.confirmedPassword, { max: 128 }),
    otp: requiredText(L.otp, { max: 16 }),
  })
  .strict()
  .refine(...matchRefinement('confirmedPassword', L.confirmedPassword, 'password', L.password));
export type FirstRunCompleteInput = z.infer<typeof firstRunCompleteSchema>;

export const firstRunResultSchema = z.object({
  email: z.string(),
  entityCode: z.string(),
  /** Shown once: only their hashes are kept. */
  recoveryCodes: z.array(z.string()),
});
export type FirstRunResult = z.infer<typeof firstRunResultSchema>;
