import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  ImportStatus,
  pagedEnvelopeOf,
  pagingRequestSchema,
  SPARK_PACKAGE_PERMISSION,
  SparkPackagePath,
  sparkPackageImportHistoryList,
  sparkPackageImportResultSchema,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { CSV_MULTIPART_LIMITS, uploadedFile } from '../../platform/http/csv-upload.js';
import { currentCompany, requireAuth } from '../../platform/http/security.js';
import { runSearch } from '../../crud/run-search.js';
import { sparkPackageImports } from '../../db/schema/index.js';
import { importSparkPackages } from './import-spark-packages.js';
import { packageHistoryScope } from './spark-package.queries.js';

const tags = ['product'];
const columns = getTableColumns(sparkPackageImports) as unknown as Record<string, PgColumn>;
const { id, fileName, totalRows, createdRows, updatedRows, failedRows, importedBy, createdAt } =
  getTableColumns(sparkPackageImports);
/** The history's columns; its status is Failed when a row was refused (nothing was written). */
const selection = {
  id,
  fileName,
  status: sql<string>`case when ${failedRows} > 0 then ${ImportStatus.failed}
    else ${ImportStatus.completed} end`.as('status'),
  totalRows,
  createdRows,
  updatedRows,
  failedRows,
  importedBy,
  createdAt,
  errors: sparkPackageImports.errors,
};

/** The Spark package list import (multipart CSV or xlsx) and its history, per company. */
export function sparkPackageRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  return async (app) => {
    await app.register(multipart, CSV_MULTIPART_LIMITS);

    app.post(
      `/${SparkPackagePath.import}`,
      {
        config: {
          auth: { resource: SPARK_PACKAGE_PERMISSION, action: 'Create' },
          tenancy: 'company',
          bodyExempt: 'multipart',
        },
        schema: { tags, response: { 200: envelopeOf(sparkPackageImportResultSchema) } },
      },
      async (request) => {
        const upload = await uploadedFile(request);
        const result = await importSparkPackages(db, currentCompany(request), {
          ...upload,
          importedBy: requireAuth(request).email,
        });
        return ok(
          result,
          result.status === ImportStatus.completed
            ? `${result.totalRows} package(s) imported (${result.createdRows} new, ${result.updatedRows} updated)`
            : `${result.failedRows} row(s) of the file are invalid; nothing was imported`,
        );
      },
    );

    app.post(
      `/${SparkPackagePath.history}`,
      {
        config: {
          auth: { resource: SPARK_PACKAGE_PERMISSION, action: 'View' },
          tenancy: 'company',
        },
        schema: {
          tags,
          body: pagingRequestSchema,
          response: { 200: pagedEnvelopeOf(sparkPackageImportHistoryList.row) },
        },
      },
      async (request) =>
        ok(
          await runSearch(
            db,
            sparkPackageImportHistoryList,
            sparkPackageImports,
            columns,
            selection,
            request.body,
            packageHistoryScope(currentCompany(request).entityCode),
          ),
        ),
    );
  };
}
