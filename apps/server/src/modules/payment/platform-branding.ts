import { and, asc, eq, type SQL } from 'drizzle-orm';
import {
  isFileId,
  PLATFORM_BRANDING,
  PlatformBrandingText,
  STORE_LANGUAGES,
  type PlatformBrandingRow,
  type PlatformBrandingUpdate,
} from '@wander/contract';
import type { Db } from '../../platform/db/client.js';
import type { FileService } from '../../platform/files/file-service.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { wanderPlatforms } from '../../db/schema/index.js';

const columns = {
  id: wanderPlatforms.id,
  platformCode: wanderPlatforms.platformCode,
  platformName: wanderPlatforms.platformName,
  distributorEntityCode: wanderPlatforms.distributorEntityCode,
  isActive: wanderPlatforms.isActive,
  storeName: wanderPlatforms.storeName,
  storeLogoUrl: wanderPlatforms.storeLogoUrl,
  storePrimaryColor: wanderPlatforms.storePrimaryColor,
  storeSupportEmail: wanderPlatforms.storeSupportEmail,
  storeDefaultLanguage: wanderPlatforms.storeDefaultLanguage,
};

/**
 * Who brands which platform (issue 37): a distributor its own platforms (those selling for it);
 * the platform's staff every platform. `entityCode` is the working company's.
 */
export type Brander = { entityCode: string; platformWide: boolean };

const scopeOf = (brander: Brander): SQL | undefined =>
  brander.platformWide ? undefined : eq(wanderPlatforms.distributorEntityCode, brander.entityCode);

/** A row as the page gets it: the language one of the store's (the column holds no other). */
const asRow = (
  row: Omit<PlatformBrandingRow, 'storeDefaultLanguage'> & { storeDefaultLanguage: string },
): PlatformBrandingRow => ({
  ...row,
  storeDefaultLanguage: STORE_LANGUAGES.find((l) => l === row.storeDefaultLanguage) ?? 'en',
});

/** The platforms the company brands, by name. */
export async function brandedPlatforms(db: Db, brander: Brander) {
  const rows = await db
    .select(columns)
    .from(wanderPlatforms)
    .where(scopeOf(brander))
    .orderBy(asc(wanderPlatforms.platformName), asc(wanderPlatforms.platformCode));
  return rows.map(asRow);
}

/** One platform the company brands; another's (or none) is 404, as one that does not exist. */
export async function brandedPlatform(db: Db, brander: Brander, id: string) {
  const [row] = isUuid(id)
    ? await db
        .select(columns)
        .from(wanderPlatforms)
        .where(and(eq(wanderPlatforms.id, id), scopeOf(brander)))
    : [];
  if (!row) throw AppError.notFound('Platform');
  return asRow(row);
}

/**
 * Saves a platform's branding. A logo that is an uploaded file must be one of the company's logo
 * uploads (checked when it changes: the platform's admin re-saving a distributor's logo keeps it);
 * the saved file is noted on the platform. What the store shows changes at once.
 */
export async function updateBranding(
  db: Db,
  files: FileService,
  brander: Brander,
  id: string,
  body: PlatformBrandingUpdate,
) {
  const current = await brandedPlatform(db, brander, id);
  const logo = body.storeLogoUrl;
  if (isFileId(logo) && logo !== current.storeLogoUrl) {
    await files.checkReferences(
      brander.entityCode,
      PLATFORM_BRANDING,
      [{ key: 'storeLogoUrl', label: PlatformBrandingText.logoLabel, kind: 'image' }],
      body,
    );
  }
  const [row] = await db
    .update(wanderPlatforms)
    .set({
      storeName: body.storeName,
      storeLogoUrl: logo,
      storePrimaryColor: body.storePrimaryColor,
      storeSupportEmail: body.storeSupportEmail,
      storeDefaultLanguage: body.storeDefaultLanguage,
    })
    .where(and(eq(wanderPlatforms.id, current.id), scopeOf(brander)))
    .returning(columns);
  if (!row) throw AppError.notFound('Platform');
  if (isFileId(logo)) await files.attach(brander.entityCode, [logo], row.id);
  return asRow(row);
}
