import { and, count, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  pagedEnvelopeOf,
  pagingRequestSchema,
  resourcePaths,
  sortByLabel,
  SuccessMessage,
  type AnyResourceDefinition,
} from '@wander/contract';
import type { Services } from '../platform/services.js';
import { AppError } from '../platform/http/errors.js';
import { ok } from '../platform/http/envelope.js';
import { currentCompany, type RouteTenancy } from '../platform/http/security.js';
import { isTenantRow } from '../platform/http/route-declaration.js';
import { isUuid } from '../platform/http/ids.js';
import { rowColumns, runSearch } from './run-search.js';
import type { CrudOptions } from './crud-options.js';
import { declaredWrites } from './declared-writes.js';
import { translateDbError } from './db-errors.js';
import { fileUploadRoute } from '../platform/files/file-upload-route.js';

const formIdParams = z.object({
  id: z.string().max(64),
  formId: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_.-]+$/, { error: 'Form Id is invalid' }),
});

const idParams = z.object({ id: z.string().max(64) });
const selectOption = z.object({ label: z.string(), value: z.string() });

/**
 * The standard routes of one resource (spec section 7): POST Search, GET GetSelectList,
 * GET GetDetail/{id}, POST, PUT {id}, DELETE {id} (or the 'master' pattern); permission per action, company scope,
 * constraint violations as 409. A Search runs exactly two statements: the page and the count.
 */
export function crudRoutes(
  services: Services,
  definition: AnyResourceDefinition,
  options: CrudOptions,
): FastifyPluginAsyncZod {
  const { db } = services.database;
  const { table } = options;
  const { columns, selection } = rowColumns(definition, table);
  const idColumn = columns[definition.id];
  const scopeColumn = options.scopeColumn ? columns[options.scopeColumn] : undefined;
  if (definition.scope === 'company' && !scopeColumn) {
    throw new Error(`${definition.apiPath}: a company-scoped resource needs a scope column`);
  }
  const labels = Object.fromEntries(definition.fields.map((f) => [f.key, f.label]));
  const paths = Object.fromEntries(
    Object.entries(resourcePaths(definition)).map(([k, v]) => [k, `/${v}`]),
  ) as ReturnType<typeof resourcePaths>;
  const owners = options.owner ?? (options.scopeColumn ? [options.scopeColumn] : []);
  if (definition.scope === 'global' && options.rowScope && !options.owner) {
    throw new Error(
      `${definition.apiPath}: a row-scoped global resource must name its owner column`,
    );
  }
  /** Search, select list and create: the working company's rows, or reference data. */
  const listTenancy: RouteTenancy = owners.length ? 'company' : 'global';
  /** Detail, update, delete: the id names a row of a company, or of reference data. */
  const rowTenancy: RouteTenancy = owners.length
    ? { table, owner: owners.map((o) => columns[o]), key: idColumn }
    : 'global';
  const perm = (action: string, tenancy: RouteTenancy = listTenancy) => ({
    auth: { resource: definition.permission, action },
    tenancy,
  });
  const rowEnvelope = envelopeOf(definition.row);
  const { fileFields, beforeWrite, attachFiles } = declaredWrites(services, definition, options);
  const tags = [definition.apiPath.split('/')[0]];

  const scopeOf = (request: FastifyRequest): SQL | undefined =>
    and(
      scopeColumn ? eq(scopeColumn, currentCompany(request).entityCode) : undefined,
      options.rowScope?.(request),
    );
  const readScopeOf = (request: FastifyRequest): SQL | undefined =>
    options.readScope
      ? and(options.readScope(request), options.rowScope?.(request))
      : scopeOf(request);
  const byId = (request: FastifyRequest, id: string, scope = scopeOf) => {
    if (!isUuid(id)) throw AppError.notFound(definition.labels.singular);
    return and(eq(idColumn, id), scope(request));
  };
  /** 409 with what still names the row, before the delete (the foreign key stays the guard). */
  const refuseInUse = async (id: string) => {
    for (const { column, noun } of options.usedBy ?? []) {
      const [{ n }] = await db.select({ n: count() }).from(column.table).where(eq(column, id));
      if (n > 0) {
        throw new AppError(
          'CONFLICT',
          `${definition.labels.singular} is used by ${n} ${n === 1 ? noun[0] : noun[1]}`,
        );
      }
    }
  };
  const findOne = async (where: SQL | undefined) => {
    const [row] = await db.select(selection).from(table).where(where);
    if (!row) throw AppError.notFound(definition.labels.singular);
    return row;
  };

  /** Nothing was written: missing (404), or outside the write scope (422). */
  const refuseWrite = async (where: SQL | undefined): Promise<never> => {
    await findOne(where);
    throw new AppError(
      'BUSINESS_RULE',
      options.writeRefused ?? `This ${definition.labels.singular} can no longer be changed`,
    );
  };

  return async (app) => {
    if (fileFields.length > 0) {
      await app.register(
        fileUploadRoute(services.files, {
          entity: definition.apiPath,
          permission: definition.permission,
          kinds: [...new Set(fileFields.map((f) => f.kind))],
        }),
      );
    }

    app.post(
      paths.search,
      {
        config: perm('View'),
        schema: {
          tags,
          body: pagingRequestSchema,
          response: {
            200: pagedEnvelopeOf(definition.row),
          },
        },
      },
      async (request) =>
        ok(
          await runSearch(
            db,
            definition,
            table,
            columns,
            selection,
            request.body,
            readScopeOf(request),
          ),
        ),
    );

    if (definition.selectList) {
      const { value, label } = definition.selectList;
      app.get(
        paths.selectList,
        {
          config: perm('View'),
          schema: {
            tags,
            ...(options.selectListQuery && { querystring: options.selectListQuery }),
            response: { 200: envelopeOf(z.array(selectOption)) },
          },
        },
        async (request) => {
          const rows = await db
            .select({ label: columns[label], value: columns[value] })
            .from(table)
            .where(readScopeOf(request))
            .orderBy(columns[label])
            .limit(1000);
          // The database's order is its collation's; the answer's is the select-list order.
          return ok(
            sortByLabel(rows.map((r) => ({ label: String(r.label), value: String(r.value) }))),
          );
        },
      );
    }

    app.get(
      paths.detail,
      {
        config: perm('View', rowTenancy),
        schema: { tags, params: idParams, response: { 200: rowEnvelope } },
      },
      async (request) => ok(await findOne(byId(request, request.params.id, readScopeOf))),
    );

    if (!definition.without.includes('create')) {
      app.post(
        paths.create,
        {
          config: perm('Create'),
          schema: { tags, body: definition.create, response: { 200: rowEnvelope } },
        },
        async (request) => {
          const values: Record<string, unknown> = { ...(request.body as object) };
          await beforeWrite(request, values);
          if (options.scopeColumn) values[options.scopeColumn] = currentCompany(request).entityCode;
          try {
            const [row] = options.create
              ? [(await options.create(request, values)) as Record<string, unknown>]
              : await db.insert(table).values(values).returning(selection);
            await attachFiles(request, row);
            await options.afterWrite?.(request);
            return ok(row, SuccessMessage.created);
          } catch (error) {
            translateDbError(error, table, labels);
          }
        },
      );
    }

    if (!definition.without.includes('update')) {
      app.put(
        paths.update,
        {
          config: perm(
            'Update',
            isTenantRow(rowTenancy)
              ? { ...rowTenancy, body: definition.example.update }
              : rowTenancy,
          ),
          schema: {
            tags,
            params: idParams,
            body: definition.update,
            response: { 200: rowEnvelope },
          },
        },
        async (request) => {
          const where = byId(request, request.params.id);
          await beforeWrite(request, request.body as Record<string, unknown>, request.params.id);
          try {
            const rows = await db
              .update(table)
              .set(request.body as object)
              .where(and(where, options.writeScope))
              .returning(selection);
            if (rows.length === 0) await refuseWrite(where);
            await attachFiles(request, rows[0]);
            await options.afterWrite?.(request);
            return ok(rows[0], SuccessMessage.updated);
          } catch (error) {
            if (error instanceof AppError) throw error;
            translateDbError(error, table, labels);
          }
        },
      );
    }

    if (!definition.without.includes('delete')) {
      const remove = async (request: FastifyRequest<{ Params: { id: string } }>) => {
        const where = byId(request, request.params.id);
        if (options.usedBy?.length) {
          await findOne(where); // another company's row is a 404 before anything is counted
          await refuseInUse(request.params.id);
        }
        try {
          const rows = await db
            .delete(table)
            .where(and(where, options.writeScope))
            .returning({ id: idColumn });
          if (rows.length === 0) await refuseWrite(where);
          await options.afterWrite?.(request);
          return ok(null, SuccessMessage.deleted);
        } catch (error) {
          if (error instanceof AppError) throw error;
          translateDbError(error, table, labels, 'delete');
        }
      };
      const deleteResponse = { 200: envelopeOf(z.null()) };
      app.delete(
        paths.remove,
        {
          config: perm('Delete', rowTenancy),
          schema: { tags, params: idParams, response: deleteResponse },
        },
        remove,
      );
      if (options.deleteWithFormId) {
        app.delete(
          `${paths.remove}/:formId`,
          {
            config: perm('Delete', rowTenancy),
            schema: { tags, params: formIdParams, response: deleteResponse },
          },
          remove,
        );
      }
    }
  };
}
