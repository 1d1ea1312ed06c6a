import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiLogDetailSchema,
  apiLogResource,
  apiLogRowSchema,
  createRoleSchema,
  customerGroupMatrixSchema,
  envelopeOf,
  pagedEnvelopeOf,
  pagingRequestSchema,
  permissionMatrixSchema,
  Resource,
  roleRowSchema,
  roleTwoFactorSchema,
  saveCustomerGroupPermissionsSchema,
  savePermissionsSchema,
  sortByLabel,
  SuccessMessage,
  updateRoleSchema,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { AppError } from '../../platform/http/errors.js';
import { ok } from '../../platform/http/envelope.js';
import { accessChanged, accessChangedSchema } from './access-changed.js';
import { isUuid } from '../../platform/http/ids.js';
import { currentCompany, requireAuth } from '../../platform/http/security.js';
import { rowColumns, runSearch } from '../../crud/run-search.js';
import { isPlatformRole } from './role-rules.js';
import { rolesOfCompany } from './admin.queries.js';
import { apiLogs, customerGroups } from '../../db/schema/index.js';
import {
  createRole,
  customerGroupMatrix,
  deleteRole,
  listRoles,
  permissionMatrix,
  renameRole,
  saveCustomerGroupPermissions,
  setRoleTwoFactor,
  savePermissions,
} from './manage-access.js';

const tags = ['admin'];
const roles = (action: string) => ({ auth: { resource: Resource.Roles, action } });
const permissions = (action: string) => ({ auth: { resource: Resource.Permissions, action } });
const logs = rowColumns(apiLogResource, apiLogs);
/**
 * Whose customer groups Customer Permissions shows and saves: the working company's, or, in the
 * platform company (which has none: groups are the distributors'), every company's (null).
 */
const groupScopeOf = (request: FastifyRequest) => {
  const company = currentCompany(request);
  return company.companyType === 'platform' ? null : company.entityCode;
};

export function accessRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  const changed = (message: string) => accessChanged(services, message);

  return async (app) => {
    app.get(
      '/admin/Roles',
      {
        config: { ...roles('View'), tenancy: 'global' },
        schema: { tags, response: { 200: envelopeOf(z.array(roleRowSchema)) } },
      },
      async () => ok(await listRoles(db)),
    );

    // Users' role picker: a company admin only sees the roles it may hand out.
    app.get(
      '/admin/Roles/GetSelectList',
      {
        config: { auth: { resource: Resource.Users, action: 'View' }, tenancy: 'company' },
        schema: {
          tags,
          response: {
            200: envelopeOf(z.array(z.object({ label: z.string(), value: z.string() }))),
          },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        const rows = (await rolesOfCompany(db, currentCompany(request).entityCode)).filter(
          (r) => ctx.isDmsAdmin || !isPlatformRole(r.name),
        );
        return ok(sortByLabel(rows.map((r) => ({ label: r.name, value: r.name }))));
      },
    );

    app.post(
      '/admin/Roles',
      {
        config: { ...roles('Create'), tenancy: 'global' },
        schema: { tags, body: createRoleSchema, response: accessChangedSchema },
      },
      async (request) => {
        await createRole(db, request.body.name);
        return changed(SuccessMessage.created);
      },
    );

    app.put(
      '/admin/Roles',
      {
        config: { ...roles('Update'), tenancy: 'global' },
        schema: { tags, body: updateRoleSchema, response: accessChangedSchema },
      },
      async (request) => {
        await renameRole(db, request.body.name, request.body.newName);
        return changed(SuccessMessage.updated);
      },
    );

    app.put(
      '/admin/Roles/TwoFactorRequired',
      {
        config: { ...roles('Update'), tenancy: 'global' },
        schema: { tags, body: roleTwoFactorSchema, response: accessChangedSchema },
      },
      async (request) => {
        await setRoleTwoFactor(db, request.body.name, request.body.twoFactorRequired);
        return changed(SuccessMessage.updated);
      },
    );

    app.delete(
      '/admin/Roles/:name',
      {
        config: { ...roles('Delete'), tenancy: 'global' },
        schema: {
          tags,
          params: z.object({ name: z.string().max(64) }),
          response: accessChangedSchema,
        },
      },
      async (request) => {
        await deleteRole(db, request.params.name);
        return changed(SuccessMessage.deleted);
      },
    );

    app.get(
      '/admin/Permissions',
      {
        config: { ...permissions('View'), tenancy: 'company' },
        schema: { tags, response: { 200: envelopeOf(permissionMatrixSchema) } },
      },
      async (request) =>
        ok(await permissionMatrix(db, requireAuth(request), currentCompany(request).entityCode)),
    );

    app.put(
      '/admin/Permissions',
      {
        config: { ...permissions('Update'), tenancy: 'company' },
        schema: { tags, body: savePermissionsSchema, response: accessChangedSchema },
      },
      async (request) => {
        await savePermissions(
          db,
          requireAuth(request),
          currentCompany(request).entityCode,
          request.body,
        );
        return changed(SuccessMessage.updated);
      },
    );

    app.get(
      '/admin/Permissions/GetCustomerGroupPermissions',
      {
        config: { ...permissions('View'), tenancy: 'company' },
        schema: { tags, response: { 200: envelopeOf(customerGroupMatrixSchema) } },
      },
      async (request) => ok(await customerGroupMatrix(db, groupScopeOf(request))),
    );

    app.put(
      '/admin/Permissions/UpdateCustomerGroupPermissions',
      {
        config: {
          ...permissions('Update'),
          tenancy: {
            table: customerGroups,
            owner: customerGroups.entityCode,
            id: 'body.customerGroupId',
            body: { permissions: [] },
          },
        },
        schema: { tags, body: saveCustomerGroupPermissionsSchema, response: accessChangedSchema },
      },
      async (request) => {
        await saveCustomerGroupPermissions(
          db,
          requireAuth(request),
          groupScopeOf(request),
          request.body,
        );
        return changed(SuccessMessage.updated);
      },
    );

    app.post(
      '/admin/ApiLogs/Search',
      {
        config: {
          auth: { resource: apiLogResource.permission, action: 'View' },
          tenancy: 'global',
        },
        schema: {
          tags,
          body: pagingRequestSchema,
          response: {
            200: pagedEnvelopeOf(apiLogRowSchema),
          },
        },
      },
      async (request) =>
        ok(
          await runSearch(db, apiLogResource, apiLogs, logs.columns, logs.selection, request.body),
        ),
    );

    app.get(
      '/admin/ApiLogs/:id',
      {
        config: {
          auth: { resource: apiLogResource.permission, action: 'View' },
          tenancy: 'global',
        },
        schema: {
          tags,
          params: z.object({ id: z.string().max(64) }),
          response: { 200: envelopeOf(apiLogDetailSchema) },
        },
      },
      async (request) => {
        if (!isUuid(request.params.id)) throw AppError.notFound('Log');
        const [row] = await db.select().from(apiLogs).where(eq(apiLogs.id, request.params.id));
        if (!row) throw AppError.notFound('Log');
        return ok(row);
      },
    );
  };
}
