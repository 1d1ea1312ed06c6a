import { hash, randomBytes } from 'node:crypto';
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
  return (await verifyWithExpiry(keys, token))?.claims ?? null;
}

async function verifyWithExpiry(
  keys: SigningKeys,
  token: string,
): Promise<{ claims: AccessClaims; expiresAtMs: number } | null> {
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
    return {
      claims: { userId: payload.sub, familyId: payload.fam },
      expiresAtMs: (payload.exp ?? 0) * 1000,
    };
  } catch {
    return null;
  }
}

/**
 * verifyAccessToken behind a memo of the tokens already verified, each kept until it expires:
 * the signature check (EdDSA) was a tenth of a catalogue search's CPU, and a client sends the
 * same token on every call. A token is the exact string that was verified; an expired one is
 * verified again (and refused). Bounded: the memo is emptied when it reaches `maxEntries`.
 */
export function accessTokenVerifier(keys: SigningKeys, maxEntries = 10_000) {
  const verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();
  return async (token: string): Promise<AccessClaims | null> => {
    const hit = verified.get(token);
    if (hit && hit.expiresAtMs > Date.now()) return hit.claims;
    if (hit) verified.delete(token);
    const result = await verifyWithExpiry(keys, token);
    if (!result) return null;
    if (verified.size >= maxEntries) verified.clear();
    verified.set(token, result);
    return result.claims;
  };
}

/** Refresh tokens are opaque random strings; only their SHA-256 is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return hash('sha256', token);
}
