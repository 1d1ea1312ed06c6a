import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';
import { roles, userRecoveryCodes, userRoles, userTwoFactor } from '../../db/schema/index.js';
import { hashRecoveryCode, isValidTotp, sameHash } from './totp.js';

/** The user's confirmed second factor, or null (an unconfirmed enrolment does not count). */
export async function confirmedTwoFactor(db: Tx, userId: string) {
  const [row] = await db
    .select({ secret: userTwoFactor.secret })
    .from(userTwoFactor)
    .where(and(eq(userTwoFactor.userId, userId), isNotNull(userTwoFactor.confirmedAt)));
  return row ?? null;
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

/** A current TOTP code of the secret, or else one unused recovery code of the user (spent). */
export async function checkSecondFactor(
  db: Tx,
  userId: string,
  secret: string,
  otp: string,
): Promise<boolean> {
  if (await isValidTotp(secret, otp)) return true;
  return spendRecoveryCode(db, userId, otp);
}

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
