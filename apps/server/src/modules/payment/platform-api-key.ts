import { hash, randomBytes } from 'node:crypto';
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

/** The active platform a presented key belongs to, or null (the consumer apps' calls). */
export async function platformByApiKey(db: Db, apiKey: string) {
  if (!apiKey.startsWith(KEY_PREFIX) || apiKey.length > 128) return null;
  const [row] = await db
    .select({
      id: wanderPlatforms.id,
      platformCode: wanderPlatforms.platformCode,
      currencyCode: wanderPlatforms.currencyCode,
      paymentProviders: wanderPlatforms.paymentProviders,
      distributorEntityCode: wanderPlatforms.distributorEntityCode,
    })
    .from(wanderPlatforms)
    .where(and(eq(wanderPlatforms.apiKeyHash, hashOf(apiKey)), eq(wanderPlatforms.isActive, true)));
  return row ?? null;
}
