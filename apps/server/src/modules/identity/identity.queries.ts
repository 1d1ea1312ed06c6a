import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import type { AuthCompany, AuthContext } from '../../platform/auth/context.js';
import {
  companies,
  refreshTokens,
  rolePermissions,
  roles,
  userCompanies,
  userRoles,
  users,
  userTwoFactor,
} from '../../db/schema/index.js';
import { setupStatusOf } from '../network/company-setup.js';

type CompanyRow = typeof companies.$inferSelect;

export function toAuthCompany(row: CompanyRow): AuthCompany {
  return {
    id: row.id,
    entityCode: row.entityCode,
    companyName: row.companyName,
    customCode: row.customCode,
    companyType: row.companyType,
    parentEntityCode: row.parentEntityCode ?? null,
    isSetupFully: setupStatusOf(row).isSetupFully,
  };
}

export async function findUserByEmail(db: Tx, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row ?? null;
}

export { findCompanyByCode } from '../network/network.queries.js';

/** Everything the permission and tenancy checks need about a user, in four small queries. */
/**
 * Who the user is and may do. `sessionSeconds` is how long an access token lives: the sessions
 * (refresh-token families) ended within it (plus a minute for clock skew) are listed, so their
 * access tokens are refused before they expire.
 */
export async function loadAuthContext(
  db: Tx,
  userId: string,
  sessionSeconds = 900,
): Promise<AuthContext | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const roleRows = await db
    .select({
      roleId: roles.id,
      roleName: roles.name,
      entityCode: userRoles.entityCode,
      twoFactorRequired: roles.twoFactorRequired,
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.name));
  const roleIds = [...new Set(roleRows.map((r) => r.roleId))];
  const permissionRows = roleIds.length
    ? await db
        .selectDistinct({
          resourceName: rolePermissions.resourceName,
          permission: rolePermissions.permission,
        })
        .from(rolePermissions)
        .where(inArray(rolePermissions.roleId, roleIds))
    : [];
  const companyRows = await db
    .select({ company: companies })
    .from(userCompanies)
    .innerJoin(companies, eq(companies.id, userCompanies.companyId))
    .where(eq(userCompanies.userId, userId))
    .orderBy(asc(userCompanies.position), asc(companies.companyName));
  const revokedRows = await db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.userId, userId),
        gt(refreshTokens.revokedAt, sql`now() - make_interval(secs => ${sessionSeconds + 60})`),
      ),
    );
  const roleNames = [...new Set(roleRows.map((r) => r.roleName))];
  // Only a required factor needs a look at the user's own (most users have none required).
  const required = roleRows.some((r) => r.twoFactorRequired);
  const [enrolled] = required
    ? await db
        .select({ userId: userTwoFactor.userId })
        .from(userTwoFactor)
        .where(and(eq(userTwoFactor.userId, userId), isNotNull(userTwoFactor.confirmedAt)))
    : [];
  return {
    userId: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    userName: user.userName,
    isActive: user.isActive,
    roleNames,
    userRoleEntities: roleRows.map((r) => ({ roleName: r.roleName, entityCode: r.entityCode })),
    isDmsAdmin: roleNames.includes('DmsAdmin'),
    permissions: new Set(permissionRows.map((p) => `${p.resourceName}:${p.permission}`)),
    companies: companyRows.map((r) => toAuthCompany(r.company)),
    revokedFamilies: new Set(revokedRows.map((r) => r.familyId)),
    twoFactorPending: required && !enrolled,
  };
}

export async function revokeFamily(db: Tx, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of a user (password reset). */
export async function revokeAllSessions(db: Tx, userId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
