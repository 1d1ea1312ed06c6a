import { and, eq, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StoreOrderPath } from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { purchaseOrders } from '../../db/schema/index.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { pdfHeaders } from '../../platform/pdf/pdf-document.js';
import { consumerReceiptOf, consumerReceiptPdf } from './consumer-receipt.js';
import { signedInConsumer } from './store-session.js';

/**
 * A consumer's receipt (issues 28, 41): one of its paid orders as the receipt e-mail attaches
 * it, in the consumer's language and its platform's brand (amounts, tax, coupon, the invoice's
 * number once invoiced). Another consumer's order, or one not paid, is 404.
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
          summary: "The receipt of one of the consumer's paid orders (a PDF in its language)",
          params: z.object({ id: z.string().max(64) }),
        },
      },
      async (request, reply) => {
        const { consumer } = await signedInConsumer(db, keys, request);
        const [order] = isUuid(request.params.id)
          ? await db
              .select({ id: purchaseOrders.id })
              .from(purchaseOrders)
              .where(
                and(
                  eq(purchaseOrders.id, request.params.id),
                  eq(purchaseOrders.consumerId, consumer.id),
                  isNotNull(purchaseOrders.paidAt),
                ),
              )
          : [];
        const found = order ? await consumerReceiptOf(db, order.id) : null;
        if (!found) throw AppError.notFound('Receipt');
        const { pdf, fileName } = await consumerReceiptPdf(found.receipt);
        return reply.headers(pdfHeaders(fileName)).send(pdf);
      },
    );
  };
}
