import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { CONFIRMATION_LINK_INVALID, EMAIL_ALREADY_CONFIRMED } from '@wander/contract';
import type { Services } from '../../platform/services.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { hashToken } from '../../platform/auth/tokens.js';
import { consumers } from '../../db/schema/index.js';
import { issueConsumerCoupons } from '../coupon/issue-consumer-coupons.js';
import { consumerConfirmEmailMail } from './mail/consumer-mails.js';
import { consumerMailTarget } from './mail/consumer-mail-target.js';
import { consumerProfileColumns } from './consumer-profile.js';

/**
 * Gives the consumer a new confirmation link (the previous one stops working) and queues its
 * e-mail, inside the caller's transaction.
 */
export async function queueConsumerConfirmation(
  services: Services,
  tx: Tx,
  consumer: { id: string; email: string; name: string; entityCode: string },
) {
  const hours = services.config.tokens.confirmEmailHours;
  const token = randomBytes(32).toString('base64url');
  await tx
    .update(consumers)
    .set({
      emailTokenHash: hashToken(token),
      emailTokenExpiresAt: new Date(Date.now() + hours * 3600_000),
    })
    .where(eq(consumers.id, consumer.id));
  // In the consumer's language and its platform's brand; the link opens the web store of the
  // platform it signed up through (issues 28, 41).
  const target = await consumerMailTarget(tx, consumer.id);
  if (!target) return;
  await services.mail.queue(tx, {
    template: consumerConfirmEmailMail,
    to: consumer.email,
    entityCode: consumer.entityCode,
    data: { ...target.base, email: consumer.email, token, hours },
  });
}

/**
 * The link of the confirmation e-mail: confirms the consumer of this distributor with that e-mail
 * and token (unused, not expired) and gives it the distributor's 'On sign-up' coupons, in one
 * transaction. A wrong, used or expired link is refused and changes nothing.
 */
export async function confirmConsumerEmail(
  services: Services,
  entityCode: string,
  input: { email: string; token: string },
) {
  return services.database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(consumers)
      .set({ emailConfirmedAt: new Date(), emailTokenHash: null, emailTokenExpiresAt: null })
      .where(
        and(
          eq(consumers.entityCode, entityCode),
          eq(consumers.email, input.email),
          eq(consumers.emailTokenHash, hashToken(input.token)),
          gt(consumers.emailTokenExpiresAt, sql`now()`),
          isNull(consumers.emailConfirmedAt),
        ),
      )
      .returning(consumerProfileColumns);
    if (!row)
      throw AppError.validation({ token: [CONFIRMATION_LINK_INVALID] }, CONFIRMATION_LINK_INVALID);
    await issueConsumerCoupons(tx, { id: row.id, entityCode, name: row.name }, 'SignUp');
    return { ...row, emailConfirmed: true };
  });
}

/** Sends the signed-in consumer's confirmation e-mail again; 409 once it is confirmed. */
export async function resendConsumerConfirmation(
  services: Services,
  entityCode: string,
  consumer: { id: string; email: string; name: string; emailConfirmed: boolean },
) {
  if (consumer.emailConfirmed) {
    throw new AppError('CONFLICT', EMAIL_ALREADY_CONFIRMED, undefined, 409);
  }
  await services.database.db.transaction((tx) =>
    queueConsumerConfirmation(services, tx, { ...consumer, entityCode }),
  );
  await services.mail.relaySafely();
}
