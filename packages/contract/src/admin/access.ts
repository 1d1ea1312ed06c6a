import { z } from 'zod';
import { requiredText } from '../validation/validators.js';

export const roleRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  isSystem: z.boolean(),
  /** Its users must sign in with a second factor (two-factor sign-in). */
  twoFactorRequired: z.boolean(),
  userCount: z.number(),
});
export type RoleRow = z.infer<typeof roleRowSchema>;

const roleName = requiredText('Role Name', { max: 64 }).regex(/^[A-Za-z][A-Za-z0-9 _-]*$/, {
  error: 'Role Name should start with a letter and have only letters, digits, spaces, _ and -',
});
export const createRoleSchema = z.object({ name: roleName }).strict();
export const updateRoleSchema = z.object({ name: z.string().max(64), newName: roleName }).strict();

export const grantSchema = z.object({
  resourceName: z.string().min(1).max(128),
  permission: z.string().min(1).max(64),
});
export type Grant = z.infer<typeof grantSchema>;

/** The role x resource matrix of admin/Permissions. */
export const permissionMatrixSchema = z.object({
  roles: z.array(z.object({ roleName: z.string(), isSystem: z.boolean(), editable: z.boolean() })),
  resources: z.array(
    z.object({ resourceName: z.string(), label: z.string(), actions: z.array(z.string()) }),
  ),
  grants: z.array(
    z.object({ roleName: z.string(), resourceName: z.string(), permission: z.string() }),
  ),
});
export type PermissionMatrix = z.infer<typeof permissionMatrixSchema>;

/** Saved back as a whole: each listed role's grants are replaced by exactly these. */
export const savePermissionsSchema = z
  .object({
    roles: z
      .array(
        z
          .object({
            roleName: z.string().max(64),
            permissions: z.array(grantSchema.strict()).max(2000),
          })
          .strict(),
      )
      .min(1)
      .max(50),
  })
  .strict();

export const customerGroupMatrixSchema = z.object({
  /** The working company's groups; in the platform company, every company's (issue 26). */
  customerGroups: z.array(
    z.object({ id: z.string(), name: z.string(), entityCode: z.string(), companyName: z.string() }),
  ),
  resources: permissionMatrixSchema.shape.resources,
  grants: z.array(
    z.object({ customerGroupId: z.string(), resourceName: z.string(), permission: z.string() }),
  ),
});

export const saveCustomerGroupPermissionsSchema = z
  .object({
    customerGroupId: z.string().max(64),
    permissions: z.array(grantSchema.strict()).max(2000),
  })
  .strict();
