import { and, eq, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { RecoveryCodes, TwoFactorEnrolment } from '@wander/contract';
import type { Services } from '../../platform/services.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { AppError } from '../../platform/http/errors.js';
import { userRecoveryCodes, userTwoFactor } from '../../db/schema/index.js';
import { secondFactorThrottle } from './second-factor-throttle.js';
import {
  hashRecoveryCode,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
} from './totp.js';
import { confirmedTwoFactor, openTotpSecret } from './two-factor.queries.js';

const alreadyOn = () =>
  new AppError('CONFLICT', 'Two-factor sign-in is already on. Turn it off first to enrol again.');

/**
 * Starts an enrolment: a new secret (replacing an unconfirmed one), its otpauth URI and QR code.
 * Sign-in ignores the secret until a first code confirms it. This is the only answer that ever
 * carries the secret.
 */
export async function startTwoFactorEnrolment(
  services: Services,
  ctx: AuthContext,
): Promise<TwoFactorEnrolment> {
  const db = services.database.db;
  if (await confirmedTwoFactor(db, ctx.userId)) throw alreadyOn();
  const secret = newTotpSecret();
  // Kept sealed (SECRETS_KEY): a copy of the database alone does not give the codes away.
  const sealed = services.secrets.seal(secret);
  await db
    .insert(userTwoFactor)
    .values({ userId: ctx.userId, secret: sealed })
    .onConflictDoUpdate({
      target: userTwoFactor.userId,
      set: { secret: sealed, lastUsedStep: null, createdAt: new Date() },
      // A confirmed factor is never replaced here (a concurrent confirmation wins).
      setWhere: isNull(userTwoFactor.confirmedAt),
    });
  const uri = otpauthUri(ctx.email, secret);
  const otpauthQrCode = await QRCode.toDataURL(uri, {
    errorCorrectionLevel: 'M',
    margin: 1,
    width: 220,
  });
  return { secret, otpauthUri: uri, otpauthQrCode };
}

/**
 * Confirms the enrolment with the first code from the app: the second factor is on from now, and
 * ten one-time recovery codes are answered once (only their SHA-256 hashes are kept).
 */
export async function confirmTwoFactorEnrolment(
  services: Services,
  ctx: AuthContext,
  otp: string,
  ip: string,
): Promise<RecoveryCodes> {
  const db = services.database.db;
  const throttle = secondFactorThrottle(services, ctx.email, ip);
  await throttle.assertAllowed();
  const [pending] = await db
    .select({ secret: userTwoFactor.secret, confirmedAt: userTwoFactor.confirmedAt })
    .from(userTwoFactor)
    .where(eq(userTwoFactor.userId, ctx.userId));
  if (!pending) {
    throw new AppError('BUSINESS_RULE', 'Start the two-factor enrolment first');
  }
  if (pending.confirmedAt) throw alreadyOn();
  const step = await matchTotp(openTotpSecret(services.secrets, pending.secret), otp);
  if (step === null) {
    await throttle.failed();
    throw AppError.validation({ otp: ['Code is incorrect'] });
  }
  const recoveryCodes = newRecoveryCodes();
  const confirmed = await db.transaction(async (tx) => {
    const rows = await tx
      .update(userTwoFactor)
      // The confirming code is spent: it cannot sign in a second time.
      .set({ confirmedAt: new Date(), lastUsedStep: step })
      .where(and(eq(userTwoFactor.userId, ctx.userId), isNull(userTwoFactor.confirmedAt)))
      .returning({ userId: userTwoFactor.userId });
    if (rows.length === 0) return false;
    await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, ctx.userId));
    await tx
      .insert(userRecoveryCodes)
      .values(
        recoveryCodes.map((code) => ({ userId: ctx.userId, codeHash: hashRecoveryCode(code) })),
      );
    return true;
  });
  if (!confirmed) throw alreadyOn();
  // A user whose role requires it may call everything from now on (AuthContext.twoFactorPending).
  services.contexts.invalidate(ctx.userId);
  return { recoveryCodes };
}
