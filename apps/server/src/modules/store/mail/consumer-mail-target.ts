import { eq } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.js';
import { consumers, wanderPlatforms } from '../../../db/schema/index.js';
import type { ConsumerMailBase } from './consumer-mail-layout.js';

const brandOf = (p: {
  code: string | null;
  name: string | null;
  storeName: string | null;
  logo: string | null;
  color: string | null;
  support: string | null;
}): ConsumerMailBase['brand'] => ({
  store: p.storeName || p.name || 'Wander',
  platformCode: p.code,
  logo: p.logo,
  color: p.color,
  supportEmail: p.support,
});

const platformColumns = {
  code: wanderPlatforms.platformCode,
  name: wanderPlatforms.platformName,
  storeName: wanderPlatforms.storeName,
  logo: wanderPlatforms.storeLogoUrl,
  color: wanderPlatforms.storePrimaryColor,
  support: wanderPlatforms.storeSupportEmail,
};
const NO_PLATFORM = {
  code: null,
  name: null,
  storeName: null,
  logo: null,
  color: null,
  support: null,
};

/**
 * Whom a consumer e-mail goes to and how it reads: the consumer's address, name and language,
 * and the brand of the platform it is about (an order's platform, else the one the consumer
 * signed up through). Null for an unknown consumer.
 */
export async function consumerMailTarget(
  tx: Tx,
  consumerId: string,
  platformId: string | null = null,
): Promise<{ email: string; entityCode: string; base: ConsumerMailBase } | null> {
  const [row] = await tx
    .select({
      email: consumers.email,
      name: consumers.name,
      language: consumers.language,
      entityCode: consumers.entityCode,
      own: platformColumns,
    })
    .from(consumers)
    .leftJoin(wanderPlatforms, eq(wanderPlatforms.id, consumers.platformId))
    .where(eq(consumers.id, consumerId));
  if (!row) return null;
  let platform = row.own;
  if (platformId) {
    const [order] = await tx
      .select(platformColumns)
      .from(wanderPlatforms)
      .where(eq(wanderPlatforms.id, platformId));
    if (order) platform = order;
  }
  return {
    email: row.email,
    entityCode: row.entityCode,
    base: {
      language: row.language,
      name: row.name,
      brand: brandOf(platform ?? NO_PLATFORM),
    },
  };
}
