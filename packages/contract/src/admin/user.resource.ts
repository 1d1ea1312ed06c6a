import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { requiredEmail, requiredPassword, requiredText } from '../validation/validators.js';

const nameFields = {
  firstName: requiredText('First Name', { max: 100 }),
  lastName: requiredText('Last Name', { max: 100 }),
};

export const userRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isActive: z.boolean(),
  emailConfirmed: z.boolean(),
  roleNames: z.array(z.string()),
  entityCodes: z.array(z.string()),
});
export type UserRow = z.infer<typeof userRowSchema>;

export const createUserSchema = z
  .object({
    email: requiredEmail('Email'),
    ...nameFields,
    password: requiredPassword('Password'),
    roleNames: z
      .array(z.string().max(64), { error: 'Roles is required' })
      .min(1, { error: 'Roles is required' })
      .max(8),
    /** The company the user joins; a company admin's own working company by default. */
    entityCode: z.string().max(32).optional(),
  })
  .strict();

export const updateUserSchema = z.object({ ...nameFields, isActive: z.boolean() }).strict();

/** admin/Users: list, new, edit, detail; search is `admin/Users/search` (spec section 7). */
export const userResource = defineResource({
  apiPath: 'admin/Users',
  labels: { singular: 'User', plural: 'Users' },
  route: '/admin/user',
  row: userRowSchema,
  create: createUserSchema,
  update: updateUserSchema,
  id: 'id',
  columns: [
    { key: 'email', title: 'Email' },
    { key: 'firstName', title: 'First Name' },
    { key: 'lastName', title: 'Last Name' },
    { key: 'roleNames', title: 'Roles' },
    { key: 'isActive', title: 'Active', kind: 'boolean', width: 100 },
  ],
  fields: [
    { key: 'email', label: 'Email', readOnlyOnEdit: true },
    { key: 'firstName', label: 'First Name' },
    { key: 'lastName', label: 'Last Name' },
    { key: 'password', label: 'Password', input: 'password' },
    {
      key: 'roleNames',
      label: 'Roles',
      input: 'select',
      options: { apiPath: 'admin/Roles/GetSelectList' },
    },
  ],
  filters: {
    email: ['contains', 'eq', 'startsWith'],
    firstName: ['contains', 'startsWith'],
    lastName: ['contains', 'startsWith'],
    isActive: ['eq'],
  },
  sorts: ['email', 'firstName', 'lastName'],
  defaultSort: { column: 'email', order: 'asc' },
  selectList: { value: 'id', label: 'email' },
  scope: 'company',
  rowClick: 'detail',
  example: {
    create: {
      email: 'new.user@wander.demo',
      firstName: 'New',
      lastName: 'User',
      password: 'Wander#2026',
      roleNames: ['CompanyOperator'],
    },
    update: { firstName: 'Renamed', lastName: 'User', isActive: true },
  },
});

export const deleteManyUsersSchema = z
  .object({ userIds: z.array(z.string().max(64)).min(1, { error: 'Users is required' }).max(500) })
  .strict();

/** PUT admin/UserRoles: replaces a user's roles within one company. */
export const replaceUserRolesSchema = z
  .object({
    userId: z.string().max(64),
    entityCode: z.string().max(32).optional(),
    roleNames: z.array(z.string().max(64)).max(8),
  })
  .strict();
