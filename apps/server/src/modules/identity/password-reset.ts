import { eq } from 'drizzle-orm';
import type { ForgotPasswordInput, ResetPasswordInput } from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { AppError } from '../../platform/http/errors.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { resetPasswordMail } from '../../platform/mail/index.js';
import { isUuid } from '../../platform/http/ids.js';
import { users } from '../../db/schema/index.js';
import { consumeAccountToken, issueAccountToken, setPasswordHash } from './account.queries.js';
import { revokeAllSessions } from './identity.queries.js';

/**
 * POST admin/Password/ForgotByEmail: queues a reset link for an active account with that e-mail.
 * The answer is the same whether or not the address exists.
 */
export async function forgotPassword(services: Services, input: ForgotPasswordInput) {
  const email = input.email.toLowerCase();
  const minutes = services.config.tokens.resetPasswordMinutes;
  await services.database.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.email, email));
    if (!user || !user.isActive) return;
    const token = await issueAccountToken(tx, user.id, 'reset-password', minutes * 60_000);
    await services.mail.queue(tx, {
      template: resetPasswordMail,
      to: user.email,
      data: { firstName: user.firstName, userId: user.id, token, minutes },
    });
  });
  await services.mail.relaySafely();
}

export const INVALID_RESET_LINK =
  'The reset link is invalid or has expired. Please request a new one.';

/**
 * POST admin/Password/ResetByEmail: spends the reset token of that user and sets the new password.
 * Every session of the account ends; a reset also proves the e-mail address.
 */
export async function resetPassword(services: Services, input: ResetPasswordInput) {
  if (!isUuid(input.userId))
    throw new AppError('INVALID_TOKEN', INVALID_RESET_LINK, undefined, 400);
  const passwordHash = await hashPassword(input.newPassword);
  await services.database.db.transaction(async (tx) => {
    const userId = await consumeAccountToken(tx, 'reset-password', input.token, input.userId);
    if (!userId) throw new AppError('INVALID_TOKEN', INVALID_RESET_LINK, undefined, 400);
    await setPasswordHash(tx, userId, passwordHash);
    await tx.update(users).set({ emailConfirmed: true }).where(eq(users.id, userId));
    await revokeAllSessions(tx, userId);
  });
  services.contexts.invalidate(input.userId);
}
