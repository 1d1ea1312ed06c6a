import { z } from 'zod';
import { envelopeOf } from '../common/envelope.js';

/** The web store's languages (issue 28): English, Bahasa Melayu, Simplified Chinese. */
export const STORE_LANGUAGES = ['en', 'ms', 'zh'] as const;
export type StoreLanguage = (typeof STORE_LANGUAGES)[number];

export const StorePlatformPath = {
  /** The platform's store branding: public, under the platform's key. */
  platform: 'store/v1/platform',
} as const;

/** What a store shows of its sales platform: name, logo, colour, support, language, currency. */
export const storePlatform = z.object({
  platformCode: z.string(),
  storeName: z.string(),
  logoUrl: z.string().nullable(),
  /** #rrggbb, or null: the store's own colour. */
  primaryColor: z.string().nullable(),
  supportEmail: z.string().nullable(),
  defaultLanguage: z.enum(STORE_LANGUAGES),
  currency: z.string(),
});
export type StorePlatform = z.infer<typeof storePlatform>;
export const storePlatformResponse = envelopeOf(storePlatform);
