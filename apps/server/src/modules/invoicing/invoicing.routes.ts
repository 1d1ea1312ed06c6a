import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../platform/services.js';
import { cancellationRoutes } from './cancellation.routes.js';
import { invoiceImportRoutes } from './invoice-import.routes.js';

/** Cancelled invoices with their refunds, and the scheduled invoice import. */
export function invoicingRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(cancellationRoutes(services));
    await app.register(invoiceImportRoutes(services));
  };
}
