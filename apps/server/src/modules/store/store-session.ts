import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import type { SigningKeys } from '../../platform/auth/keys.js';
import { AppError } from '../../platform/http/errors.js';
import { activeConsumer } from './consumer-profile.js';
import { verifyConsumerToken } from './consumer-token.js';

/** The platform a store call comes through, with the distributor it sells for. */
export function storeDistributorOf(request: FastifyRequest) {
  const platform = request.platform!;
  if (!platform.distributorEntityCode) {
    throw AppError.forbidden('This platform is not linked to a distributor');
  }
  return { id: platform.id, entityCode: platform.distributorEntityCode };
}

/**
 * The signed-in consumer of a store call: its consumer token (Authorization: Bearer) must be
 * valid, issued on this platform since the consumer's password last changed, and name an Active
 * consumer of the platform's distributor.
 */
export async function signedInConsumer(db: Db, keys: SigningKeys, request: FastifyRequest) {
  const platform = storeDistributorOf(request);
  const claims = await consumerClaimsOf(keys, request);
  const row =
    claims && claims.platformId === platform.id
      ? await activeConsumer(db, platform.entityCode, claims.consumerId)
      : null;
  // A token issued before the password last changed no longer signs in (consumer-profile.ts).
  if (!row || row.stamp !== claims?.stamp) throw AppError.unauthorized('Please sign in');
  const { stamp: _stamp, ...consumer } = row;
  return { platform, consumer };
}

/** The claims of the valid consumer token a store call carries (Authorization: Bearer), if any. */
export async function consumerClaimsOf(keys: SigningKeys, request: FastifyRequest) {
  const match = /^Bearer ([^\s]+)$/i.exec(request.headers.authorization ?? '');
  return match ? verifyConsumerToken(keys, match[1]) : null;
}
