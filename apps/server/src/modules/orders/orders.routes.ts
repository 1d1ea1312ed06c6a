import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dateParam, envelopeOf, purchaseOrderInputSchema, SuccessMessage } from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { pdfHeaders } from '../../platform/pdf/pdf-document.js';
import { getPurchaseOrder } from './get-purchase-order.js';
import { actorOf, asBuyer } from './order-actor.js';
import { purchaseOrderSummaryPdf } from './order-pdfs.js';
import {
  moveOwnPurchaseOrder,
  placePurchaseOrder,
  updatePurchaseOrder,
} from './place-purchase-order.js';
import { purchaseOrderOptions } from './orders.queries.js';
import { variantOptions } from '../catalog/price-book.queries.js';
import { requireDistributor } from '../catalog/catalog-access.js';
import { distributorRow, poRow } from '../../db/tenant-rows.js';
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
 * Purchase orders of the buyer: spec section 7 "Orders" (the distributor's side, received orders
 * and fulfilment, is received-orders.routes.ts).
 */
export function ordersRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  const offers = offersOf(services);

  return async (app) => {
    await app.register(
      sideListRoutes(services, 'buyer', {
        search: '/network/PurchaseOrders/Search',
        detail: '/network/PurchaseOrders/GetDetail/:id',
        action: 'View',
      }),
    );

    app.get(
      '/network/PurchaseOrders/GetSelectList',
      {
        config: { ...perm('View'), tenancy: 'company' },
        schema: {
          tags,
          response: {
            200: envelopeOf(z.array(z.object({ label: z.string(), value: z.string() }))),
          },
        },
      },
      async (request) => ok(await purchaseOrderOptions(db, asBuyer(actorOf(request)))),
    );

    app.post(
      '/network/PurchaseOrders',
      {
        config: { ...perm('Create'), tenancy: 'company' },
        schema: { tags, body: purchaseOrderInputSchema, response: { 200: detail } },
      },
      async (request) => {
        const actor = actorOf(request);
        const po = await db.transaction((tx) => placePurchaseOrder(tx, actor, request.body));
        return ok(
          await getPurchaseOrder(db, actor, po.id, 'buyer', offers),
          SuccessMessage.created,
        );
      },
    );

    app.put(
      '/network/PurchaseOrders/:id',
      {
        config: { ...perm('Update'), tenancy: poRow },
        schema: {
          tags,
          params: idParams,
          body: purchaseOrderInputSchema,
          response: { 200: detail },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const id = checkId(request.params.id);
        await db.transaction((tx) => updatePurchaseOrder(tx, actor, id, request.body));
        return ok(await getPurchaseOrder(db, actor, id, 'buyer', offers), SuccessMessage.updated);
      },
    );

    const move = (path: string, action: string, to: 'Submitted' | 'Cancelled', message: string) =>
      app.route({
        method: path.startsWith('DELETE') ? 'DELETE' : 'PUT',
        url: path.replace(/^(DELETE|PUT) /, ''),
        config: { ...perm(action), tenancy: poRow, bodyExempt: 'noBody' },
        schema: { tags, params: idParams, response: { 200: detail } },
        handler: async (request) => {
          const actor = actorOf(request);
          const { id } = request.params as { id: string };
          checkId(id);
          await db.transaction((tx) => moveOwnPurchaseOrder(tx, actor, id, to));
          return ok(await getPurchaseOrder(db, actor, id, 'buyer', offers), message);
        },
      });
    move(
      'PUT /network/PurchaseOrders/Submit/:id',
      'Update',
      'Submitted',
      'Purchase order submitted',
    );
    move(
      'PUT /network/PurchaseOrders/Cancel/:id',
      'Update',
      'Cancelled',
      'Purchase order cancelled',
    );
    move('DELETE /network/PurchaseOrders/:id', 'Delete', 'Cancelled', SuccessMessage.deleted);

    app.post(
      '/network/PurchaseOrders/GenerateSummaryPDF/:startDate/:endDate',
      {
        config: {
          ...perm('View'),
          tenancy: 'company',
          bodyExempt: 'noBody',
          answers: 'application/pdf',
        },
        schema: { tags, params: z.object({ startDate: dateParam, endDate: dateParam }) },
      },
      async (request, reply) => {
        const { startDate, endDate } = request.params;
        const pdf = await purchaseOrderSummaryPdf(db, actorOf(request), startDate, endDate);
        return reply.headers(pdfHeaders(`purchase-orders-${startDate}-${endDate}.pdf`)).send(pdf);
      },
    );

    app.get(
      '/network/PurchaseOrders/GetVariantOptions',
      {
        config: { ...perm('View'), tenancy: distributorRow('query.distributorEntityCode') },
        schema: {
          tags,
          querystring: z
            .object({
              distributorEntityCode: z.string().max(32),
              search: z.string().max(100).default(''),
            })
            .strict(),
          response: {
            200: envelopeOf(
              z.array(
                z.object({
                  label: z.string(),
                  value: z.string(),
                  unitPrice: z.number(),
                  currency: z.string(),
                }),
              ),
            ),
          },
        },
      },
      async (request) => {
        // Only a distributor the company may buy from shows its price list.
        await requireDistributor(db, request, request.query.distributorEntityCode);
        const rows = await variantOptions(
          db,
          request.query.distributorEntityCode,
          request.query.search.trim(),
        );
        return ok(
          rows.map((r) => ({
            label: `${r.productName} - ${r.variantName} (${r.days} days, ${Number(r.data)} GB${r.isDayPass ? '/day' : ''})`,
            value: r.variantId,
            unitPrice: r.unitPriceMinor / 100,
            currency: r.currency,
          })),
        );
      },
    );
  };
}
