import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cardCheckoutBodySchema,
  cardCheckoutResultSchema,
  checkoutBodySchema,
  checkoutResultSchema,
  envelopeOf,
  orderQuoteSchema,
  PaymentMessage,
} from '@wander/contract';
import { purchaseOrders } from '../../db/schema/index.js';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { actorOf } from '../orders/index.js';
import { startCardCheckout } from './card-checkout.js';
import { CardRefunds } from './card-refunds.js';
import { idempotencyKeyOf } from './idempotency.js';
import { cardStarters } from './card-starters.js';
import { cardReturnUrls } from './card-return-urls.js';
import { payDollarRoutes } from './paydollar.routes.js';
import { paymentTermRoutes } from './payment-term.routes.js';
import { platformRoutes } from './platform.routes.js';
import { platformBrandingRoutes } from './platform-branding.routes.js';
import { sandboxRoutes } from './sandbox.routes.js';
import { walletAdjustmentRoutes } from './wallet-adjustment.routes.js';
import { transactionRoutes } from './transaction.routes.js';
import { walletRoutes } from './wallet.routes.js';
import { walletTopUpRoutes } from './wallet-top-up.routes.js';
import { wanderCheckout } from './wander-checkout.js';
import { quoteOrder } from './quote-order.js';
import { PROVIDER_ERRORS } from '../../platform/payments/index.js';

/** Wallet and payment: spec section 7 "Wallet and payment". */
/** Paying takes the buyer's own purchase order, named in the body. */
const buyersOrderInBody = {
  table: purchaseOrders,
  owner: purchaseOrders.entityCode,
  id: 'body.poHeaderId',
} as const;

export function paymentRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  const { basePath } = services.config;
  const { provider, paydollar, paydollarCheckout } = cardStarters(services);
  const pay = { auth: { resource: 'payment/Payment', action: 'Create' } };
  const backToOrder = cardReturnUrls(basePath);

  return async (app) => {
    // Each session is refunded by the provider that took it (Stripe/sandbox or PayDollar).
    const refunds = new CardRefunds(db, services.jobs, [provider, paydollar], (error) =>
      app.log.error({ err: error }, 'card refund sweep failed'),
    );
    app.addHook('onReady', async () => refunds.start());
    app.addHook('onClose', async () => refunds.stop());
    await app.register(paymentTermRoutes(services));
    await app.register(platformRoutes(services));
    await app.register(platformBrandingRoutes(services));
    await app.register(walletAdjustmentRoutes(services));
    await app.register(walletRoutes(services));
    await app.register(transactionRoutes(services));
    await app.register(sandboxRoutes(services, provider, refunds));
    await app.register(walletTopUpRoutes(services, provider));
    if (paydollar) await app.register(payDollarRoutes(services, paydollar));

    app.post(
      '/payment/Payment/Quote',
      {
        config: { ...pay, tenancy: buyersOrderInBody },
        schema: {
          tags: ['payment'],
          summary:
            'What the checkout would charge (order or plans, coupon), computed and rolled back',
          body: checkoutBodySchema,
          response: { 200: envelopeOf(orderQuoteSchema) },
        },
      },
      async (request) => ok(await quoteOrder(db, actorOf(request), request.body)),
    );

    app.post(
      '/payment/Payment/WanderCheckout',
      {
        config: { ...pay, tenancy: buyersOrderInBody },
        schema: {
          tags: ['payment'],
          body: checkoutBodySchema,
          headers: z.object({ 'idempotency-key': z.string().optional() }).passthrough(),
          response: { 200: envelopeOf(checkoutResultSchema) },
        },
      },
      async (request) => {
        const key = idempotencyKeyOf(request.headers['idempotency-key']);
        const result = await wanderCheckout(db, actorOf(request), request.body, key, services.jobs);
        return ok(result, PaymentMessage.paid);
      },
    );

    app.post(
      '/payment/Payment/GetStripePlzUrl',
      {
        config: { ...pay, tenancy: buyersOrderInBody, errors: PROVIDER_ERRORS },
        schema: {
          tags: ['payment'],
          body: cardCheckoutBodySchema,
          response: { 200: envelopeOf(cardCheckoutResultSchema) },
        },
      },
      async (request) => {
        // provider 'paydollar': PayDollar's hosted form; absent: Stripe or the sandbox.
        const starter = request.body.provider === 'paydollar' ? paydollarCheckout : provider;
        if (!starter) {
          const message =
            request.body.provider === 'paydollar'
              ? PaymentMessage.payDollarUnavailable
              : PaymentMessage.cardUnavailable;
          throw new AppError('PAYMENT_UNAVAILABLE', message, undefined, 503);
        }
        const result = await startCardCheckout(
          db,
          starter,
          actorOf(request),
          request.body,
          backToOrder(request),
        );
        return ok(result);
      },
    );
  };
}
