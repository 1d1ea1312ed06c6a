import { hash, randomInt, timingSafeEqual } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { RECOVERY_CODE_COUNT } from '@wander/contract';

/** The issuer shown by authenticator apps next to the account. */
export const TOTP_ISSUER = 'Wander';
/** Codes of the step before and after the current one are accepted too (clock drift): ±30 s. */
const TOLERANCE_SECONDS = 30;

/** A new random base32 secret (20 bytes, 160 bits, as RFC 4226 recommends). */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function otpauthUri(email: string, secret: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: email, secret });
}

/**
 * The RFC 6238 time step whose 6-digit code `code` is (now, ±1 step), or null. `afterStep`: the
 * step of the last code accepted, refused with every step before it (RFC 6238 5.2: a code is
 * accepted once).
 */
export async function matchTotp(
  secret: string,
  code: string,
  afterStep: number | null = null,
): Promise<number | null> {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  try {
    const result = await verify({
      secret,
      token,
      epochTolerance: TOLERANCE_SECONDS,
      ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
    });
    // A TOTP verification's result carries its step (the union also covers HOTP's).
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

/** Recovery codes: 10 characters of base32 (50 bits each), shown as `xxxxx-xxxxx`. */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** What a typed recovery code is compared as: lower case, without spaces and hyphens. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * SHA-256 of the normalized code (hex). Recovery codes are random and high-entropy, so a fast hash
 * is enough: there is no dictionary to try (unlike passwords, which are argon2id).
 */
export function hashRecoveryCode(code: string): string {
  return hash('sha256', normalizeRecoveryCode(code));
}

/** Constant-time comparison of two hex SHA-256 hashes. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
