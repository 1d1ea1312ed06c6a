import { eq } from 'drizzle-orm';
import type { ResetTwoFactorResult } from '@wander/contract';
import type { AuthContext } from '../../platform/auth/context.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { users } from '../../db/schema/index.js';
import { assertManages } from '../admin/manage-users.js';
import { removeTwoFactor } from './two-factor.queries.js';

/**
 * A platform admin removes a user's second factor (a lost phone and lost recovery codes): the user
 * signs in with the password alone and enrols again (the app asks them to where their role
 * requires it). The answer names the user (e-mail and name), so the call's entry in the API log
 * (admin/Logs: who made it, its path with the id, its answer) says whom it was for (issue 37).
 */
export async function resetUserTwoFactor(
  db: Db,
  ctx: AuthContext,
  workingCompany: string,
  userId: string,
): Promise<ResetTwoFactorResult> {
  await assertManages(db, ctx, workingCompany, userId);
  if (!ctx.isDmsAdmin) {
    throw AppError.forbidden("Only a platform admin can reset a user's two-factor sign-in");
  }
  const [user] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw AppError.notFound('User');
  if (!(await removeTwoFactor(db, userId))) {
    throw new AppError('BUSINESS_RULE', 'This user has no two-factor sign-in');
  }
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  return { userId, email: user.email, name };
}
