import { and, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  agentHasDownlineMessage,
  type createUserSchema,
  type replaceUserRolesSchema,
  type updateUserSchema,
} from '@wander/contract';
import type { AuthContext } from '../../platform/auth/context.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { agents, userCompanies, userRoles, users } from '../../db/schema/index.js';
import {
  assertPlatformAdminRemains,
  companyIdByCode,
  roleIdsByName,
  userInCompany,
} from './admin.queries.js';
import { assertMayAssign } from './role-rules.js';

/** The users an admin may act on: all for a platform admin, else those of the working company. */
export async function assertManages(db: Tx, ctx: AuthContext, entityCode: string, userId: string) {
  if (!isUuid(userId)) throw AppError.notFound('User');
  if (ctx.isDmsAdmin) return;
  if (!(await userInCompany(db, userId, entityCode))) throw AppError.notFound('User');
}

async function setRoles(tx: Tx, userId: string, entityCode: string, roleNames: string[]) {
  const ids = await roleIdsByName(tx, roleNames, entityCode);
  const unknown = roleNames.find((r) => !ids.has(r));
  // `!== undefined`: an empty role name is unknown too (it was falsy here, then a null role_id).
  if (unknown !== undefined)
    throw AppError.validation({ roleNames: [`Role ${unknown} does not exist`] });
  await tx
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.entityCode, entityCode)));
  if (roleNames.length) {
    await tx
      .insert(userRoles)
      .values(roleNames.map((name) => ({ userId, roleId: ids.get(name)!, entityCode })));
  }
}

export async function createUser(
  db: Db,
  ctx: AuthContext,
  workingCompany: string,
  input: z.infer<typeof createUserSchema>,
) {
  const entityCode = ctx.isDmsAdmin && input.entityCode ? input.entityCode : workingCompany;
  assertMayAssign(ctx, input.roleNames);
  const companyId = await companyIdByCode(db, entityCode);
  if (!companyId) throw AppError.validation({ entityCode: ['Company does not exist'] });
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email: input.email.toLowerCase(),
        userName: input.email.toLowerCase().split('@')[0],
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        emailConfirmed: true,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!created)
      throw new AppError('CONFLICT', 'This user already exists', {
        email: ['Email already exists'],
      });
    await tx.insert(userCompanies).values({ userId: created.id, companyId, position: 0 });
    await setRoles(tx, created.id, entityCode, input.roleNames);
    return created.id;
  });
}

export async function updateUser(
  db: Db,
  ctx: AuthContext,
  entityCode: string,
  id: string,
  input: z.infer<typeof updateUserSchema>,
) {
  await assertManages(db, ctx, entityCode, id);
  if (id === ctx.userId && !input.isActive) {
    throw AppError.validation({ isActive: ['You cannot deactivate yourself'] });
  }
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set(input)
      .where(eq(users.id, id))
      .returning({ id: users.id });
    if (rows.length === 0) throw AppError.notFound('User');
    await assertPlatformAdminRemains(tx);
  });
}

/** The administrator roles a user may not take away from themselves. */
const ADMIN_ROLES = ['DmsAdmin', 'OperatorAdmin', 'CompanyAdmin'];

/** PUT admin/UserRoles: the user's roles in one company become exactly these. */
export async function replaceUserRoles(
  db: Db,
  ctx: AuthContext,
  workingCompany: string,
  input: z.infer<typeof replaceUserRolesSchema>,
) {
  const entityCode = ctx.isDmsAdmin && input.entityCode ? input.entityCode : workingCompany;
  await assertManages(db, ctx, entityCode, input.userId);
  assertMayAssign(ctx, input.roleNames);
  if (input.userId === ctx.userId && !ctx.isDmsAdmin) {
    throw AppError.validation({ roleNames: ['You cannot change your own roles'] });
  }
  if (input.userId === ctx.userId) {
    const held = ctx.userRoleEntities
      .filter((r) => r.entityCode === entityCode)
      .map((r) => r.roleName);
    const dropped = held.find((r) => ADMIN_ROLES.includes(r) && !input.roleNames.includes(r));
    if (dropped)
      throw AppError.validation({
        roleNames: [`You cannot remove your own administrator role ${dropped}`],
      });
  }
  await db.transaction(async (tx) => {
    await setRoles(tx, input.userId, entityCode, input.roleNames);
    await assertPlatformAdminRemains(tx);
  });
}

/** Deletes users in one transaction: all of them, or none when one may not be deleted. */
export async function deleteUsers(db: Db, ctx: AuthContext, entityCode: string, ids: string[]) {
  if (ids.includes(ctx.userId)) throw new AppError('BUSINESS_RULE', 'You cannot delete yourself');
  await db.transaction(async (tx) => {
    for (const id of ids) await assertManages(tx, ctx, entityCode, id);
    // An agent with a downline keeps it: its agents are moved first (agent/Agents), as there.
    const [{ n }] = await tx
      .select({ n: count() })
      .from(agents)
      .where(and(inArray(agents.parentUserId, ids), notInArray(agents.userId, ids)));
    if (n > 0) throw new AppError('CONFLICT', agentHasDownlineMessage(n));
    const deleted = await tx
      .delete(users)
      .where(inArray(users.id, ids))
      .returning({ id: users.id });
    if (deleted.length !== ids.length) throw AppError.notFound('User');
    await assertPlatformAdminRemains(tx);
  });
}

/** DELETE admin/UserRoles/CleanEntity/{entity}: removes every role held in that company. */
export async function cleanEntityRoles(db: Db, entityCode: string) {
  await db.transaction(async (tx) => {
    await tx.delete(userRoles).where(eq(userRoles.entityCode, entityCode));
    await assertPlatformAdminRemains(tx);
  });
}
