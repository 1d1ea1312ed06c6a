import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  pagedEnvelopeOf,
  pagingRequestSchema,
  purchaseSetupInputSchema,
  purchaseSetupSchema,
  saleOrderDetailSchema,
  saleOrderInputSchema,
  saleOrderRowSchema,
  SuccessMessage,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { saleOrders } from '../../db/schema/index.js';
import { actorOf } from './order-actor.js';
import { listOptions, searchList, type ListSpec } from '../../crud/list-search.js';
import { listPurchaseSetups, purchaseSetupDetail, updatePurchaseSetup } from './purchase-setups.js';
import {
  createSaleOrder,
  getSaleOrder,
  moveSaleOrder,
  saleOrderScope,
  updateSaleOrder,
} from './sale-orders.js';
import { setupRow, soRow } from '../../db/tenant-rows.js';

const saleOrderList: ListSpec = {
  columns: {
    id: saleOrders.id,
    documentNo: saleOrders.documentNo,
    customerName: saleOrders.customerName,
    currency: saleOrders.currency,
    status: saleOrders.status,
    totalAmount: saleOrders.totalMinor,
    createdAt: saleOrders.createdAt,
    confirmedAt: saleOrders.confirmedAt,
  },
  filters: {
    status: ['eq', 'in'],
    documentNo: ['contains', 'eq', 'startsWith'],
    customerName: ['contains', 'eq', 'startsWith'],
    createdAt: ['gte', 'lte', 'between', 'gt', 'lt'],
  },
  sorts: ['createdAt', 'documentNo', 'customerName', 'status', 'totalAmount'],
  defaultSort: { column: 'createdAt', order: 'desc' },
  money: ['totalAmount'],
};

const idParams = z.object({ id: z.string().max(64) });
const detail = envelopeOf(saleOrderDetailSchema);

/** Sale orders (network/SaleOrders + Confirm) and the sequence setup (network/PurchaseSetups). */
export function saleOrdersRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  const so = (action: string) => ({ auth: { resource: 'network/SaleOrders', action } });
  const setups = (action: string) => ({ auth: { resource: 'network/PurchaseSetups', action } });
  const tags = ['network'];

  return async (app) => {
    app.post(
      '/network/SaleOrders/Search',
      {
        config: { ...so('View'), tenancy: 'company' },
        schema: {
          tags,
          body: pagingRequestSchema,
          response: { 200: pagedEnvelopeOf(saleOrderRowSchema) },
        },
      },
      async (request) =>
        ok(
          (await searchList(
            db,
            saleOrders,
            saleOrderList,
            request.body,
            saleOrderScope(actorOf(request)),
          )) as never,
        ),
    );
    app.get(
      '/network/SaleOrders/GetSelectList',
      {
        config: { ...so('View'), tenancy: 'company' },
        schema: {
          tags,
          response: {
            200: envelopeOf(z.array(z.object({ label: z.string(), value: z.string() }))),
          },
        },
      },
      async (request) => {
        return ok(
          await listOptions(db, saleOrders, saleOrderList, saleOrderScope(actorOf(request)), {
            sortBy: 'documentNo',
            limit: 128,
            label: (i) => String(i.documentNo),
          }),
        );
      },
    );
    app.get(
      '/network/SaleOrders/GetDetail/:id',
      {
        config: { ...so('View'), tenancy: soRow },
        schema: { tags, params: idParams, response: { 200: detail } },
      },
      async (request) => ok(await getSaleOrder(db, actorOf(request), request.params.id)),
    );
    app.post(
      '/network/SaleOrders',
      {
        config: { ...so('Create'), tenancy: 'company' },
        schema: { tags, body: saleOrderInputSchema, response: { 200: detail } },
      },
      async (request) => {
        const actor = actorOf(request);
        const row = await db.transaction((tx) => createSaleOrder(tx, actor, request.body));
        return ok(await getSaleOrder(db, actor, row.id), SuccessMessage.created);
      },
    );
    app.put(
      '/network/SaleOrders/:id',
      {
        config: { ...so('Update'), tenancy: soRow },
        schema: { tags, params: idParams, body: saleOrderInputSchema, response: { 200: detail } },
      },
      async (request) => {
        const actor = actorOf(request);
        await db.transaction((tx) => updateSaleOrder(tx, actor, request.params.id, request.body));
        return ok(await getSaleOrder(db, actor, request.params.id), SuccessMessage.updated);
      },
    );
    app.put(
      '/network/SaleOrders/Confirm/:id',
      {
        config: { ...so('Update'), tenancy: soRow, bodyExempt: 'noBody' },
        schema: { tags, params: idParams, response: { 200: detail } },
      },
      async (request) => {
        const actor = actorOf(request);
        await db.transaction((tx) => moveSaleOrder(tx, actor, request.params.id, 'Confirmed'));
        return ok(await getSaleOrder(db, actor, request.params.id), 'Sale order confirmed');
      },
    );
    app.delete(
      '/network/SaleOrders/:id',
      {
        config: { ...so('Delete'), tenancy: soRow },
        schema: { tags, params: idParams, response: { 200: detail } },
      },
      async (request) => {
        const actor = actorOf(request);
        await db.transaction((tx) => moveSaleOrder(tx, actor, request.params.id, 'Cancelled'));
        return ok(await getSaleOrder(db, actor, request.params.id), SuccessMessage.deleted);
      },
    );

    app.get(
      '/network/PurchaseSetups',
      {
        config: { ...setups('View'), tenancy: 'company' },
        schema: { tags, response: { 200: envelopeOf(z.array(purchaseSetupSchema)) } },
      },
      async (request) => ok(await db.transaction((tx) => listPurchaseSetups(tx, actorOf(request)))),
    );
    app.get(
      '/network/PurchaseSetups/GetDetail/:id',
      {
        config: { ...setups('View'), tenancy: setupRow },
        schema: { tags, params: idParams, response: { 200: envelopeOf(purchaseSetupSchema) } },
      },
      async (request) => ok(await purchaseSetupDetail(db, actorOf(request), request.params.id)),
    );
    app.put(
      '/network/PurchaseSetups/:id',
      {
        config: {
          ...setups('Update'),
          tenancy: { ...setupRow, body: { prefix: 'PROBE', nextNumber: 999_999, padding: 6 } },
        },
        schema: {
          tags,
          params: idParams,
          body: purchaseSetupInputSchema,
          response: { 200: envelopeOf(purchaseSetupSchema) },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const row = await db.transaction((tx) =>
          updatePurchaseSetup(tx, actor, request.params.id, request.body),
        );
        return ok(row, SuccessMessage.updated);
      },
    );
  };
}
