import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  INVOICE_CANCELLATION_PERMISSION,
  invoiceDetailOptionsQuerySchema,
  invoiceDetailSchema,
  invoiceDetailSearchSchema,
  invoiceEsimRowSchema,
  invoiceExportSchema,
  invoiceRowSchema,
  pagedEnvelopeOf,
  pagingRequestSchema,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { can } from '../../platform/auth/context.js';
import { ok } from '../../platform/http/envelope.js';
import { currentCompany, isPlatformUser, requireAuth } from '../../platform/http/security.js';
import { pdfHeaders } from '../../platform/pdf/pdf-document.js';
import { invoices } from '../../db/schema/index.js';
import { getInvoice, searchInvoiceEsims } from './get-invoice.js';
import { exportInvoices, XLSX_TYPE } from './invoice-export.js';
import { invoicePdf, purchaseOrderHeaderPdf } from './invoice-pdfs.js';
import {
  esimScope,
  invoiceEsimOptions,
  invoiceList,
  invoiceScope,
  type InvoiceViewer,
} from './invoice.queries.js';
import { searchList } from '../../crud/list-search.js';
import { invoiceRow } from '../../db/tenant-rows.js';

const INVOICES = 'payment/Invoices';
const idParams = z.object({ id: z.string().max(64) });
const tags = ['payment'];

const viewerOf = (request: FastifyRequest): InvoiceViewer => ({
  entityCode: currentCompany(request).entityCode,
  isPlatform: isPlatformUser(request),
});

/**
 * The invoice back-office (spec section 7 "Invoices and documents"): the list, one invoice with
 * its eSIMs, its PDFs and the Excel export. The issuer and the buyer see their invoices, platform
 * staff all; another company's invoice answers 404.
 */
export function invoiceListRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  const view = { auth: { resource: INVOICES, action: 'View' } };

  return async (app) => {
    app.post(
      '/payment/Invoices/Search',
      {
        config: { ...view, tenancy: 'company' },
        schema: {
          tags,
          body: pagingRequestSchema,
          response: { 200: pagedEnvelopeOf(invoiceRowSchema) },
        },
      },
      async (request) =>
        ok(
          (await searchList(
            db,
            invoices,
            invoiceList,
            request.body,
            invoiceScope(viewerOf(request)),
          )) as never,
        ),
    );

    app.get(
      '/payment/Invoices/GetDetail/:id',
      {
        config: { ...view, tenancy: invoiceRow },
        schema: { tags, params: idParams, response: { 200: envelopeOf(invoiceDetailSchema) } },
      },
      async (request) => {
        const ctx = requireAuth(request);
        const abilities = {
          complete: can(ctx, INVOICES, 'Update'),
          cancel: can(ctx, INVOICE_CANCELLATION_PERMISSION, 'Create'),
          esimPdf: can(ctx, 'network/Wander', 'View'),
          delete: can(ctx, INVOICES, 'Delete'),
        };
        return ok(await getInvoice(db, viewerOf(request), abilities, request.params.id));
      },
    );

    app.post(
      '/payment/Invoices/SearchInvoiceDetail',
      {
        config: { ...view, tenancy: { ...invoiceRow, id: 'body.invoiceId' } },
        schema: {
          tags,
          body: invoiceDetailSearchSchema,
          response: { 200: pagedEnvelopeOf(invoiceEsimRowSchema) },
        },
      },
      async (request) =>
        ok((await searchInvoiceEsims(db, viewerOf(request), request.body)) as never),
    );

    for (const [path, render] of [
      ['/payment/Invoices/CreatePDF/:id', invoicePdf],
      ['/payment/Invoices/CreatePOHeaderPDF/:id', purchaseOrderHeaderPdf],
    ] as const) {
      app.post(
        path,
        {
          config: {
            ...view,
            tenancy: invoiceRow,
            bodyExempt: 'noBody',
            answers: 'application/pdf',
          },
          schema: { tags, params: idParams },
        },
        async (request, reply) => {
          const { pdf, fileName } = await render(db, viewerOf(request), request.params.id);
          return reply.headers(pdfHeaders(fileName)).send(pdf);
        },
      );
    }

    app.post(
      '/payment/Invoices/ExportExcel',
      {
        config: { ...view, tenancy: 'company', answers: XLSX_TYPE },
        schema: { tags, body: invoiceExportSchema },
      },
      async (request, reply) => {
        const { buffer, fileName } = await exportInvoices(db, viewerOf(request), request.body);
        return reply
          .headers({
            'content-type': XLSX_TYPE,
            'content-disposition': `attachment; filename="${fileName}"`,
            'cache-control': 'no-store',
          })
          .send(buffer);
      },
    );

    app.get(
      '/payment/InvoiceDetail/GetSelectList',
      {
        config: {
          auth: { resource: 'payment/InvoiceDetail', action: 'View' },
          tenancy: { ...invoiceRow, id: 'query.invoiceId' },
        },
        schema: {
          tags,
          querystring: invoiceDetailOptionsQuerySchema,
          response: {
            200: envelopeOf(z.array(z.object({ label: z.string(), value: z.string() }))),
          },
        },
      },
      async (request) =>
        ok(await invoiceEsimOptions(db, esimScope(viewerOf(request)), request.query.invoiceId)),
    );
  };
}
