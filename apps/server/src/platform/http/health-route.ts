import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@wander/contract';
import type { Database } from '../db/client.js';
import { ok } from './envelope.js';

/** `GET /api/health`: open to all, answers whether the database answers (503 when not). */
export function healthRoute(database: Database): FastifyPluginAsyncZod {
  return async (api) => {
    const health = envelopeOf(z.object({ status: z.literal('ok'), database: z.string() }));
    const unavailable = z.object({
      statusCode: z.literal(503),
      code: z.string(),
      message: z.string(),
    });
    api.get(
      '/health',
      {
        config: { auth: 'open', tenancy: 'none' },
        schema: { response: { 200: health, 503: unavailable } },
      },
      async (_request, reply) => {
        try {
          await database.ping();
          return ok({ status: 'ok', database: database.kind });
        } catch {
          return reply
            .status(503)
            .send({ statusCode: 503, code: 'UNAVAILABLE', message: 'Database unavailable' });
        }
      },
    );
  };
}
