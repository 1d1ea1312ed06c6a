import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { pageViews } from '../../db/schema/index.js';

const pageViewBody = z.object({ path: z.string().min(1).max(512) }).strict();

export function analyticsRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  return async (app) => {
    app.post(
      '/analytics/PageView',
      {
        config: { auth: 'public', tenancy: 'none' },
        schema: {
          tags: ['analytics'],
          body: pageViewBody,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        await db
          .insert(pageViews)
          .values({ path: request.body.path, userId: request.auth?.userId ?? null });
        return ok(null);
      },
    );
  };
}
