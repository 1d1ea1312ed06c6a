import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../platform/services.js';
import { outboxEsimMailer, type EsimMailer } from './esim-mailer.js';
import { invoicesRoutes } from './invoices.routes.js';
import { ordersRoutes } from './orders.routes.js';
import { saleOrdersRoutes } from './sale-orders.routes.js';

/**
 * Everything the orders area serves. `mailer` defaults to the outbox recorder; the mail module
 * passes its own implementation once it is merged.
 */
export function ordersModule(
  services: Services,
  options: { mailer?: EsimMailer } = {},
): FastifyPluginAsyncZod {
  const mailer = options.mailer ?? outboxEsimMailer;
  return async (app) => {
    await app.register(ordersRoutes(services));
    await app.register(invoicesRoutes(services, mailer));
    await app.register(saleOrdersRoutes(services));
  };
}
