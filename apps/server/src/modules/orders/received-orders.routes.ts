import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { products } from '../../db/schema/index.js';
import { fulfilPurchaseOrder } from './fulfil-purchase-order.js';
import { getPurchaseOrder } from './get-purchase-order.js';
import { actorOf } from './order-actor.js';
import { serialPreview } from './serial-preview.js';
import { poRow } from '../../db/tenant-rows.js';
import {
  checkId,
  detail,
  idParams,
  offersOf,
  perm,
  sideListRoutes,
  tags,
} from './purchase-order-route-parts.js';

/**
 * The distributor's side of purchase orders: received orders, the eSIMs a fulfilment would take,
 * and the fulfilment itself (spec section 7 "Orders").
 */
export function receivedOrdersRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  const offers = offersOf(services);

  return async (app) => {
    await app.register(
      sideListRoutes(services, 'seller', {
        search: '/network/PurchaseOrders/SearchReceivedOrders',
        detail: '/network/PurchaseOrders/GetReceivedOrderDetail/:id',
        action: 'ViewReceivedOrders',
      }),
    );

    app.put(
      '/network/PurchaseOrders/Fulfil/:id',
      {
        config: { ...perm('Create', 'payment/Invoices'), tenancy: poRow, bodyExempt: 'noBody' },
        schema: { tags, params: idParams, response: { 200: detail } },
      },
      async (request) => {
        const actor = actorOf(request);
        const id = checkId(request.params.id);
        await db.transaction((tx) => fulfilPurchaseOrder(tx, actor, id));
        return ok(
          await getPurchaseOrder(db, actor, id, 'seller', offers),
          'Purchase order fulfilled',
        );
      },
    );

    app.get(
      '/product/WanderSerialNumber/GetSerialNumberByQuantity',
      {
        config: {
          ...perm('View', 'product/WanderSerialNumber'),
          tenancy: { table: products, owner: products.entityCode, id: 'query.productId' },
        },
        schema: {
          tags: ['product'],
          querystring: z
            .object({
              productId: z.string().max(64),
              variantId: z.string().max(64),
              quantity: z.coerce
                .number({ error: 'Quantity should be an integer' })
                .int({ error: 'Quantity should be an integer' })
                .min(1, { error: 'Quantity should have minimum value of 1' })
                .max(10_000, { error: 'Quantity should have maximum value of 10000' }),
            })
            .strict(),
          response: {
            200: envelopeOf(
              z.array(z.object({ id: z.string(), iccid: z.string(), activationCode: z.string() })),
            ),
          },
        },
      },
      async (request) => ok(await serialPreview(db, actorOf(request), request.query)),
    );
  };
}
