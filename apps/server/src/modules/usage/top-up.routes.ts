import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  buyTopUpBodySchema,
  buyTopUpByCardResultSchema,
  envelopeOf,
  PaymentMessage,
  topUpEsimSchema,
  UsageAlertPath,
} from '@wander/contract';
import { wanderSerialNumbers } from '../../db/schema/index.js';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { currentCompany } from '../../platform/http/security.js';
import { PROVIDER_ERRORS } from '../../platform/payments/index.js';
import { actorOf } from '../orders/index.js';
import { cardStarters } from '../payment/card-starters.js';
import { cardReturnUrls } from '../payment/card-return-urls.js';
import { buyEsimTopUpByCard } from './buy-esim-top-up-by-card.js';
import { topUpEsim } from './top-up-esim.js';

/**
 * An eSIM's top-ups in the back office: the options offered for a delivered eSIM, and a top-up
 * paid by card (the usage area owns the top-up use cases; payment takes the card).
 */
export function topUpRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  const { provider } = cardStarters(services);
  const pay = { auth: { resource: 'payment/Payment', action: 'Create' } };
  const backToOrder = cardReturnUrls(services.config.basePath);

  return async (app) => {
    app.post(
      `/${UsageAlertPath.buyTopUpByCard}/:id`,
      {
        config: {
          ...pay,
          tenancy: {
            table: wanderSerialNumbers,
            owner: wanderSerialNumbers.entityCode,
            body: { variantId: '00000000-0000-4000-8000-000000000000' },
          },
          errors: PROVIDER_ERRORS,
        },
        schema: {
          tags: ['payment'],
          summary: "An eSIM's top-up paid by card: the order, and the provider's checkout page",
          params: z.object({ id: z.string().max(64) }),
          body: buyTopUpBodySchema,
          response: { 200: envelopeOf(buyTopUpByCardResultSchema) },
        },
      },
      async (request) => {
        if (!provider) {
          throw new AppError('PAYMENT_UNAVAILABLE', PaymentMessage.cardUnavailable, undefined, 503);
        }
        const result = await buyEsimTopUpByCard(
          db,
          services.secrets,
          provider,
          actorOf(request),
          request.params.id,
          request.body,
          backToOrder(request),
        );
        return ok(result);
      },
    );

    app.get(
      '/payment/InvoiceDetail/GetTopUpESim/:id',
      {
        config: {
          auth: { resource: 'payment/InvoiceDetail', action: 'View' },
          tenancy: { table: wanderSerialNumbers, owner: wanderSerialNumbers.entityCode },
        },
        schema: {
          tags: ['payment'],
          params: z.object({ id: z.string().max(64) }),
          response: { 200: envelopeOf(topUpEsimSchema) },
        },
      },
      async (request) =>
        ok(
          await topUpEsim(
            db,
            services.secrets,
            currentCompany(request).entityCode,
            request.params.id,
          ),
        ),
    );
  };
}
