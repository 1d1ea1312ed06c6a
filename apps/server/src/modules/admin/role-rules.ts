import type { AuthContext } from '../../platform/auth/context.js';
import { AppError } from '../../platform/http/errors.js';

/** Roles only a platform admin may hand out: they reach beyond one company. */
const PLATFORM_ROLES = new Set(['DmsAdmin', 'OperatorAdmin', 'OperatorStaff']);

export const isPlatformRole = (roleName: string) => PLATFORM_ROLES.has(roleName);

/** Refuses to let a company admin grant platform-wide roles (no privilege escalation). */
export function assertMayAssign(ctx: AuthContext, roleNames: string[]) {
  if (ctx.isDmsAdmin) return;
  const refused = roleNames.filter(isPlatformRole);
  if (refused.length) {
    throw AppError.validation({ roleNames: [`You cannot assign the role ${refused[0]}`] });
  }
}
