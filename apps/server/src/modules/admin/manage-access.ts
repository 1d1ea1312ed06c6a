import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  PermissionMatrix,
  saveCustomerGroupPermissionsSchema,
  savePermissionsSchema,
} from '@wander/contract';
import { can, type AuthContext } from '../../platform/auth/context.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import {
  customerGroupPermissions,
  customerGroups,
  rolePermissions,
  roles,
  userRoles,
} from '../../db/schema/index.js';
import { permissionCatalog } from './permission-catalog.js';

export async function listRoles(db: Db) {
  const rows = await db
    .select({
      id: roles.id,
      name: roles.name,
      isSystem: roles.isSystem,
      userCount: count(userRoles.userId),
    })
    .from(roles)
    .leftJoin(userRoles, eq(userRoles.roleId, roles.id))
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

export async function renameRole(db: Db, name: string, newName: string) {
  const [role] = await db.select().from(roles).where(eq(roles.name, name));
  if (!role) throw AppError.notFound('Role');
  if (role.isSystem) throw new AppError('BUSINESS_RULE', 'A built-in role cannot be renamed');
  const [taken] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, newName));
  if (taken && taken.id !== role.id) throw roleExists();
  await db.update(roles).set({ name: newName }).where(eq(roles.id, role.id));
}

export async function deleteRole(db: Db, name: string) {
  const [role] = await db.select().from(roles).where(eq(roles.name, name));
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

/** Built-in roles are shared by every company: only a platform admin edits their grants. */
const editable = (ctx: AuthContext, role: { name: string; isSystem: boolean }) =>
  role.name !== 'DmsAdmin' && (ctx.isDmsAdmin || !role.isSystem);

export async function permissionMatrix(db: Db, ctx: AuthContext): Promise<PermissionMatrix> {
  const roleRows = await db.select().from(roles).orderBy(asc(roles.name));
  const grants = await db
    .select({
      roleName: roles.name,
      resourceName: rolePermissions.resourceName,
      permission: rolePermissions.permission,
    })
    .from(rolePermissions)
    .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
    .orderBy(asc(roles.name), asc(rolePermissions.resourceName), asc(rolePermissions.permission));
  return {
    roles: roleRows.map((r) => ({
      roleName: r.name,
      isSystem: r.isSystem,
      editable: editable(ctx, r),
    })),
    resources: permissionCatalog(),
    grants,
  };
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

/** PUT admin/Permissions: each listed role's grants become exactly the given ones, in one transaction. */
export async function savePermissions(
  db: Db,
  ctx: AuthContext,
  input: z.infer<typeof savePermissionsSchema>,
) {
  const names = input.roles.map((r) => r.roleName);
  const roleRows = await db.select().from(roles).where(inArray(roles.name, names));
  const byName = new Map(roleRows.map((r) => [r.name, r]));
  for (const entry of input.roles) {
    const role = byName.get(entry.roleName);
    if (!role) throw AppError.validation({ roles: [`Role ${entry.roleName} does not exist`] });
    if (!editable(ctx, role))
      throw AppError.forbidden(`You cannot change the permissions of ${entry.roleName}`);
    checkGrants(ctx, entry.permissions);
  }
  await db.transaction(async (tx) => {
    for (const entry of input.roles) {
      const roleId = byName.get(entry.roleName)!.id;
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

export async function customerGroupMatrix(db: Db, entityCode: string) {
  const groups = await db
    .select({ id: customerGroups.id, name: customerGroups.name })
    .from(customerGroups)
    .where(eq(customerGroups.entityCode, entityCode))
    .orderBy(asc(customerGroups.name));
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

export async function saveCustomerGroupPermissions(
  db: Db,
  ctx: AuthContext,
  entityCode: string,
  input: z.infer<typeof saveCustomerGroupPermissionsSchema>,
) {
  if (!isUuid(input.customerGroupId)) throw AppError.notFound('Customer group');
  const [group] = await db
    .select()
    .from(customerGroups)
    .where(
      and(eq(customerGroups.id, input.customerGroupId), eq(customerGroups.entityCode, entityCode)),
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
