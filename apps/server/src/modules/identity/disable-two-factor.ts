import { eq } from 'drizzle-orm';
import type { DisableTwoFactorInput } from '@wander/contract';
import type { Services } from '../../platform/services.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { AppError } from '../../platform/http/errors.js';
import { verifyPassword } from '../../platform/auth/passwords.js';
import { users } from '../../db/schema/index.js';
import { secondFactorThrottle } from './second-factor-throttle.js';
import {
  checkSecondFactor,
  confirmedTwoFactor,
  removeTwoFactor,
  secondFactorGuard,
} from './two-factor.queries.js';

/**
 * Turns the caller's second factor off: needs the password and a current code (or an unused
 * recovery code). Wrong answers count like failed sign-ins and change nothing.
 */
export async function disableTwoFactor(
  services: Services,
  ctx: AuthContext,
  input: DisableTwoFactorInput,
  ip: string,
): Promise<void> {
  const db = services.database.db;
  const throttle = secondFactorThrottle(services, ctx.email, ip);
  await throttle.assertAllowed();
  const factor = await confirmedTwoFactor(db, ctx.userId);
  if (!factor) throw new AppError('BUSINESS_RULE', 'Two-factor sign-in is not on');
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, ctx.userId));
  if (!user || !(await verifyPassword(user.passwordHash, input.password))) {
    await throttle.failed();
    throw AppError.validation({ password: ['Password is incorrect'] });
  }
  if (!(await checkSecondFactor(db, secondFactorGuard(services), ctx.userId, factor, input.otp))) {
    await throttle.failed();
    throw AppError.validation({ otp: ['Code is incorrect'] });
  }
  await removeTwoFactor(db, ctx.userId);
  services.contexts.invalidate(ctx.userId);
}
