import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StoreOrderPath } from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { invoices, purchaseOrders } from '../../db/schema/index.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { pdfHeaders } from '../../platform/pdf/pdf-document.js';
import { invoicePdf } from '../orders/invoice-pdfs.js';
import { signedInConsumer } from './store-session.js';

/**
 * A consumer's receipt (issue 28): the invoice of one of its paid orders, as the distributor's
 * invoice PDF prints it. Another consumer's order, or one not invoiced yet, is 404.
 */
export function storeReceiptRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  const { keys } = services;
  return async (app) => {
    app.get(
      `/${StoreOrderPath.receipt}`,
      {
        config: { auth: 'platform', tenancy: 'self', answers: 'application/pdf' },
        schema: {
          tags: ['store'],
          summary: "The receipt of one of the consumer's paid orders (its invoice, a PDF)",
          params: z.object({ id: z.string().max(64) }),
        },
      },
      async (request, reply) => {
        const { platform, consumer } = await signedInConsumer(db, keys, request);
        const [invoice] = isUuid(request.params.id)
          ? await db
              .select({ id: invoices.id })
              .from(invoices)
              .innerJoin(purchaseOrders, eq(purchaseOrders.id, invoices.poId))
              .where(
                and(
                  eq(purchaseOrders.id, request.params.id),
                  eq(purchaseOrders.consumerId, consumer.id),
                ),
              )
          : [];
        if (!invoice) throw AppError.notFound('Receipt');
        const viewer = { entityCode: platform.entityCode, isPlatform: false };
        const { pdf, fileName } = await invoicePdf(db, viewer, invoice.id);
        return reply.headers(pdfHeaders(fileName)).send(pdf);
      },
    );
  };
}
