import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { couponTransactionResource, pagedEnvelopeOf, pagingRequestSchema } from '@wander/contract';
import { couponTransactions as ct } from '../../db/schema/index.js';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { currentCompany } from '../../platform/http/security.js';
import { searchList, type ListSpec } from '../../crud/list-search.js';

const couponTransactionList: ListSpec = {
  columns: {
    id: ct.id,
    createdAt: ct.createdAt,
    couponId: ct.couponId,
    couponCode: ct.couponCode,
    kind: ct.kind,
    buyerEntityCode: ct.buyerEntityCode,
    documentNo: ct.documentNo,
    purchaseOrderId: ct.purchaseOrderId,
    currency: ct.currency,
    amount: ct.amountMinor,
  },
  filters: couponTransactionResource.filters as ListSpec['filters'],
  sorts: couponTransactionResource.sorts,
  defaultSort: couponTransactionResource.defaultSort as ListSpec['defaultSort'],
  money: ['amount'],
};

/** POST payment/CouponTransactions/Search: the coupon issuer's redemptions and reversals. */
export function couponTransactionRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  return async (app) => {
    app.post(
      '/payment/CouponTransactions/Search',
      {
        config: {
          auth: { resource: couponTransactionResource.permission, action: 'View' },
          tenancy: 'company',
        },
        schema: {
          tags: ['payment'],
          body: pagingRequestSchema,
          response: { 200: pagedEnvelopeOf(couponTransactionResource.row) },
        },
      },
      async (request) =>
        ok(
          (await searchList(
            db,
            ct,
            couponTransactionList,
            request.body,
            eq(ct.entityCode, currentCompany(request).entityCode),
          )) as never,
        ),
    );
  };
}
