import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  INVOICE_IMPORT_PERMISSION as RESOURCE,
  InvoiceImportMessage,
  InvoiceImportPath,
  invoiceImportSchema,
  pagedEnvelopeOf,
  pagingRequestSchema,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { CSV_MULTIPART_LIMITS, uploadedFile } from '../../platform/http/csv-upload.js';
import { isUuid } from '../../platform/http/ids.js';
import { currentCompany, requireAuth } from '../../platform/http/security.js';
import { invoiceImports } from '../../db/schema/index.js';
import { searchList, toApiRow } from '../../crud/list-search.js';
import { queueInvoiceImport } from './import-invoices.js';
import { importById, importHistoryList, importScope } from './invoice-import.queries.js';
import { InvoiceImports } from './run-invoice-import.js';

const tags = ['scheduler'];
const answer = envelopeOf(invoiceImportSchema);

/**
 * The scheduled invoice import (scheduler/Invoices): upload (Create), one import's status and the
 * history (View), the working company's own imports only (another's is 404).
 */
export function invoiceImportRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  const perm = (action: string) => ({ auth: { resource: RESOURCE, action } });

  return async (app) => {
    const imports = new InvoiceImports(db, services.jobs, (error) =>
      app.log.error({ err: error }, 'invoice import sweep failed'),
    );
    app.addHook('onReady', async () => imports.start());
    app.addHook('onClose', async () => imports.stop());
    await app.register(multipart, CSV_MULTIPART_LIMITS);

    app.post(
      `/${InvoiceImportPath.import}`,
      {
        config: { ...perm('Create'), tenancy: 'company', bodyExempt: 'multipart' },
        schema: { tags, response: { 200: answer } },
      },
      async (request) => {
        const auth = requireAuth(request);
        const { fileName, content } = await uploadedFile(request);
        const record = await queueInvoiceImport(db, services.jobs, {
          entityCode: currentCompany(request).entityCode,
          userId: auth.userId,
          email: auth.email,
          fileName,
          content,
        });
        return ok(
          toApiRow(importHistoryList, record) as z.infer<typeof invoiceImportSchema>,
          InvoiceImportMessage.queued,
        );
      },
    );

    app.get(
      `/${InvoiceImportPath.import}/:id`,
      {
        config: {
          ...perm('View'),
          tenancy: { table: invoiceImports, owner: invoiceImports.entityCode },
        },
        schema: {
          tags,
          params: z.object({ id: z.string().max(64) }),
          response: { 200: answer },
        },
      },
      async (request) => {
        const { id } = request.params;
        const scope = importScope(currentCompany(request).entityCode);
        const record = isUuid(id) ? await importById(db, id, scope) : null;
        if (!record) throw AppError.notFound('Invoice Import');
        return ok(toApiRow(importHistoryList, record) as z.infer<typeof invoiceImportSchema>);
      },
    );

    app.post(
      `/${InvoiceImportPath.history}`,
      {
        config: { ...perm('View'), tenancy: 'company' },
        schema: {
          tags,
          body: pagingRequestSchema,
          response: { 200: pagedEnvelopeOf(invoiceImportSchema) },
        },
      },
      async (request) =>
        ok(
          (await searchList(
            db,
            invoiceImports,
            importHistoryList,
            request.body,
            importScope(currentCompany(request).entityCode),
          )) as never,
        ),
    );
  };
}
