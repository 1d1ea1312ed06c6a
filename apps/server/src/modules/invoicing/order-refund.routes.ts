import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INVOICE_CANCELLATION_PERMISSION, OrderRefundMessage } from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { poRow } from '../../db/tenant-rows.js';
import {
  actorOf,
  checkId,
  getPurchaseOrder,
  offersOf,
  purchaseOrderDetail,
} from '../orders/index.js';
import { queueCardRefund } from '../payment/index.js';
import { refundWaitingOrder } from './refund-waiting-order.js';

/**
 * PUT network/PurchaseOrders/Refund/{id} (issue 37): the distributor refunds a paid order it cannot
 * fulfil for want of stock. Who may complete an invoice's cancellation (and so cause a refund) may
 * do it. Answers the received order as it now is; a card refund is queued after the commit.
 */
const idParams = z.object({ id: z.string().max(64) });

export function orderRefundRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  const offers = offersOf(services);
  return async (app) => {
    app.put(
      '/network/PurchaseOrders/Refund/:id',
      {
        config: {
          auth: { resource: INVOICE_CANCELLATION_PERMISSION, action: 'Update' },
          tenancy: poRow,
          bodyExempt: 'noBody',
        },
        schema: { tags: ['network'], params: idParams, response: { 200: purchaseOrderDetail } },
      },
      async (request) => {
        const actor = actorOf(request);
        const id = checkId(request.params.id);
        const refund = await db.transaction((tx) =>
          refundWaitingOrder(tx, actor, id, services.mail),
        );
        for (const sessionId of refund.sessionIds) {
          try {
            await queueCardRefund(services.jobs, sessionId);
          } catch (error) {
            app.log.error({ err: error, sessionId }, 'card refund not queued; the sweep will');
          }
        }
        await services.mail.relaySafely();
        return ok(
          await getPurchaseOrder(db, actor, id, 'seller', offers),
          OrderRefundMessage.refunded,
        );
      },
    );
  };
}
