import type { AuthContext } from '../../platform/auth/context.js';
import { AppError } from '../../platform/http/errors.js';

/** Roles only a platform admin may hand out: they reach beyond one company. */
const PLATFORM_ROLES = new Set(['DmsAdmin', 'OperatorAdmin', 'OperatorStaff']);

/** Refuses to let a company admin grant platform-wide roles (no privilege escalation). */
export function assertMayAssign(ctx: AuthContext, roleNames: string[]) {
  if (ctx.isDmsAdmin) return;
  const refused = roleNames.filter((r) => PLATFORM_ROLES.has(r));
  if (refused.length) {
    throw AppError.validation({ roleNames: [`You cannot assign the role ${refused[0]}`] });
  }
}
