import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  PermissionMatrix,
  saveCustomerGroupPermissionsSchema,
  savePermissionsSchema,
} from '@wander/contract';
import { can, type AuthContext } from '../../platform/auth/context.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import {
  companies,
  customerGroupPermissions,
  customerGroups,
  rolePermissions,
  roles,
  userRoles,
} from '../../db/schema/index.js';
import { permissionCatalog } from './permission-catalog.js';
import { rolesOfCompany } from './admin.queries.js';

export async function listRoles(db: Db) {
  const rows = await db
    .select({
      id: roles.id,
      name: roles.name,
      isSystem: roles.isSystem,
      twoFactorRequired: roles.twoFactorRequired,
      userCount: count(userRoles.userId),
    })
    .from(roles)
    .leftJoin(userRoles, eq(userRoles.roleId, roles.id))
    .where(isNull(roles.entityCode))
    .groupBy(roles.id)
    .orderBy(asc(roles.name));
  return rows.map((r) => ({ ...r, userCount: Number(r.userCount) }));
}

const roleExists = () =>
  new AppError('CONFLICT', 'This role already exists', { name: ['Role Name already exists'] });

export async function createRole(db: Db, name: string) {
  const rows = await db
    .insert(roles)
    .values({ name })
    .onConflictDoNothing()
    .returning({ id: roles.id });
  if (rows.length === 0) throw roleExists();
}

/** A platform role by name (admin/Roles edits platform roles; companies' copies keep theirs). */
const platformRole = (name: string) => and(isNull(roles.entityCode), eq(roles.name, name));

export async function renameRole(db: Db, name: string, newName: string) {
  const [role] = await db.select().from(roles).where(platformRole(name));
  if (!role) throw AppError.notFound('Role');
  if (role.isSystem) throw new AppError('BUSINESS_RULE', 'A built-in role cannot be renamed');
  const [taken] = await db.select({ id: roles.id }).from(roles).where(platformRole(newName));
  if (taken && taken.id !== role.id) throw roleExists();
  await db.update(roles).set({ name: newName }).where(eq(roles.id, role.id));
}

/**
 * The per-role setting of two-factor sign-in, on a platform role (built-in ones too); the
 * companies' own copies of that role follow it.
 */
export async function setRoleTwoFactor(db: Db, name: string, twoFactorRequired: boolean) {
  const [role] = await db.select({ id: roles.id }).from(roles).where(platformRole(name));
  if (!role) throw AppError.notFound('Role');
  await db.update(roles).set({ twoFactorRequired }).where(eq(roles.name, name));
}

export async function deleteRole(db: Db, name: string) {
  const [role] = await db.select().from(roles).where(platformRole(name));
  if (!role) throw AppError.notFound('Role');
  if (role.isSystem) throw new AppError('BUSINESS_RULE', 'A built-in role cannot be deleted');
  const [{ n }] = await db
    .select({ n: count() })
    .from(userRoles)
    .where(eq(userRoles.roleId, role.id));
  if (n > 0)
    throw new AppError('CONFLICT', 'This role is still given to users and cannot be deleted');
  await db.delete(roles).where(eq(roles.id, role.id));
}

type RoleRow = typeof roles.$inferSelect;

/**
 * Whose grants a matrix changes: a platform admin edits the platform roles (every company that
 * has no copy of its own follows them) but never DmsAdmin's; a company admin edits only the
 * roles that are not built in, and only for its own company (a copy, made on its first change).
 */
const editable = (ctx: AuthContext, role: RoleRow) =>
  role.name !== 'DmsAdmin' && (ctx.isDmsAdmin || !role.isSystem);

/** GET admin/Permissions: the roles the working company's users may hold, with their grants. */
export async function permissionMatrix(
  db: Db,
  ctx: AuthContext,
  entityCode: string,
): Promise<PermissionMatrix> {
  const roleRows = await rolesOfCompany(db, entityCode);
  const nameOf = new Map(roleRows.map((r) => [r.id, r.name]));
  const grants = roleRows.length
    ? await db
        .select({
          roleId: rolePermissions.roleId,
          resourceName: rolePermissions.resourceName,
          permission: rolePermissions.permission,
        })
        .from(rolePermissions)
        .where(inArray(rolePermissions.roleId, [...nameOf.keys()]))
        .orderBy(asc(rolePermissions.resourceName), asc(rolePermissions.permission))
    : [];
  return {
    roles: roleRows.map((r) => ({
      roleName: r.name,
      isSystem: r.isSystem,
      editable: editable(ctx, r),
    })),
    resources: permissionCatalog(),
    grants: grants
      .map((g) => ({
        roleName: nameOf.get(g.roleId)!,
        resourceName: g.resourceName,
        permission: g.permission,
      }))
      .sort((a, b) => a.roleName.localeCompare(b.roleName)),
  };
}

/**
 * The role whose grants a company admin's save changes: the company's own copy of a platform
 * role, made now (with the platform role's grants) when it has none, and given to the company's
 * users that held the platform role. Other companies keep theirs.
 */
async function ownRole(tx: Tx, ctx: AuthContext, entityCode: string, role: RoleRow) {
  if (ctx.isDmsAdmin || role.entityCode) return role.id;
  const [copy] = await tx
    .insert(roles)
    .values({
      name: role.name,
      isSystem: false,
      entityCode,
      twoFactorRequired: role.twoFactorRequired,
    })
    .returning({ id: roles.id });
  await tx
    .update(userRoles)
    .set({ roleId: copy.id })
    .where(and(eq(userRoles.roleId, role.id), eq(userRoles.entityCode, entityCode)));
  return copy.id;
}

function checkGrants(
  ctx: AuthContext,
  permissions: { resourceName: string; permission: string }[],
) {
  const known = new Map(permissionCatalog().map((r) => [r.resourceName, r.actions]));
  for (const g of permissions) {
    if (!known.get(g.resourceName)?.includes(g.permission)) {
      throw AppError.validation({
        permissions: [`${g.resourceName} has no action ${g.permission}`],
      });
    }
    // Nobody hands out a permission they do not hold themselves.
    if (!can(ctx, g.resourceName, g.permission))
      throw AppError.forbidden(`You cannot grant ${g.permission} on ${g.resourceName}`);
  }
}

/**
 * PUT admin/Permissions: each listed role's grants become exactly the given ones, for the working
 * company's users (a platform admin: for the platform), in one transaction.
 */
export async function savePermissions(
  db: Db,
  ctx: AuthContext,
  entityCode: string,
  input: z.infer<typeof savePermissionsSchema>,
) {
  const names = input.roles.map((r) => r.roleName);
  const byName = new Map((await rolesOfCompany(db, entityCode, names)).map((r) => [r.name, r]));
  for (const entry of input.roles) {
    const role = byName.get(entry.roleName);
    if (!role) throw AppError.validation({ roles: [`Role ${entry.roleName} does not exist`] });
    if (!editable(ctx, role))
      throw AppError.forbidden(`You cannot change the permissions of ${entry.roleName}`);
    checkGrants(ctx, entry.permissions);
  }
  await db.transaction(async (tx) => {
    for (const entry of input.roles) {
      const roleId = await ownRole(tx, ctx, entityCode, byName.get(entry.roleName)!);
      await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
      const unique = new Map(
        entry.permissions.map((p) => [`${p.resourceName}:${p.permission}`, p]),
      );
      if (unique.size) {
        await tx
          .insert(rolePermissions)
          .values([...unique.values()].map((p) => ({ roleId, ...p })));
      }
    }
  });
}

/**
 * GetCustomerGroupPermissions: the groups of `entityCode`, or, for platform staff
 * (`entityCode` null), every company's: customer groups belong to the distributors, and the
 * platform company has none of its own.
 */
export async function customerGroupMatrix(db: Db, entityCode: string | null) {
  const groups = await db
    .select({
      id: customerGroups.id,
      name: customerGroups.name,
      entityCode: customerGroups.entityCode,
      companyName: companies.companyName,
    })
    .from(customerGroups)
    .innerJoin(companies, eq(companies.entityCode, customerGroups.entityCode))
    .where(entityCode === null ? undefined : eq(customerGroups.entityCode, entityCode))
    .orderBy(asc(companies.companyName), asc(customerGroups.name));
  const ids = groups.map((g) => g.id);
  const grants = ids.length
    ? await db
        .select({
          customerGroupId: customerGroupPermissions.customerGroupId,
          resourceName: customerGroupPermissions.resourceName,
          permission: customerGroupPermissions.permission,
        })
        .from(customerGroupPermissions)
        .where(inArray(customerGroupPermissions.customerGroupId, ids))
    : [];
  return { customerGroups: groups, resources: permissionCatalog(), grants };
}

/** UpdateCustomerGroupPermissions: a group of `entityCode` (any company's for platform staff: null). */
export async function saveCustomerGroupPermissions(
  db: Db,
  ctx: AuthContext,
  entityCode: string | null,
  input: z.infer<typeof saveCustomerGroupPermissionsSchema>,
) {
  if (!isUuid(input.customerGroupId)) throw AppError.notFound('Customer group');
  const [group] = await db
    .select()
    .from(customerGroups)
    .where(
      and(
        eq(customerGroups.id, input.customerGroupId),
        entityCode === null ? undefined : eq(customerGroups.entityCode, entityCode),
      ),
    );
  if (!group) throw AppError.notFound('Customer group');
  checkGrants(ctx, input.permissions);
  await db.transaction(async (tx) => {
    await tx
      .delete(customerGroupPermissions)
      .where(eq(customerGroupPermissions.customerGroupId, group.id));
    const unique = new Map(input.permissions.map((p) => [`${p.resourceName}:${p.permission}`, p]));
    if (unique.size) {
      await tx
        .insert(customerGroupPermissions)
        .values([...unique.values()].map((p) => ({ customerGroupId: group.id, ...p })));
    }
  });
}
