import { and, count, eq, isNotNull, isNull, lt, not, or, like } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';
import { SEALED_PREFIX, type SecretBox } from '../../platform/crypto/secret-box.js';
import { roles, userRecoveryCodes, userRoles, userTwoFactor } from '../../db/schema/index.js';
import { hashRecoveryCode, matchTotp, sameHash } from './totp.js';

/** A user's second factor as stored: the sealed secret and the step of the last code accepted. */
export interface StoredFactor {
  secret: string;
  lastUsedStep: number | null;
}

/** The base32 secret of a stored factor (one stored before sealing is read as it is). */
export function openTotpSecret(box: SecretBox, stored: string): string {
  return stored.startsWith(SEALED_PREFIX) ? box.open(stored) : stored;
}

/**
 * Seals the secrets still stored in the clear (those of the demo seed, which has no key, and of
 * installations before migration 0055); each row only if nobody changed it meanwhile. Run at
 * start: a count of the rows sealed.
 */
export async function sealPlainTotpSecrets(db: Db, box: SecretBox): Promise<number> {
  const plain = await db
    .select({ userId: userTwoFactor.userId, secret: userTwoFactor.secret })
    .from(userTwoFactor)
    .where(not(like(userTwoFactor.secret, `${SEALED_PREFIX}%`)));
  let sealed = 0;
  for (const row of plain) {
    const done = await db
      .update(userTwoFactor)
      .set({ secret: box.seal(row.secret) })
      .where(and(eq(userTwoFactor.userId, row.userId), eq(userTwoFactor.secret, row.secret)))
      .returning({ userId: userTwoFactor.userId });
    sealed += done.length;
  }
  return sealed;
}

/** The user's confirmed second factor, or null (an unconfirmed enrolment does not count). */
export async function confirmedTwoFactor(db: Tx, userId: string): Promise<StoredFactor | null> {
  const [row] = await db
    .select({ secret: userTwoFactor.secret, lastUsedStep: userTwoFactor.lastUsedStep })
    .from(userTwoFactor)
    .where(and(eq(userTwoFactor.userId, userId), isNotNull(userTwoFactor.confirmedAt)));
  return row ?? null;
}

/**
 * Records `step` as the user's last accepted code: true once, false when that step or a later
 * one was already accepted (two sign-ins racing with one code: the atomic update lets one win).
 */
export async function spendTotpStep(db: Tx, userId: string, step: number): Promise<boolean> {
  const spent = await db
    .update(userTwoFactor)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(userTwoFactor.userId, userId),
        or(isNull(userTwoFactor.lastUsedStep), lt(userTwoFactor.lastUsedStep, step)),
      ),
    )
    .returning({ userId: userTwoFactor.userId });
  return spent.length === 1;
}

/** True when one of the user's roles (in any company) requires a second factor. */
export async function twoFactorRequired(db: Tx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.twoFactorRequired, true)));
  return Number(row?.n ?? 0) > 0;
}

export async function recoveryCodesLeft(db: Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

/**
 * Spends one of the user's unused recovery codes that matches `code`: true once, false for any
 * later use (the atomic `used_at is null` update lets only one concurrent use win).
 */
export async function spendRecoveryCode(db: Tx, userId: string, code: string): Promise<boolean> {
  const wanted = hashRecoveryCode(code);
  const unused = await db
    .select({ id: userRecoveryCodes.id, codeHash: userRecoveryCodes.codeHash })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
  const match = unused.find((row) => sameHash(row.codeHash, wanted));
  if (!match) return false;
  const spent = await db
    .update(userRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(userRecoveryCodes.id, match.id), isNull(userRecoveryCodes.usedAt)))
    .returning({ id: userRecoveryCodes.id });
  return spent.length === 1;
}

/**
 * A current TOTP code of the factor not accepted before (spent: the same code, or one of an
 * earlier step, is refused from now on), or else one unused recovery code of the user (spent).
 */
export async function checkSecondFactor(
  db: Tx,
  guard: { box: SecretBox; replay: boolean },
  userId: string,
  factor: StoredFactor,
  otp: string,
): Promise<boolean> {
  const secret = openTotpSecret(guard.box, factor.secret);
  const step = await matchTotp(secret, otp, guard.replay ? factor.lastUsedStep : null);
  if (step !== null) return !guard.replay || spendTotpStep(db, userId, step);
  return spendRecoveryCode(db, userId, otp);
}

/** What checkSecondFactor needs of the services: the key and whether a code may sign in twice. */
export const secondFactorGuard = (services: {
  secrets: SecretBox;
  config: { twoFactorReplayGuard: boolean };
}) => ({ box: services.secrets, replay: services.config.twoFactorReplayGuard });

/** Removes the user's second factor and recovery codes (disable, admin reset), in one transaction. */
export async function removeTwoFactor(db: Db, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(userTwoFactor)
      .where(eq(userTwoFactor.userId, userId))
      .returning({ userId: userTwoFactor.userId });
    await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
    return removed.length > 0;
  });
}
