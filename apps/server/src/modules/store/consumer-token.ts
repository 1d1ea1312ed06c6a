import { jwtVerify, SignJWT } from 'jose';
import { JWT_ALG, type SigningKeys } from '../../platform/auth/keys.js';

const ISSUER = 'wander';
/** Distinct from the back-office's 'wander-api': a consumer token opens no back-office route. */
const AUDIENCE = 'wander-store';
export const CONSUMER_TOKEN_TTL_DAYS = 30;

export interface ConsumerClaims {
  consumerId: string;
  /** The platform it was issued through: another platform's key does not accept it. */
  platformId: string;
  /**
   * The consumer's credential stamp when it was issued (consumer-profile.ts): a new password
   * changes the stamp, so every token issued before it stops working.
   */
  stamp: string;
}

export async function signConsumerToken(keys: SigningKeys, claims: ConsumerClaims) {
  const expiresAt = new Date(Date.now() + CONSUMER_TOKEN_TTL_DAYS * 86_400_000);
  const token = await new SignJWT({ plt: claims.platformId, cst: claims.stamp, typ: 'consumer' })
    .setProtectedHeader({ alg: JWT_ALG, typ: 'JWT' })
    .setSubject(claims.consumerId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keys.privateKey);
  return { token, expiresAt: expiresAt.toISOString() };
}

export async function verifyConsumerToken(
  keys: SigningKeys,
  token: string,
): Promise<ConsumerClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keys.publicKey, {
      algorithms: [JWT_ALG],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    if (payload.typ !== 'consumer' || typeof payload.sub !== 'string') return null;
    if (typeof payload.plt !== 'string' || typeof payload.cst !== 'string') return null;
    return { consumerId: payload.sub, platformId: payload.plt, stamp: payload.cst };
  } catch {
    return null;
  }
}
