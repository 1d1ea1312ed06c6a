import { z } from 'zod';
export { StorePath } from './store-paths.js';
import { envelopeOf } from '../common/envelope.js';
import { STORE_LANGUAGES } from './store-paths.js';
import { consumerCountry } from '../customer/consumer.resource.js';
import { ISO_COUNTRIES } from '../product/iso-countries.js';
import { messages } from '../validation/messages.js';

const COUNTRY_CODES = new Set(ISO_COUNTRIES.map((c) => c.countryCode));
import {
  optionalText,
  requiredAnyTldEmail,
  requiredPassword,
  requiredText,
} from '../validation/validators.js';

/** A sign-in with an unknown address, a wrong password or an inactive consumer (401). */
export const SIGN_IN_FAILED = 'Email or password is incorrect';
/** A checkout on a platform that allows no card provider the server has (400). */
export const CARD_UNAVAILABLE = 'Card payments are not available on this platform';
/** Answered by the checkout while the consumer's e-mail address is not confirmed (403). */
export const EMAIL_NOT_CONFIRMED =
  'Please confirm your email address first: open the link we sent you';
export const EMAIL_CONFIRMED = 'Email confirmed';
export const EMAIL_ALREADY_CONFIRMED = 'Your email address is already confirmed';
export const CONFIRMATION_SENT = 'We sent you a new confirmation link';
export const CONFIRMATION_LINK_INVALID = 'This confirmation link is not valid or has expired';

export const storeConfirmEmailRequest = z
  .object({
    email: requiredAnyTldEmail('Email').transform((v) => v.toLowerCase()),
    token: requiredText('Token', { max: 128 }),
  })
  .strict();

const storeLanguage = () => z.enum(STORE_LANGUAGES, { error: messages.invalidOption('Language') });

/** PUT store/v1/me/language: the language the consumer now reads the store in. */
export const storeLanguageRequest = z.object({ language: storeLanguage() }).strict();

export const storeSignUpRequest = z
  .object({
    email: requiredAnyTldEmail('Email').transform((v) => v.toLowerCase()),
    password: requiredPassword('Password'),
    name: requiredText('Name', { max: 120 }),
    phone: optionalText('Phone', { max: 32 }),
    /** The home country's ISO code (MY, JP ...). */
    country: consumerCountry().refine((v) => COUNTRY_CODES.has(v), {
      error: messages.invalidOption('Country'),
    }),
    referralCode: optionalText('Referral Code', { max: 16 }),
    /** The store's language at sign-up: the consumer's e-mails are written in it (default: the platform's). */
    language: storeLanguage().optional(),
  })
  .strict();
export type StoreSignUpRequest = z.infer<typeof storeSignUpRequest>;

export const RESET_LINK_SENT =
  'If this email has an account, we sent it a link to choose a new password';
export const PASSWORD_CHANGED = 'Your password is changed: sign in with it';
export const RESET_LINK_INVALID = 'This reset link is not valid or has expired';

export const storeForgotPasswordRequest = z
  .object({ email: requiredAnyTldEmail('Email').transform((v) => v.toLowerCase()) })
  .strict();

export const storeResetPasswordRequest = z
  .object({
    email: requiredAnyTldEmail('Email').transform((v) => v.toLowerCase()),
    token: requiredText('Token', { max: 128 }),
    password: requiredPassword('Password'),
  })
  .strict();
export type StoreResetPasswordRequest = z.infer<typeof storeResetPasswordRequest>;

export const storeSignInRequest = z
  .object({
    email: requiredAnyTldEmail('Email').transform((v) => v.toLowerCase()),
    password: requiredText('Password', { max: 128 }),
  })
  .strict();

export const storeConsumerProfile = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  country: z.string(),
  consumerGroupName: z.string().nullable(),
  referralCode: z.string(),
  referredByName: z.string().nullable(),
  /** False until the consumer opened its confirmation link: no purchase, no sign-up coupon. */
  emailConfirmed: z.boolean(),
  /** The language of the consumer's e-mails and PDFs (en, ms, zh). */
  language: z.enum(STORE_LANGUAGES),
  createdAt: z.date().or(z.string()),
});
export type StoreConsumerProfile = z.infer<typeof storeConsumerProfile>;

export const storeSessionResponse = envelopeOf(
  z.object({
    /** A consumer token: send it as `Authorization: Bearer <token>` with the platform's key. */
    token: z.string(),
    expiresAt: z.string(),
    consumer: storeConsumerProfile,
  }),
);
export const storeMeResponse = envelopeOf(storeConsumerProfile);
