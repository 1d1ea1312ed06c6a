import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { RESET_LINK_INVALID, type StoreResetPasswordRequest } from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { AppError } from '../../platform/http/errors.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { hashToken } from '../../platform/auth/tokens.js';
import { consumers } from '../../db/schema/index.js';
import { consumerResetPasswordMail } from './mail/consumer-mails.js';
import { consumerMailTarget } from './mail/consumer-mail-target.js';

/**
 * POST store/v1/consumers/forgot-password (issue 28, as the back office's ForgotByEmail): an
 * Active consumer of the platform's distributor with that e-mail gets a reset link (a new one
 * replaces the last); the answer is the same whether or not the address has an account.
 */
export async function forgotConsumerPassword(
  services: Services,
  platform: { id: string; entityCode: string },
  email: string,
) {
  const minutes = services.config.tokens.resetPasswordMinutes;
  await services.database.db.transaction(async (tx) => {
    const [consumer] = await tx
      .select({ id: consumers.id, name: consumers.name, email: consumers.email })
      .from(consumers)
      .where(
        and(
          eq(consumers.entityCode, platform.entityCode),
          eq(consumers.email, email),
          eq(consumers.status, 'Active'),
        ),
      );
    if (!consumer) return;
    const token = randomBytes(32).toString('base64url');
    await tx
      .update(consumers)
      .set({
        resetTokenHash: hashToken(token),
        resetTokenExpiresAt: new Date(Date.now() + minutes * 60_000),
      })
      .where(eq(consumers.id, consumer.id));
    // The link opens the web store the reset was asked on, in the consumer's language (issue 41).
    const target = await consumerMailTarget(tx, consumer.id, platform.id);
    if (!target) return;
    await services.mail.queue(tx, {
      template: consumerResetPasswordMail,
      to: consumer.email,
      entityCode: platform.entityCode,
      data: { ...target.base, email: consumer.email, token, minutes },
    });
  });
  await services.mail.relaySafely();
}

/**
 * POST store/v1/consumers/reset-password: spends the link's token (unused, not expired, of this
 * distributor's consumer with that e-mail) and sets the new password, in one statement. A wrong,
 * used or expired link is refused (400) and changes nothing.
 */
export async function resetConsumerPassword(
  services: Services,
  entityCode: string,
  body: StoreResetPasswordRequest,
) {
  const passwordHash = await hashPassword(body.password);
  const [row] = await services.database.db
    .update(consumers)
    .set({ passwordHash, resetTokenHash: null, resetTokenExpiresAt: null })
    .where(
      and(
        eq(consumers.entityCode, entityCode),
        eq(consumers.email, body.email),
        eq(consumers.status, 'Active'),
        eq(consumers.resetTokenHash, hashToken(body.token)),
        gt(consumers.resetTokenExpiresAt, new Date()),
      ),
    )
    .returning({ id: consumers.id });
  if (!row) throw new AppError('INVALID_TOKEN', RESET_LINK_INVALID, undefined, 400);
}
