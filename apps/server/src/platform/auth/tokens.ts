import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { JWT_ALG, type SigningKeys } from './keys.js';

const ISSUER = 'wander';
const AUDIENCE = 'wander-api';

export interface AccessClaims {
  userId: string;
  familyId: string;
}

export async function signAccessToken(
  keys: SigningKeys,
  claims: AccessClaims,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({ fam: claims.familyId, typ: 'access' })
    .setProtectedHeader({ alg: JWT_ALG, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(keys.privateKey);
}

/** Verifies signature, algorithm (EdDSA only: `none` and HMAC are refused), issuer, audience, expiry. */
export async function verifyAccessToken(
  keys: SigningKeys,
  token: string,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keys.publicKey, {
      algorithms: [JWT_ALG],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    if (
      payload.typ !== 'access' ||
      typeof payload.sub !== 'string' ||
      typeof payload.fam !== 'string'
    ) {
      return null;
    }
    return { userId: payload.sub, familyId: payload.fam };
  } catch {
    return null;
  }
}

/** Refresh tokens are opaque random strings; only their SHA-256 is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
