import { eq } from 'drizzle-orm';
import type { ConfirmEmailInput } from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { users } from '../../db/schema/index.js';
import { consumeAccountToken, setEmailConfirmed } from './account.queries.js';
import { badToken } from './account-errors.js';

/**
 * PATCH confirm: spends the confirmation token of the account with that e-mail. An unknown,
 * used or expired token, or one of another account, is refused and changes nothing.
 */
export async function confirmEmail(services: Services, input: ConfirmEmailInput) {
  const email = input.email.toLowerCase();
  await services.database.db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    const userId = user
      ? await consumeAccountToken(tx, 'confirm-email', input.token, user.id)
      : null;
    if (!userId) throw badToken();
    await setEmailConfirmed(tx, userId);
  });
}
