import { desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AffiliateMessage,
  storeAffiliateApplicationLatest,
  storeAffiliateApplicationRequest,
  storeAffiliateApplicationResponse,
} from '@wander/contract';
import {
  consumerAffiliateRegistrations as regs,
  consumerAffiliates,
} from '../../db/schema/index.js';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { pgErrorOf } from '../../crud/db-errors.js';
import { signedInConsumer } from './store-session.js';

const PATH = 'store/v1/me/affiliate-application';

const applicationColumns = {
  id: regs.id,
  status: regs.status,
  message: regs.message,
  channel: regs.channel,
  reason: regs.reason,
  commissionRatePercent: regs.commissionRatePercent,
  createdAt: regs.createdAt,
  decidedAt: regs.decidedAt,
};

/**
 * Store API: the signed-in consumer applies to become an affiliate of its distributor (one
 * Pending application at a time; an affiliate does not apply again), and reads its latest
 * application with the decision.
 */
export function affiliateApplicationRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  const { keys } = services;
  /** The signed-in consumer (store-session.ts), with the distributor it belongs to. */
  const signedIn = async (request: FastifyRequest) => {
    const { platform, consumer } = await signedInConsumer(db, keys, request);
    return { ...consumer, entityCode: platform.entityCode };
  };
  const config = { auth: 'platform', tenancy: 'self' } as const;

  return async (app) => {
    app.post(
      `/${PATH}`,
      {
        config,
        schema: {
          tags: ['store'],
          summary: 'The signed-in consumer applies to become an affiliate',
          body: storeAffiliateApplicationRequest,
          response: { 200: storeAffiliateApplicationResponse },
        },
      },
      async (request) => {
        const consumer = await signedIn(request);
        const [affiliate] = await db
          .select({ id: consumerAffiliates.id })
          .from(consumerAffiliates)
          .where(eq(consumerAffiliates.consumerId, consumer.id));
        if (affiliate) throw new AppError('CONFLICT', AffiliateMessage.alreadyAffiliate);
        try {
          const [row] = await db
            .insert(regs)
            .values({
              entityCode: consumer.entityCode,
              consumerId: consumer.id,
              consumerName: consumer.name,
              consumerEmail: consumer.email,
              referralCode: consumer.referralCode,
              message: request.body.message || null,
              channel: request.body.channel || null,
            })
            .returning(applicationColumns);
          return ok(row, AffiliateMessage.applied);
        } catch (error) {
          // The partial unique index holds one Pending application per consumer, also under a race.
          if (pgErrorOf(error)?.code === '23505') {
            throw new AppError('CONFLICT', AffiliateMessage.pendingExists);
          }
          throw error;
        }
      },
    );

    app.get(
      `/${PATH}`,
      {
        config,
        schema: {
          tags: ['store'],
          summary: "The signed-in consumer's latest affiliate application (null: none)",
          response: { 200: storeAffiliateApplicationLatest },
        },
      },
      async (request) => {
        const consumer = await signedIn(request);
        const [row] = await db
          .select(applicationColumns)
          .from(regs)
          .where(eq(regs.consumerId, consumer.id))
          .orderBy(desc(regs.createdAt))
          .limit(1);
        return ok(row ?? null);
      },
    );
  };
}
