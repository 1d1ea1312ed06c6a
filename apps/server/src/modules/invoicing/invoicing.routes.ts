import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../platform/services.js';
import { cancellationRoutes } from './cancellation.routes.js';
import { consumerRefundRoutes } from './consumer-refund.routes.js';
import { invoiceImportRoutes } from './invoice-import.routes.js';
import { orderRefundRoutes } from './order-refund.routes.js';

/**
 * Cancelled invoices with their refunds, the refund of a paid order waiting for stock or of a
 * consumer's order, and the scheduled invoice import.
 */
export function invoicingRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(cancellationRoutes(services));
    await app.register(invoiceImportRoutes(services));
    await app.register(orderRefundRoutes(services));
    await app.register(consumerRefundRoutes(services));
  };
}
