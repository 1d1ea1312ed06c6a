import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  ImportStatus,
  pagedEnvelopeOf,
  pagingRequestSchema,
  PLAN_IMPORT_ACTION,
  planDetailSchema,
  planImportHistoryList,
  planImportResultSchema,
  PlanPath,
  wanderPlanResource,
  type PlanImportResult,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { CSV_MULTIPART_LIMITS, uploadedFile } from '../../platform/http/csv-upload.js';
import { CSV_TYPE, fileHeaders } from '../../platform/http/csv-file.js';
import { currentCompany, isPlatformUser, requireAuth } from '../../platform/http/security.js';
import { planImports, wanderPlans } from '../../db/schema/index.js';
import { searchList, type ListSpec } from '../../crud/list-search.js';
import { exportPlanVariants, exportPlanWorkbook, XLSX_TYPE } from './export-plan.js';
import { importPlanProducts } from './import-plan-products.js';
import { importPlanVariants } from './import-plan-variants.js';
import {
  importHistoryScope,
  planProducts,
  requirePlan,
  visibleProducts,
  type PlanViewer,
} from './plan.queries.js';

const permission = wanderPlanResource.permission;
const view = { auth: { resource: permission, action: 'View' } };
const importing = { auth: { resource: permission, action: PLAN_IMPORT_ACTION } };
const tags = ['product'];
const idParams = z.object({ id: z.string().max(64) });

const viewerOf = (request: FastifyRequest): PlanViewer => ({
  company: currentCompany(request),
  isPlatform: isPlatformUser(request),
});

const { createdAt, failedRows, fileName, importedBy, importedRows, kind, totalRows } =
  getTableColumns(planImports);
/** SearchImportHistory: the history with its plan's name; Failed when a row was refused. */
const historyList: ListSpec = {
  columns: {
    id: planImports.id,
    planId: planImports.planId,
    planName: wanderPlans.planName,
    kind,
    fileName,
    status: Object.assign(
      sql<string>`case when ${failedRows} > 0 then ${ImportStatus.failed}
        else ${ImportStatus.completed} end`,
      { dataType: 'string' },
    ) as unknown as PgColumn,
    totalRows,
    importedRows,
    failedRows,
    importedBy,
    createdAt,
    errors: planImports.errors,
  },
  join: (q) => q.innerJoin(wanderPlans, eq(wanderPlans.id, planImports.planId)) as typeof q,
  filters: planImportHistoryList.filters as ListSpec['filters'],
  sorts: planImportHistoryList.sorts,
  defaultSort: { column: 'createdAt', order: 'desc' },
  money: [],
};

const importMessage = (result: PlanImportResult, what: string) =>
  result.status === ImportStatus.completed
    ? `${result.importedRows} ${what} imported (${result.createdRows} new)`
    : `${result.failedRows} row(s) of the file are invalid; nothing was imported`;

/**
 * The plan extras of product/WanderProductPlan (spec section 7, "Product and plan"): a plan with
 * its products, the product and variant CSV imports and their history, and the two exports.
 */
export function planRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  return async (app) => {
    await app.register(multipart, CSV_MULTIPART_LIMITS);

    app.get(
      `/${PlanPath.detailByPlan}/:id`,
      {
        config: { ...view, tenancy: 'global' },
        schema: { tags, params: idParams, response: { 200: envelopeOf(planDetailSchema) } },
      },
      async (request) => {
        const plan = await requirePlan(db, request.params.id);
        const items = await planProducts(db, plan.id, visibleProducts(viewerOf(request)));
        return ok({
          id: plan.id,
          planName: plan.planName,
          description: plan.description,
          products: items,
        });
      },
    );

    for (const [path, run, what] of [
      [PlanPath.importProducts, importPlanProducts, 'product(s)'],
      [PlanPath.importVariants, importPlanVariants, 'variant(s)'],
    ] as const) {
      app.post(
        `/${path}/:id`,
        {
          config: { ...importing, tenancy: 'global', bodyExempt: 'multipart' },
          schema: {
            tags,
            params: idParams,
            response: { 200: envelopeOf(planImportResultSchema) },
          },
        },
        async (request) => {
          // An unknown plan is 404 before the file is read.
          await requirePlan(db, request.params.id);
          const upload = await uploadedFile(request);
          const result = await run(db, currentCompany(request), request.params.id, {
            ...upload,
            importedBy: requireAuth(request).email,
          });
          return ok(result, importMessage(result, what));
        },
      );
    }

    app.get(
      `/${PlanPath.exportVariants}/:id`,
      {
        config: { ...view, tenancy: 'global', answers: CSV_TYPE },
        schema: { tags, params: idParams },
      },
      async (request, reply) => {
        const file = await exportPlanVariants(db, currentCompany(request), request.params.id);
        return reply.headers(fileHeaders(CSV_TYPE, file.fileName)).send(file.buffer);
      },
    );

    app.get(
      `/${PlanPath.exportPlan}/:id`,
      {
        config: { ...view, tenancy: 'global', answers: XLSX_TYPE },
        schema: { tags, params: idParams },
      },
      async (request, reply) => {
        const file = await exportPlanWorkbook(db, viewerOf(request), request.params.id);
        return reply.headers(fileHeaders(XLSX_TYPE, file.fileName)).send(file.buffer);
      },
    );

    app.post(
      `/${PlanPath.history}`,
      {
        config: { ...view, tenancy: 'company' },
        schema: {
          tags,
          body: pagingRequestSchema,
          response: { 200: pagedEnvelopeOf(planImportHistoryList.row) },
        },
      },
      async (request) =>
        ok(
          (await searchList(
            db,
            planImports,
            historyList,
            request.body,
            importHistoryScope(viewerOf(request)),
          )) as never,
        ),
    );
  };
}
