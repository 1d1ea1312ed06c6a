import type { AuthContext } from '../../platform/auth/context.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { assertManages } from '../admin/manage-users.js';
import { removeTwoFactor } from './two-factor.queries.js';

/**
 * A platform admin removes a user's second factor (a lost phone and lost recovery codes): the user
 * signs in with the password alone and enrols again (the app asks them to where their role
 * requires it). The call is in the API log (admin/Logs) with who made it and for which user id.
 */
export async function resetUserTwoFactor(
  db: Db,
  ctx: AuthContext,
  workingCompany: string,
  userId: string,
): Promise<void> {
  await assertManages(db, ctx, workingCompany, userId);
  if (!ctx.isDmsAdmin) {
    throw AppError.forbidden("Only a platform admin can reset a user's two-factor sign-in");
  }
  if (!(await removeTwoFactor(db, userId))) {
    throw new AppError('BUSINESS_RULE', 'This user has no two-factor sign-in');
  }
}
