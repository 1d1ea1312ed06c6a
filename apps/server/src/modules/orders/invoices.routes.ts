import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { completeInvoicesSchema, envelopeOf, UUID_PATTERN } from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { pdfHeaders } from '../../platform/pdf/pdf-document.js';
import type { EsimMailer } from './esim-mailer.js';
import { completeInvoice } from './fulfil-purchase-order.js';
import { completeInvoices } from './complete-invoices.js';
import { actorOf } from './order-actor.js';
import { esimPdf } from './order-pdfs.js';
import { resendEsimMail, sendPurchaseOrderMail } from './order-mails.js';
import { esimRow, invoiceRow, poRow } from '../../db/tenant-rows.js';

const idParams = z.object({ id: z.string().max(64) });
const completed = envelopeOf(z.object({ invoiceIds: z.array(z.string()), delivered: z.number() }));
const uuid = z.string().regex(UUID_PATTERN, { error: 'Invoice is invalid' });

/** Invoice completion, eSIM documents and e-mails: spec section 7 "Invoices and documents". */
export function invoicesRoutes(services: Services, mailer: EsimMailer): FastifyPluginAsyncZod {
  const { db } = services.database;
  const invoices = (action: string) => ({ auth: { resource: 'payment/Invoices', action } });
  const wander = (action: string) => ({ auth: { resource: 'network/Wander', action } });

  return async (app) => {
    app.put(
      '/payment/Invoices/Complete/:id',
      {
        config: { ...invoices('Update'), tenancy: invoiceRow, bodyExempt: 'noBody' },
        schema: { tags: ['payment'], params: idParams, response: { 200: completed } },
      },
      async (request) => {
        const actor = actorOf(request);
        if (!isUuid(request.params.id)) throw AppError.notFound('Invoice');
        const result = await db.transaction((tx) =>
          completeInvoice(tx, actor, request.params.id, mailer),
        );
        await mailer.afterCommit();
        return ok(
          { invoiceIds: [result.invoice.id], delivered: result.delivered },
          'Invoice completed',
        );
      },
    );

    app.put(
      '/payment/Invoices/Complete',
      {
        config: { ...invoices('Update'), tenancy: { ...invoiceRow, id: 'body.ids[]' } },
        schema: { tags: ['payment'], body: completeInvoicesSchema, response: { 200: completed } },
      },
      async (request) => {
        const actor = actorOf(request);
        const ids = [...new Set(request.body.ids)];
        // All or nothing: one transaction for the whole batch; a refusal names its invoice.
        const delivered = await db.transaction((tx) =>
          completeInvoices(tx, actor, ids, (id) => completeInvoice(tx, actor, id, mailer)),
        );
        await mailer.afterCommit();
        return ok({ invoiceIds: ids, delivered }, 'Invoice completed');
      },
    );

    for (const [path, target] of [
      ['/network/Wander/CreatePDF/:id', 'esimId'],
      ['/network/Wander/CreateBulkPDF/:id', 'invoiceId'],
    ] as const) {
      app.post(
        path,
        {
          config: {
            ...wander('View'),
            tenancy: target === 'esimId' ? esimRow : invoiceRow,
            bodyExempt: 'noBody',
            answers: 'application/pdf',
          },
          schema: { tags: ['network'], params: idParams },
        },
        async (request, reply) => {
          const { id } = request.params;
          const { pdf, fileName } = await esimPdf(
            db,
            actorOf(request),
            target === 'esimId' ? { esimId: id } : { invoiceId: id },
          );
          return reply.headers(pdfHeaders(fileName)).send(pdf);
        },
      );
    }

    app.post(
      '/network/Wander/SendCustomerEmail',
      {
        config: { ...wander('Create'), tenancy: { ...invoiceRow, id: 'body.invoiceId' } },
        schema: {
          tags: ['network'],
          body: z
            .object({
              invoiceId: uuid,
              email: z.string().email({ error: 'Email is invalid' }).max(256).nullish(),
            })
            .strict(),
          response: { 200: envelopeOf(z.object({ queued: z.number() })) },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const queued = await db.transaction((tx) =>
          resendEsimMail(tx, actor, request.body, mailer),
        );
        await mailer.afterCommit();
        return ok({ queued }, 'Email sent successfully');
      },
    );

    app.post(
      '/network/Wander/SendPOCustomerEmail/:id/:smtpId/:third',
      {
        config: { ...wander('Create'), tenancy: poRow, bodyExempt: 'noBody' },
        schema: {
          tags: ['network'],
          params: z.object({
            id: z.string().max(64),
            smtpId: z.string().max(64),
            third: z.string().max(64),
          }),
          response: { 200: envelopeOf(z.object({ queued: z.number() })) },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const { id, smtpId } = request.params;
        const queued = await db.transaction((tx) =>
          sendPurchaseOrderMail(tx, actor, id, smtpId, mailer),
        );
        await mailer.afterCommit();
        return ok({ queued }, 'Email sent successfully');
      },
    );
  };
}
