import type { Services } from '../../platform/services.js';
import type { Tx } from '../../platform/db/client.js';
import { confirmEmailMail } from '../../platform/mail/index.js';
import { issueAccountToken } from './account.queries.js';

/** Issues a confirmation token and queues its e-mail, inside the caller's transaction. */
export async function queueConfirmation(
  services: Services,
  tx: Tx,
  user: { userId: string; email: string; firstName: string; entityCode: string | null },
) {
  const hours = services.config.tokens.confirmEmailHours;
  const token = await issueAccountToken(tx, user.userId, 'confirm-email', hours * 3600_000);
  await services.mail.queue(tx, {
    template: confirmEmailMail,
    to: user.email,
    entityCode: user.entityCode,
    data: { firstName: user.firstName, email: user.email, token, hours },
  });
}
