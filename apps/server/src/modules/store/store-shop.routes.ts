import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CARD_UNAVAILABLE,
  minorToDecimal,
  PRICE_CHANGED,
  StoreOrderPath,
  storeQuotedTotal,
  storeCheckoutRequest,
  storeCheckoutResponse,
  storeCouponsResponse,
  storeDestinationsResponse,
  storeEsimsResponse,
  storeOrderResponse,
  storeOrdersResponse,
  storePlansQuery,
  storePlansResponse,
  storeQuoteResponse,
  EMAIL_NOT_CONFIRMED,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { AppError } from '../../platform/http/errors.js';
import { ok } from '../../platform/http/envelope.js';
import { isUuid } from '../../platform/http/ids.js';
import { cardStarters } from '../payment/card-starters.js';
import { openCardCheckout } from '../payment/card-checkout.js';
import { PROVIDER_ERRORS } from '../../platform/payments/index.js';
import { placeConsumerOrder } from './place-consumer-order.js';
import { storeAmount } from './store-amounts.js';
import { storeOrderPath } from '../orders/store-web-links.js';
import { consumerTopUpOffer, consumerTopUpPlans } from './top-up-consumer-esim.js';
import { storeDestinations } from './store-destinations.queries.js';
import { planFacts } from './store-plan-facts.js';
import { preview } from '../../platform/db/preview.js';
import { signedInConsumer, storeDistributorOf } from './store-session.js';
import {
  consumerCoupons,
  consumerEsims,
  consumerOrder,
  consumerOrders,
  orderAmounts,
  storePlans,
} from './store-shop.queries.js';

/**
 * The store API's shopping calls: the platform's plans, a consumer's card checkout (paid only by
 * the provider's verified callback, then delivered at once), its orders and its eSIMs with usage.
 */
export function storeShopRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  const { secrets } = services;
  const { keys } = services;
  const { provider, paydollarCheckout } = cardStarters(services);
  return async (app) => {
    const tags = ['store'];

    app.get(
      `/${StoreOrderPath.plans}`,
      {
        config: { auth: 'platform', tenancy: 'none' },
        schema: {
          tags,
          summary:
            "The plans the platform sells, in its currency (country: the destination's ISO code; variantId: one plan, with its networks, hotspot and top-up)",
          querystring: storePlansQuery,
          response: { 200: storePlansResponse },
        },
      },
      async (request) => {
        const platform = storeDistributorOf(request);
        const currencyCode = request.platform!.currencyCode;
        const plans = await storePlans(db, { ...platform, currencyCode }, request.query);
        // One plan (its page, the cart): with what its supplier states (issue 41).
        if (request.query.variantId && plans.length === 1) {
          return ok([{ ...plans[0], ...(await planFacts(db, platform.entityCode, plans[0])) }]);
        }
        return ok(plans);
      },
    );

    app.get(
      `/${StoreOrderPath.destinations}`,
      {
        config: { auth: 'platform', tenancy: 'none' },
        schema: {
          tags,
          summary:
            'Every destination the platform sells, with its number of plans and lowest price',
          response: { 200: storeDestinationsResponse },
        },
      },
      async (request) => {
        const platform = storeDistributorOf(request);
        const currencyCode = request.platform!.currencyCode;
        return ok(await storeDestinations(db, { ...platform, currencyCode }));
      },
    );

    app.post(
      `/${StoreOrderPath.quote}`,
      {
        config: { auth: 'platform', tenancy: 'self', errors: [503] },
        schema: {
          tags,
          summary: 'What the checkout would charge for a plan (and a coupon), before paying',
          body: storeCheckoutRequest,
          response: { 200: storeQuoteResponse },
        },
      },
      async (request) => {
        const { platform, consumer } = await signedInConsumer(db, keys, request);
        const currencyCode = request.platform!.currencyCode;
        // The checkout's own order and coupon steps, rolled back: nothing is placed or redeemed.
        const seller = { ...platform, currencyCode };
        const offer = await consumerTopUpOffer(db, secrets, seller, consumer.id, request.body);
        const po = await preview(db, (tx) =>
          placeConsumerOrder(tx, seller, consumer, request.body, offer),
        );
        const couponCode = request.body.couponCode?.trim().toUpperCase() || null;
        return ok({ currency: po.currency, ...orderAmounts(po), couponCode });
      },
    );

    app.post(
      `/${StoreOrderPath.orders}`,
      {
        config: { auth: 'platform', tenancy: 'self', errors: [...PROVIDER_ERRORS, 403, 409] },
        schema: {
          tags,
          summary:
            'Checkout: places the order (with an optional coupon) and answers the card payment page',
          body: storeCheckoutRequest.extend({
            provider: z.enum(['stripe', 'paydollar']).optional(),
            quotedTotal: storeQuotedTotal,
          }),
          response: { 200: storeCheckoutResponse },
        },
      },
      async (request) => {
        const { platform, consumer } = await signedInConsumer(db, keys, request);
        if (!consumer.emailConfirmed) {
          throw new AppError('EMAIL_NOT_CONFIRMED', EMAIL_NOT_CONFIRMED, undefined, 403);
        }
        const allowed = request.platform!.paymentProviders;
        const wanted =
          request.body.provider ??
          (['stripe', 'paydollar'] as const).find((p) => allowed.includes(p));
        /**
         * The total the cart showed (its quote): a checkout that would charge another (the day's
         * rate moved on at midnight UTC, a price changed) is refused, nothing placed (issue 40).
         */
        const keepsQuote = <T extends { currency: string; totalMinor: number }>(po: T): T => {
          const total = storeAmount(po.currency, po.totalMinor);
          if (quotedTotal === undefined || quotedTotal === total) return po;
          const message = PRICE_CHANGED(
            `${po.currency} ${minorToDecimal(po.currency, po.totalMinor)}`,
          );
          throw new AppError('CONFLICT', message, { quotedTotal: [message] });
        };
        const starter =
          wanted === 'paydollar' ? paydollarCheckout : wanted === 'stripe' ? provider : null;
        if (!wanted || !allowed.includes(wanted) || !starter) {
          throw new AppError('PAYMENT_UNAVAILABLE', CARD_UNAVAILABLE, undefined, 400);
        }
        const origin = `${request.protocol}://${request.host}`;
        // Back to the order's page in the platform's web store (issue 28).
        const { basePath } = services.config;
        const code = request.platform!.platformCode;
        const back = (id: string, outcome: string) =>
          `${origin}${storeOrderPath(basePath, code, id)}?payment=${outcome}`;
        const { provider: _p, quotedTotal, ...body } = request.body;
        const seller = { ...platform, currencyCode: request.platform!.currencyCode };
        const offer = await consumerTopUpOffer(db, secrets, seller, consumer.id, body);
        const result = await openCardCheckout(
          db,
          starter,
          async (tx) => keepsQuote(await placeConsumerOrder(tx, seller, consumer, body, offer)),
          null,
          (id) => ({ successUrl: back(id, 'success'), cancelUrl: back(id, 'cancelled') }),
        );
        return ok({
          orderId: result.poHeaderId,
          documentNo: result.documentNo,
          total: storeAmount(result.currency, result.totalMinor),
          currency: result.currency,
          provider: result.provider,
          paymentUrl: result.url,
        });
      },
    );

    app.get(
      `/${StoreOrderPath.orders}`,
      {
        config: { auth: 'platform', tenancy: 'self' },
        schema: {
          tags,
          summary: "The consumer's orders",
          response: { 200: storeOrdersResponse },
        },
      },
      async (request) => {
        const { consumer } = await signedInConsumer(db, keys, request);
        return ok(await consumerOrders(db, consumer.id));
      },
    );

    app.get(
      `/${StoreOrderPath.order}`,
      {
        config: { auth: 'platform', tenancy: 'self' },
        schema: {
          tags,
          summary: 'One order of the consumer, with its eSIMs once delivered',
          params: z.object({ id: z.string().max(64) }),
          response: { 200: storeOrderResponse },
        },
      },
      async (request) => {
        const { consumer } = await signedInConsumer(db, keys, request);
        const order = isUuid(request.params.id)
          ? await consumerOrder(db, consumer.id, request.params.id)
          : null;
        if (!order) throw AppError.notFound('Order');
        return ok(order);
      },
    );

    app.get(
      `/${StoreOrderPath.coupons}`,
      {
        config: { auth: 'platform', tenancy: 'self' },
        schema: {
          tags,
          summary: 'The coupons issued to the consumer (sign-up, affiliate, goals, by hand)',
          response: { 200: storeCouponsResponse },
        },
      },
      async (request) => {
        const { consumer } = await signedInConsumer(db, keys, request);
        return ok(await consumerCoupons(db, consumer.id));
      },
    );

    app.get(
      `/${StoreOrderPath.esimTopUps}`,
      {
        config: { auth: 'platform', tenancy: 'self', errors: [503] },
        schema: {
          tags,
          summary:
            "The plans one of the consumer's eSIMs can be topped up with (checkout: topUpOf)",
          params: z.object({ id: z.string().max(64) }),
          response: { 200: storePlansResponse },
        },
      },
      async (request) => {
        const { platform, consumer } = await signedInConsumer(db, keys, request);
        const currencyCode = request.platform!.currencyCode;
        const seller = { entityCode: platform.entityCode, currencyCode };
        return ok(await consumerTopUpPlans(db, secrets, seller, consumer.id, request.params.id));
      },
    );

    app.get(
      `/${StoreOrderPath.esims}`,
      {
        config: { auth: 'platform', tenancy: 'self' },
        schema: {
          tags,
          summary: "The consumer's eSIMs, with the QR code's activation string and the data used",
          response: { 200: storeEsimsResponse },
        },
      },
      async (request) => {
        const { consumer } = await signedInConsumer(db, keys, request);
        return ok(await consumerEsims(db, consumer.id));
      },
    );
  };
}
