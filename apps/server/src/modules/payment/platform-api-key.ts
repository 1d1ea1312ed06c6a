import { createHmac, hash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { IssuedApiKey } from '@wander/contract';
import type { Db } from '../../platform/db/client.js';
import { wanderPlatforms } from '../../db/schema/index.js';
import { AppError } from '../../platform/http/errors.js';

const KEY_PREFIX = 'wpk_';

/**
 * The demo web store's key (platform WEB-MY in the demo world): public like any key a storefront
 * ships in its page, and set only by the demo seed.
 */
export const DEMO_STORE_API_KEY = 'wpk_demo-web-store-malaysia';

/** Sets a platform's key to a known value (the demo seed's WEB-MY). */
export async function setPlatformApiKey(db: Db, id: string, apiKey: string) {
  await db
    .update(wanderPlatforms)
    .set({
      apiKeyHash: hashOf(apiKey),
      apiKeyPrefix: apiKey.slice(0, KEY_PREFIX.length + 6),
      apiKeyIssuedAt: new Date(),
    })
    .where(eq(wanderPlatforms.id, id));
}

const hashOf = (key: string) => hash('sha256', key);

/**
 * Issues a new API key for a sales platform: 32 random bytes, shown once in the answer and stored
 * as its SHA-256. A platform has one key at a time, so issuing again revokes the old one.
 */
export async function issuePlatformApiKey(db: Db, id: string): Promise<IssuedApiKey> {
  const apiKey = KEY_PREFIX + randomBytes(32).toString('base64url');
  const apiKeyPrefix = apiKey.slice(0, KEY_PREFIX.length + 6);
  const [row] = await db
    .update(wanderPlatforms)
    .set({ apiKeyHash: hashOf(apiKey), apiKeyPrefix, apiKeyIssuedAt: new Date() })
    .where(eq(wanderPlatforms.id, id))
    .returning({ id: wanderPlatforms.id, apiKeyIssuedAt: wanderPlatforms.apiKeyIssuedAt });
  if (!row?.apiKeyIssuedAt) throw AppError.notFound('Platform');
  return { id: row.id, apiKey, apiKeyPrefix, apiKeyIssuedAt: row.apiKeyIssuedAt };
}

const WEB_STORE_PREFIX = 'wps_';

/**
 * The key a platform's web store (issue 28) calls the store API with: `wps_{code}.{mac}`, the mac
 * derived from the platform's API key hash, so the server can put it in the store's page without
 * ever holding the API key. It is as public as the API key itself (every consumer app ships
 * its key); issuing a new API key changes it too, and a platform without a key has no web store.
 */
export function webStoreKey(platformCode: string, apiKeyHash: string) {
  const mac = createHmac('sha256', apiKeyHash).update('wander-web-store').digest('base64url');
  return `${WEB_STORE_PREFIX}${platformCode}.${mac.slice(0, 32)}`;
}

const platformColumns = {
  id: wanderPlatforms.id,
  platformCode: wanderPlatforms.platformCode,
  currencyCode: wanderPlatforms.currencyCode,
  paymentProviders: wanderPlatforms.paymentProviders,
  distributorEntityCode: wanderPlatforms.distributorEntityCode,
};

/** The active platform a presented key belongs to, or null (the consumer apps' calls). */
export async function platformByApiKey(db: Db, apiKey: string) {
  if (apiKey.length > 128) return null;
  if (apiKey.startsWith(WEB_STORE_PREFIX)) return platformByWebStoreKey(db, apiKey);
  if (!apiKey.startsWith(KEY_PREFIX)) return null;
  const [row] = await db
    .select(platformColumns)
    .from(wanderPlatforms)
    .where(and(eq(wanderPlatforms.apiKeyHash, hashOf(apiKey)), eq(wanderPlatforms.isActive, true)));
  return row ?? null;
}

async function platformByWebStoreKey(db: Db, key: string) {
  const code = key.slice(WEB_STORE_PREFIX.length, key.lastIndexOf('.'));
  if (!code) return null;
  const [row] = await db
    .select({ ...platformColumns, apiKeyHash: wanderPlatforms.apiKeyHash })
    .from(wanderPlatforms)
    .where(and(eq(wanderPlatforms.platformCode, code), eq(wanderPlatforms.isActive, true)));
  if (!row?.apiKeyHash) return null;
  const expected = Buffer.from(webStoreKey(row.platformCode, row.apiKeyHash));
  const given = Buffer.from(key);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const { apiKeyHash: _hash, ...platform } = row;
  return platform;
}
