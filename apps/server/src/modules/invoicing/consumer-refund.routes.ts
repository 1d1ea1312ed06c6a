import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConsumerOrderMessage,
  fromMinor,
  refundConsumerOrderRequest,
  refundConsumerOrderResponse,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { currentCompany } from '../../platform/http/security.js';
import { consumerOrderRow } from '../../db/tenant-rows.js';
import { queueCardRefund } from '../payment/index.js';
import { refundConsumerOrder } from './refund-consumer-order.js';

const RESOURCE = 'customer/Consumer';
const params = z.object({ id: z.string().max(64) });

/**
 * The distributor's refund of a consumer's order, from the consumer's page in the back office
 * (its route stays under customer/Consumer): the refund is invoicing's, the card's payment's.
 */
export function consumerRefundRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  return async (app) => {
    app.put(
      '/customer/Consumer/RefundOrder/:id',
      {
        config: {
          auth: { resource: RESOURCE, action: 'Update' },
          tenancy: consumerOrderRow,
        },
        schema: {
          tags: ['customer'],
          params,
          body: refundConsumerOrderRequest,
          response: { 200: refundConsumerOrderResponse },
        },
      },
      async (request) => {
        const entityCode = currentCompany(request).entityCode;
        const { result, sessionIds } = await db.transaction((tx) =>
          refundConsumerOrder(tx, entityCode, request.params.id, request.body.reason),
        );
        for (const id of sessionIds) {
          try {
            await queueCardRefund(services.jobs, id);
          } catch (error) {
            request.log.error(
              { err: error, sessionId: id },
              'card refund not queued; the sweep will',
            );
          }
        }
        const { refundMinor, ...rest } = result;
        return ok({ ...rest, refundAmount: fromMinor(refundMinor) }, ConsumerOrderMessage.refunded);
      },
    );
  };
}
