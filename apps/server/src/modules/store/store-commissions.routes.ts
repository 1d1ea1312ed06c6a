import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromMinor, StoreOrderPath, storeCommissionsResponse } from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { consumerAffiliates, consumerCommissions } from '../../db/schema/index.js';
import { ok } from '../../platform/http/envelope.js';
import { signedInConsumer } from './store-session.js';

/**
 * The commissions a consumer earned as an affiliate (issue 28: the store's account page): its
 * rate and status, and each referred order's commission, as the back office's commission list
 * shows it (Pending becomes Payable once its payable date has passed).
 */
export function storeCommissionRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  const { keys } = services;
  return async (app) => {
    app.get(
      `/${StoreOrderPath.commissions}`,
      {
        config: { auth: 'platform', tenancy: 'self' },
        schema: {
          tags: ['store'],
          summary: "The consumer's affiliate rate and the commissions its referrals earned it",
          response: { 200: storeCommissionsResponse },
        },
      },
      async (request) => {
        const { consumer } = await signedInConsumer(db, keys, request);
        const [affiliate] = await db
          .select({
            id: consumerAffiliates.id,
            ratePercent: consumerAffiliates.commissionRatePercent,
            status: consumerAffiliates.status,
          })
          .from(consumerAffiliates)
          .where(eq(consumerAffiliates.consumerId, consumer.id));
        if (!affiliate) return ok({ affiliate: null, commissions: [] });
        const rows = await db
          .select()
          .from(consumerCommissions)
          .where(eq(consumerCommissions.affiliateId, affiliate.id))
          .orderBy(desc(consumerCommissions.paidAt))
          .limit(200);
        const now = Date.now();
        return ok({
          affiliate: { ratePercent: Number(affiliate.ratePercent), status: affiliate.status },
          commissions: rows.map((r) => ({
            documentNo: r.documentNo,
            orderAmount: fromMinor(r.orderAmountMinor),
            ratePercent: Number(r.ratePercent),
            commission: fromMinor(r.commissionMinor),
            currency: r.currency,
            status: r.status === 'Pending' && r.payableAt.getTime() <= now ? 'Payable' : r.status,
            paidAt: r.paidAt,
            payableAt: r.payableAt,
          })),
        });
      },
    );
  };
}
