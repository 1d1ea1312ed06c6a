import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { messages, mustMatch, requiredPassword, requiredText } from '@wander/contract';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import { refreshTokens, users } from '../../db/schema/index.js';

export const changePasswordBody = z
  .object({
    currentPassword: requiredText('Current Password', { max: 128 }),
    newPassword: requiredPassword('New Password'),
    confirmedNewPassword: z.string({ error: messages.required('Confirm New Password') }),
  })
  .strict()
  .superRefine(
    mustMatch('confirmedNewPassword', 'Confirm New Password', 'newPassword', 'New Password'),
  );
export type ChangePasswordInput = z.infer<typeof changePasswordBody>;

/**
 * Changes the caller's password. Every other session (refresh-token family) is revoked; the
 * current one stays signed in.
 */
export async function changePassword(
  db: Db,
  userId: string,
  currentFamilyId: string | undefined,
  input: ChangePasswordInput,
) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw AppError.validation({ currentPassword: ['Current Password is incorrect'] });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    const active = await tx
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    const others = [...new Set(active.map((r) => r.familyId))].filter((f) => f !== currentFamilyId);
    for (const familyId of others) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    }
  });
}
