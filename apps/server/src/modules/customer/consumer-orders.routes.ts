import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consumerOrdersResponse, fromMinor } from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { consumers, purchaseOrders, wanderPlatforms } from '../../db/schema/index.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { currentCompany } from '../../platform/http/security.js';
import { redeemedCouponCodeSql } from '../coupon/redeem-coupon.js';

const RESOURCE = 'customer/Consumer';
const params = z.object({ id: z.string().max(64) });

/** A consumer's orders on its page in the back office (their refund: invoicing/consumer-refund.routes.ts). */
export function consumerOrderRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  return async (app) => {
    app.get(
      '/customer/Consumer/GetOrders/:id',
      {
        config: {
          auth: { resource: RESOURCE, action: 'View' },
          tenancy: { table: consumers, owner: consumers.entityCode },
        },
        schema: { tags: ['customer'], params, response: { 200: consumerOrdersResponse } },
      },
      async (request) => {
        if (!isUuid(request.params.id)) throw AppError.notFound('Consumer');
        const entityCode = currentCompany(request).entityCode;
        // Another company's consumer (or none) is "not found", as every other foreign id is.
        const [own] = await db
          .select({ id: consumers.id })
          .from(consumers)
          .where(and(eq(consumers.id, request.params.id), eq(consumers.entityCode, entityCode)));
        if (!own) throw AppError.notFound('Consumer');
        const rows = await db
          .select({
            id: purchaseOrders.id,
            documentNo: purchaseOrders.documentNo,
            status: purchaseOrders.status,
            currency: purchaseOrders.currency,
            totalMinor: purchaseOrders.totalMinor,
            discountMinor: purchaseOrders.discountMinor,
            platformName: wanderPlatforms.platformName,
            paidAt: purchaseOrders.paidAt,
            createdAt: purchaseOrders.createdAt,
            couponCode: redeemedCouponCodeSql(),
            esims:
              sql<number>`(select count(*) from invoices i join invoice_lines l on l.invoice_id = i.id
              join wander_serial_numbers s on s.invoice_line_id = l.id
              where i.po_id = purchase_orders.id)`.mapWith(Number),
            usedMb: sql<number>`(select coalesce(sum(u.used_mb), 0) from invoices i
              join invoice_lines l on l.invoice_id = i.id
              join wander_serial_numbers s on s.invoice_line_id = l.id
              join esim_usages u on u.serial_id = s.id where i.po_id = purchase_orders.id)`.mapWith(
              Number,
            ),
            commissionStatus: sql<string | null>`(select m.status from consumer_commission_list m
              where m.purchase_order_id = purchase_orders.id limit 1)`,
          })
          .from(purchaseOrders)
          .innerJoin(consumers, eq(consumers.id, purchaseOrders.consumerId))
          .leftJoin(wanderPlatforms, eq(wanderPlatforms.id, purchaseOrders.platformId))
          .where(
            sql`${purchaseOrders.consumerId} = ${request.params.id} and ${consumers.entityCode} = ${entityCode}`,
          )
          .orderBy(desc(purchaseOrders.createdAt))
          .limit(200);
        return ok(
          rows.map(({ totalMinor, discountMinor, ...r }) => ({
            ...r,
            totalAmount: fromMinor(totalMinor),
            discountAmount: fromMinor(discountMinor),
          })),
        );
      },
    );
  };
}
