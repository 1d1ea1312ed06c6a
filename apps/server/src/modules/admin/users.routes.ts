import { and, eq, getTableColumns, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  sortByLabel,
  createUserSchema,
  deleteManyUsersSchema,
  envelopeOf,
  pagedEnvelopeOf,
  pagingRequestSchema,
  replaceUserRolesSchema,
  Resource,
  SuccessMessage,
  updateUserSchema,
  userResource,
  userRowSchema,
  type UserRow,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import type { Tx } from '../../platform/db/client.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { accessChanged, accessChangedSchema } from './access-changed.js';
import { currentCompany, isPlatformUser, requireAuth } from '../../platform/http/security.js';
import { runSearch } from '../../crud/run-search.js';
import { roles, userRoles, users } from '../../db/schema/index.js';
import { inCompany, rolesAndCompaniesOf } from './admin.queries.js';
import {
  assertManages,
  cleanEntityRoles,
  createUser,
  deleteUsers,
  replaceUserRoles,
  updateUser,
} from './manage-users.js';
import { companyRow, userRow } from '../../db/tenant-rows.js';

const userColumns = getTableColumns(users);
const selection = {
  id: users.id,
  email: users.email,
  userName: users.userName,
  firstName: users.firstName,
  lastName: users.lastName,
  isActive: users.isActive,
  emailConfirmed: users.emailConfirmed,
};
const perm = (action: string) => ({ auth: { resource: Resource.Users, action } });
const tags = ['admin'];
const idParams = z.object({ id: z.string().max(64) });
const options = envelopeOf(z.array(z.object({ label: z.string(), value: z.string() })));

async function withRoles(
  db: Tx,
  rows: Omit<UserRow, 'roleNames' | 'entityCodes'>[],
): Promise<UserRow[]> {
  const extra = await rolesAndCompaniesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, ...extra.get(r.id)! }));
}

export function userRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  const scopeFor = (request: Parameters<typeof currentCompany>[0]) =>
    requireAuth(request).isDmsAdmin ? undefined : inCompany(currentCompany(request).entityCode);
  const loadUser = async (id: string) => {
    const [row] = await db.select(selection).from(users).where(eq(users.id, id));
    // A platform admin's assertManages does not look the user up: an unknown id ends here.
    if (!row) throw AppError.notFound('User');
    return (await withRoles(db, [row]))[0];
  };
  const changed = (message: string) => accessChanged(services, message);

  return async (app) => {
    app.post(
      '/admin/Users/search',
      {
        config: { ...perm('View'), tenancy: 'company' },
        schema: {
          tags,
          body: pagingRequestSchema,
          response: {
            200: pagedEnvelopeOf(userRowSchema),
          },
        },
      },
      async (request) => {
        const page = await runSearch<Omit<UserRow, 'roleNames' | 'entityCodes'>>(
          db,
          userResource,
          users,
          userColumns,
          selection,
          request.body,
          scopeFor(request),
        );
        return ok({ ...page, items: await withRoles(db, page.items) });
      },
    );

    app.get(
      '/admin/Users/GetSelectList',
      {
        config: { ...perm('View'), tenancy: 'company' },
        schema: { tags, response: { 200: options } },
      },
      async (request) => {
        const rows = await db
          .select({ label: users.email, value: users.id })
          .from(users)
          .where(scopeFor(request))
          .orderBy(users.email)
          .limit(1000);
        return ok(sortByLabel(rows));
      },
    );

    app.get(
      '/admin/Users/GetSalesmanOptions',
      {
        config: { ...perm('View'), tenancy: 'company' },
        schema: { tags, response: { 200: options } },
      },
      async (request) => {
        const entityCode = currentCompany(request).entityCode;
        const rows = await db
          .selectDistinct({ label: users.email, value: users.id })
          .from(users)
          .innerJoin(userRoles, eq(userRoles.userId, users.id))
          .innerJoin(roles, eq(roles.id, userRoles.roleId))
          .where(
            and(
              eq(userRoles.entityCode, entityCode),
              inArray(roles.name, ['CompanyAdmin', 'CompanyOperator', 'Agent']),
            ),
          )
          .orderBy(users.email);
        return ok(rows);
      },
    );

    app.get(
      '/admin/Users/:id',
      {
        config: { ...perm('View'), tenancy: userRow },
        schema: { tags, params: idParams, response: { 200: envelopeOf(userRowSchema) } },
      },
      async (request) => {
        await assertManages(
          db,
          requireAuth(request),
          currentCompany(request).entityCode,
          request.params.id,
        );
        return ok(await loadUser(request.params.id));
      },
    );

    app.post(
      '/admin/Users',
      {
        config: { ...perm('Create'), tenancy: 'company' },
        schema: { tags, body: createUserSchema, response: { 200: envelopeOf(userRowSchema) } },
      },
      async (request) => {
        const id = await createUser(
          db,
          requireAuth(request),
          currentCompany(request).entityCode,
          request.body,
        );
        return ok(await loadUser(id), SuccessMessage.created);
      },
    );

    app.put(
      '/admin/Users/:id',
      {
        config: {
          ...perm('Update'),
          tenancy: { ...userRow, body: { firstName: 'Probe', lastName: 'Probe', isActive: false } },
        },
        schema: {
          tags,
          params: idParams,
          body: updateUserSchema,
          response: { 200: envelopeOf(userRowSchema) },
        },
      },
      async (request) => {
        await updateUser(
          db,
          requireAuth(request),
          currentCompany(request).entityCode,
          request.params.id,
          request.body,
        );
        services.contexts.invalidate(request.params.id);
        return ok(await loadUser(request.params.id), SuccessMessage.updated);
      },
    );

    app.delete(
      '/admin/Users/:id',
      {
        config: { ...perm('Delete'), tenancy: userRow },
        schema: { tags, params: idParams, response: accessChangedSchema },
      },
      async (request) => {
        await deleteUsers(db, requireAuth(request), currentCompany(request).entityCode, [
          request.params.id,
        ]);
        return changed(SuccessMessage.deleted);
      },
    );

    app.post(
      '/admin/Users/DeleteMany',
      {
        config: { ...perm('Delete'), tenancy: { ...userRow, id: 'body.userIds[]' } },
        schema: { tags, body: deleteManyUsersSchema, response: accessChangedSchema },
      },
      async (request) => {
        await deleteUsers(db, requireAuth(request), currentCompany(request).entityCode, [
          ...new Set(request.body.userIds),
        ]);
        return changed(SuccessMessage.deleted);
      },
    );

    app.put(
      '/admin/UserRoles',
      {
        config: {
          ...perm('Update'),
          tenancy: { ...userRow, id: 'body.userId', body: { roleNames: [] } },
        },
        schema: { tags, body: replaceUserRolesSchema, response: accessChangedSchema },
      },
      async (request) => {
        await replaceUserRoles(
          db,
          requireAuth(request),
          currentCompany(request).entityCode,
          request.body,
        );
        return changed(SuccessMessage.updated);
      },
    );

    app.delete(
      '/admin/UserRoles/CleanEntity/:entity',
      {
        config: {
          auth: { resource: Resource.Roles, action: 'Delete' },
          tenancy: companyRow('params.entity'),
        },
        schema: {
          tags,
          params: z.object({ entity: z.string().max(32) }),
          response: accessChangedSchema,
        },
      },
      async (request) => {
        // Another company's roles are not this company's to clear (only platform staff may).
        if (
          !isPlatformUser(request) &&
          request.params.entity !== currentCompany(request).entityCode
        )
          throw AppError.notFound('Company');
        await cleanEntityRoles(db, request.params.entity);
        return changed(SuccessMessage.deleted);
      },
    );
  };
}
