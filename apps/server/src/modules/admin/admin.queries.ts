import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { companies, roles, userCompanies, userRoles, users } from '../../db/schema/index.js';

/** Users who belong to a company (for the scope of a company admin's user list). */
export const inCompany = (entityCode: string): SQL =>
  sql`exists (select 1 from ${userCompanies} uc join ${companies} c on c.id = uc.company_id
      where uc.user_id = ${users.id} and c.entity_code = ${entityCode})`;

/** Roles and companies of a page of users, in two statements whatever the page size. */
export async function rolesAndCompaniesOf(db: Tx, userIds: string[]) {
  const byUser = new Map<string, { roleNames: string[]; entityCodes: string[] }>(
    userIds.map((id) => [id, { roleNames: [], entityCodes: [] }]),
  );
  if (userIds.length === 0) return byUser;
  const [roleRows, companyRows] = await Promise.all([
    db
      .select({ userId: userRoles.userId, roleName: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(inArray(userRoles.userId, userIds)),
    db
      .select({ userId: userCompanies.userId, entityCode: companies.entityCode })
      .from(userCompanies)
      .innerJoin(companies, eq(companies.id, userCompanies.companyId))
      .where(inArray(userCompanies.userId, userIds)),
  ]);
  for (const r of roleRows) {
    const entry = byUser.get(r.userId)!;
    if (!entry.roleNames.includes(r.roleName)) entry.roleNames.push(r.roleName);
  }
  for (const c of companyRows) byUser.get(c.userId)!.entityCodes.push(c.entityCode);
  for (const entry of byUser.values()) {
    entry.roleNames.sort();
    entry.entityCodes.sort();
  }
  return byUser;
}

/**
 * The roles a company's users may hold: the platform roles, each replaced by the company's own
 * copy where it has one (never another company's roles).
 */
export async function rolesOfCompany(db: Tx, entityCode: string, names?: string[]) {
  if (names?.length === 0) return [];
  const rows = await db
    .select()
    .from(roles)
    .where(
      and(
        or(isNull(roles.entityCode), eq(roles.entityCode, entityCode)),
        names ? inArray(roles.name, names) : undefined,
      ),
    )
    .orderBy(asc(roles.name));
  const byName = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!byName.has(row.name) || row.entityCode) byName.set(row.name, row);
  return [...byName.values()];
}

export async function roleIdsByName(db: Tx, names: string[], entityCode: string) {
  const rows = await rolesOfCompany(db, entityCode, names);
  return new Map(rows.map((r) => [r.name, r.id]));
}

export async function companyIdByCode(db: Tx, entityCode: string) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.entityCode, entityCode));
  return row?.id;
}

/** Is the user linked to the company? */
export async function userInCompany(db: Tx, userId: string, entityCode: string) {
  const [row] = await db
    .select({ userId: userCompanies.userId })
    .from(userCompanies)
    .innerJoin(companies, eq(companies.id, userCompanies.companyId))
    .where(and(eq(userCompanies.userId, userId), eq(companies.entityCode, entityCode)));
  return Boolean(row);
}

/**
 * Refuses a change that leaves no active user holding DmsAdmin: run inside the change's
 * transaction, after it, so the change rolls back (nobody could give the role back).
 */
export async function assertPlatformAdminRemains(tx: Tx) {
  const [row] = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(roles.name, 'DmsAdmin'), isNull(roles.entityCode), eq(users.isActive, true)))
    .limit(1);
  if (!row) throw new AppError('BUSINESS_RULE', LAST_PLATFORM_ADMIN);
}

export const LAST_PLATFORM_ADMIN = 'The last platform administrator cannot be removed';
