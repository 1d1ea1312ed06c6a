import { z } from 'zod';
import { envelopeOf } from '../common/envelope.js';
import { STORE_LANGUAGES } from './store-paths.js';
export { STORE_LANGUAGES, StorePlatformPath, type StoreLanguage } from './store-paths.js';

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
