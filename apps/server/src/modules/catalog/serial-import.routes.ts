import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bulkIccidValidationResultSchema,
  bulkIccidValidationSchema,
  envelopeOf,
  ImportStatus,
  pagedEnvelopeOf,
  pagingRequestSchema,
  SerialImportPath,
  serialImportHistoryList,
  serialImportResultSchema,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { CSV_MULTIPART_LIMITS, uploadedFile } from '../../platform/http/csv-upload.js';
import { currentCompany, requireAuth } from '../../platform/http/security.js';
import { runSearch } from '../../crud/run-search.js';
import { serialNumberImports } from '../../db/schema/index.js';
import { importSerialNumbers } from './import-serial-numbers.js';
import { validateIccids } from './validate-iccids.js';

const permission = serialImportHistoryList.permission;
const tags = ['product'];

/** The history's columns; its status is Failed when a row was refused (nothing was imported). */
const columns = getTableColumns(serialNumberImports) as unknown as Record<string, PgColumn>;
const { id, fileName, totalRows, importedRows, failedRows, importedBy, createdAt, errors } =
  getTableColumns(serialNumberImports);
const selection = {
  id,
  fileName,
  status: sql<string>`case when ${failedRows} > 0 then ${ImportStatus.failed}
    else ${ImportStatus.completed} end`.as('status'),
  totalRows,
  importedRows,
  failedRows,
  importedBy,
  createdAt,
  errors,
};

/** The eSIM stock import (multipart CSV), its history, and the ICCID check of invoice details. */
export function serialImportRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  return async (app) => {
    await app.register(multipart, CSV_MULTIPART_LIMITS);

    app.post(
      `/${SerialImportPath.import}`,
      {
        config: {
          auth: { resource: permission, action: 'Create' },
          tenancy: 'company',
          bodyExempt: 'multipart',
        },
        schema: { tags, response: { 200: envelopeOf(serialImportResultSchema) } },
      },
      async (request) => {
        const { fileName: name, content } = await uploadedFile(request);
        const result = await importSerialNumbers(db, currentCompany(request), {
          fileName: name,
          importedBy: requireAuth(request).email,
          content,
        });
        return ok(
          result,
          result.status === ImportStatus.completed
            ? `${result.importedRows} serial number(s) imported`
            : `${result.failedRows} row(s) of the file are invalid; nothing was imported`,
        );
      },
    );

    app.post(
      `/${SerialImportPath.history}`,
      {
        config: { auth: { resource: permission, action: 'View' }, tenancy: 'company' },
        schema: {
          tags,
          body: pagingRequestSchema,
          response: { 200: pagedEnvelopeOf(serialImportHistoryList.row) },
        },
      },
      async (request) =>
        ok(
          await runSearch(
            db,
            serialImportHistoryList,
            serialNumberImports,
            columns,
            selection,
            request.body,
            eq(serialNumberImports.entityCode, currentCompany(request).entityCode),
          ),
        ),
    );

    app.post(
      `/${SerialImportPath.validate}`,
      {
        config: { auth: { resource: permission, action: 'View' }, tenancy: 'company' },
        schema: {
          tags,
          body: bulkIccidValidationSchema,
          response: { 200: envelopeOf(bulkIccidValidationResultSchema) },
        },
      },
      async (request) =>
        ok(
          await validateIccids(db, currentCompany(request), {
            iccids: request.body.iccids,
            variantId: request.body.variantId ?? null,
          }),
        ),
    );
  };
}
