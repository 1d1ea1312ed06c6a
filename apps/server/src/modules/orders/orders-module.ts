import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../platform/services.js';
import { DeliveryOnPaymentJobs } from './delivery-on-payment-jobs.js';
import { esimMailerOf, type EsimMailer } from './esim-mailer.js';
import { STOCK_ONLY, type OrderSupplyPort } from './order-supply-port.js';
import { invoiceListRoutes } from './invoice-list.routes.js';
import { invoicesRoutes } from './invoices.routes.js';
import { manualInvoicesRoutes } from './manual-invoices.routes.js';
import { ordersRoutes } from './orders.routes.js';
import { receivedOrdersRoutes } from './received-orders.routes.js';
import { saleOrdersRoutes } from './sale-orders.routes.js';

/**
 * Everything the orders area serves. eSIM and PO e-mails go through the mail module's outbox
 * unless a test passes its own `mailer`; `orderDelivered` and `consumerDelivered` are other
 * areas' delivery hooks (a group's travellers, a consumer's e-mail); `supply` is the supply
 * area's port the delivery job buys from providers through.
 */
export function ordersModule(
  services: Services,
  options: {
    mailer?: EsimMailer;
    orderDelivered?: EsimMailer['orderDelivered'];
    consumerDelivered?: EsimMailer['consumerDelivered'];
    /** The supply area's port (providers buy, or refund); without it, stock only. */
    supply?: OrderSupplyPort;
  } = {},
): FastifyPluginAsyncZod {
  const mailer = {
    ...(options.mailer ?? esimMailerOf(services.mail)),
    ...(options.orderDelivered ? { orderDelivered: options.orderDelivered } : {}),
    ...(options.consumerDelivered ? { consumerDelivered: options.consumerDelivered } : {}),
  };
  return async (app) => {
    const deliveries = new DeliveryOnPaymentJobs(
      services.database.db,
      services.jobs,
      mailer,
      services.mail,
      (error) => app.log.error({ err: error }, 'delivery on payment sweep failed'),
      options.supply ?? STOCK_ONLY,
    );
    app.addHook('onReady', async () => deliveries.start());
    app.addHook('onClose', async () => deliveries.stop());
    await app.register(ordersRoutes(services));
    await app.register(receivedOrdersRoutes(services));
    await app.register(invoicesRoutes(services, mailer));
    await app.register(invoiceListRoutes(services));
    await app.register(manualInvoicesRoutes(services));
    await app.register(saleOrdersRoutes(services));
  };
}
