import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  pagedEnvelopeOf,
  pagingRequestSchema,
  purchaseOrderDetailSchema,
  purchaseOrderRowSchema,
  Resource,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { purchaseOrders } from '../../db/schema/index.js';
import { poRow } from '../../db/tenant-rows.js';
import { getPurchaseOrder } from './get-purchase-order.js';
import { actorOf, asBuyer, readableAsSeller } from './order-actor.js';
import { searchList } from '../../crud/list-search.js';
import { purchaseOrderList } from './purchase-order-list.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { cardPaymentsAvailable, createPayDollarGateway } from '../../platform/payments/index.js';

/** What the purchase-order routes (orders.routes.ts, received-orders.routes.ts) share. */
export const idParams = z.object({ id: z.string().max(64) });
export const detail = envelopeOf(purchaseOrderDetailSchema);
export const tags = ['network'];

/** A route's permission: an action on purchase orders unless another resource is named. */
export const perm = (action: string, resource: string = Resource.PurchaseOrders) => ({
  auth: { resource, action },
});

/** A path id that is no UUID names no purchase order: 404, as a missing one. */
export function checkId(id: string): string {
  if (!isUuid(id)) throw AppError.notFound('Purchase Order');
  return id;
}

/** What the detail offers the buyer (card payment when a provider is configured). */
export const offersOf = (services: Services) => ({
  cardPayments: cardPaymentsAvailable(services.config.payments),
  payDollar: createPayDollarGateway(services.config.payments) !== null,
});

/**
 * Search and detail of one side's purchase orders: the buyer's (Search, GetDetail with View) or the
 * distributor's received orders (SearchReceivedOrders, GetReceivedOrderDetail).
 */
export function sideListRoutes(
  services: Services,
  side: 'buyer' | 'seller',
  at: { search: string; detail: string; action: string },
): FastifyPluginAsyncZod {
  const { db } = services.database;
  const offers = offersOf(services);
  const scoped = side === 'buyer' ? asBuyer : readableAsSeller;
  return async (app) => {
    app.post(
      at.search,
      {
        config: { ...perm(at.action), tenancy: 'company' },
        schema: {
          tags,
          body: pagingRequestSchema,
          response: { 200: pagedEnvelopeOf(purchaseOrderRowSchema) },
        },
      },
      async (request) =>
        ok(
          (await searchList(
            db,
            purchaseOrders,
            purchaseOrderList,
            request.body,
            scoped(actorOf(request)),
          )) as never,
        ),
    );
    app.get(
      at.detail,
      {
        config: { ...perm(at.action), tenancy: poRow },
        schema: { tags, params: idParams, response: { 200: detail } },
      },
      async (request) =>
        ok(await getPurchaseOrder(db, actorOf(request), request.params.id, side, offers)),
    );
  };
}
