import { and, eq } from 'drizzle-orm';
import {
  isFileId,
  isLogoAddress,
  STORE_LANGUAGES,
  StorePlatformPath,
  type StoreLanguage,
  type StorePlatform,
} from '@wander/contract';
import type { Db } from '../../platform/db/client.js';
import { wanderPlatforms } from '../../db/schema/index.js';
import { webStoreKey } from '../payment/platform-api-key.js';

const brandingColumns = {
  id: wanderPlatforms.id,
  platformCode: wanderPlatforms.platformCode,
  platformName: wanderPlatforms.platformName,
  currencyCode: wanderPlatforms.currencyCode,
  distributorEntityCode: wanderPlatforms.distributorEntityCode,
  apiKeyHash: wanderPlatforms.apiKeyHash,
  storeName: wanderPlatforms.storeName,
  storeLogoUrl: wanderPlatforms.storeLogoUrl,
  storePrimaryColor: wanderPlatforms.storePrimaryColor,
  storeSupportEmail: wanderPlatforms.storeSupportEmail,
  storeDefaultLanguage: wanderPlatforms.storeDefaultLanguage,
};
type BrandingRow = {
  [K in keyof typeof brandingColumns]: (typeof brandingColumns)[K]['_']['data'] | null;
};

/**
 * A platform's logo as the store shows it: an uploaded logo (a file id) by its public address
 * under the API (`{basePath}api/store/v1/logos/{id}`, issue 37), an address set before uploads as
 * it is when it is one the branding accepts today (https:// or a path on this site; a stored
 * `//other.host/...` is neither and is not shown).
 */
export const storeLogoUrlOf = (basePath: string, logo: string | null) =>
  isFileId(logo)
    ? `${basePath}api/${StorePlatformPath.logo(logo)}`
    : logo && isLogoAddress(logo)
      ? logo
      : null;

/** The logo as a full URL (a link preview's image): a path on this site gets `origin`. */
export const absoluteLogoUrl = (origin: string, logo: string | null) =>
  !logo || !isLogoAddress(logo) ? null : logo.startsWith('https://') ? logo : `${origin}${logo}`;

/** What the store shows of a platform row (the public part: never its key hash). */
export function storePlatformOf(row: BrandingRow, basePath: string): StorePlatform {
  const language = STORE_LANGUAGES.find((l) => l === row.storeDefaultLanguage);
  return {
    platformCode: row.platformCode!,
    storeName: row.storeName || row.platformName!,
    logoUrl: storeLogoUrlOf(basePath, row.storeLogoUrl),
    primaryColor: row.storePrimaryColor,
    supportEmail: row.storeSupportEmail,
    defaultLanguage: (language ?? 'en') as StoreLanguage,
    currency: row.currencyCode!,
  };
}

/**
 * The platform whose web store a visitor opens (by code, or by id for the default store), with
 * the web store key its page calls the API with: null when it is inactive, sells for no
 * distributor or has no API key (its store is not open).
 */
export async function webStorePlatform(
  db: Db,
  basePath: string,
  by: { code: string } | { id: string },
) {
  const [row] = await db
    .select(brandingColumns)
    .from(wanderPlatforms)
    .where(
      and(
        'code' in by ? eq(wanderPlatforms.platformCode, by.code) : eq(wanderPlatforms.id, by.id),
        eq(wanderPlatforms.isActive, true),
      ),
    );
  if (!row?.apiKeyHash || !row.distributorEntityCode) return null;
  return {
    ...storePlatformOf(row, basePath),
    id: row.id,
    entityCode: row.distributorEntityCode,
    key: webStoreKey(row.platformCode, row.apiKeyHash),
  };
}

/** The branding of the platform a store call comes through. */
export async function storePlatformById(db: Db, basePath: string, id: string) {
  const [row] = await db
    .select(brandingColumns)
    .from(wanderPlatforms)
    .where(eq(wanderPlatforms.id, id));
  return row ? storePlatformOf(row, basePath) : null;
}
