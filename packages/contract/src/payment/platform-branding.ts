import { z } from 'zod';
import { STORE_LANGUAGES } from '../store/store-paths.js';
import { EMAIL_PATTERN, messages, optionalText, UUID_PATTERN } from '../validation/validators.js';
import { PlatformBrandingText } from './platform-branding-paths.js';

export * from './platform-branding-paths.js';

const EMPTY_TO_NULL = (v: string | null | undefined) => (v ? v : null);

/**
 * A logo address the store may show besides an uploaded image: https://, or a path on this site.
 * `//host/...` is not a path on this site but another host (a protocol-relative URL), and a
 * browser reads a backslash as a slash (`/\host`): neither is one.
 */
export const LOGO_ADDRESS = /^(https:\/\/|\/(?![/\\]))[^\s"'<>\\]+$/;

/** A stored logo the store shows as it is (an address, not an uploaded image's id). */
export const isLogoAddress = (value: string) => LOGO_ADDRESS.test(value);

/**
 * A web store's branding (issues 28, 37): payment/PlatformBranding's body. The logo is an
 * uploaded image's id (payment/PlatformBranding/files), or an https:// address or a path on this
 * site set before uploads.
 */
export const platformBrandingUpdate = z
  .object({
    storeName: optionalText('Store Name', { max: 100 }).transform(EMPTY_TO_NULL),
    storeLogoUrl: optionalText(PlatformBrandingText.logoLabel, { max: 512 })
      .transform(EMPTY_TO_NULL)
      .refine((v) => v === null || UUID_PATTERN.test(v) || isLogoAddress(v), {
        error: PlatformBrandingText.logoInvalid,
      }),
    storePrimaryColor: optionalText('Primary Colour', { max: 7 })
      .transform(EMPTY_TO_NULL)
      .refine((v) => v === null || /^#[0-9a-fA-F]{6}$/.test(v), {
        error: PlatformBrandingText.colorInvalid,
      }),
    storeSupportEmail: optionalText('Support Email', { max: 256 })
      .transform(EMPTY_TO_NULL)
      .refine((v) => v === null || EMAIL_PATTERN.test(v), { error: messages.email }),
    storeDefaultLanguage: z.enum(STORE_LANGUAGES, {
      error: messages.invalidOption('Store Language'),
    }),
  })
  .strict();

export const platformBrandingRow = z.object({
  id: z.string(),
  platformCode: z.string(),
  platformName: z.string(),
  distributorEntityCode: z.string().nullable(),
  isActive: z.boolean(),
  storeName: z.string().nullable(),
  storeLogoUrl: z.string().nullable(),
  storePrimaryColor: z.string().nullable(),
  storeSupportEmail: z.string().nullable(),
  storeDefaultLanguage: z.enum(STORE_LANGUAGES),
});

export const platformPricingStatus = z.object({
  platformId: z.string(),
  currencyCode: z.string(),
  distributorEntityCode: z.string().nullable(),
  pricedPlans: z.number().int(),
  mode: z.enum(['list', 'converted']),
  rounding: z.string().nullable(),
  missingRates: z.array(z.string()),
  message: z.string().nullable(),
});
