import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SupplyText } from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { AppError } from '../../platform/http/errors.js';
import { providers } from '../../db/schema/index.js';
import { ESIM_ACCESS_WEBHOOK_IPS } from './adapters/esim-access.js';
import { applyWebhookEvent } from './apply-webhook.js';
import { adapterOf, type ProviderRow } from './provider.queries.js';

/**
 * POST product/Providers/Webhook/{airalo|esim-access}: a provider's notices, raw body. The
 * provider account is the one whose secret verifies the signature (several distributors may use
 * one provider); eSIM Access signs nothing, so its notices are taken from its documented sender
 * addresses (behind TRUST_PROXY) or with our own x-wander-signature (adapters/esim-access.ts).
 * An unverified webhook is a 400 and changes nothing.
 */
export function supplyWebhookRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  return async (app) => {
    webhookLivenessRoute(app);
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    app.post(
      '/product/Providers/Webhook/:kind',
      {
        config: { auth: 'open', tenancy: 'none', bodyExempt: 'providerCallback' },
        schema: {
          tags: ['product'],
          params: z.object({ kind: z.enum(['airalo', 'esim-access']) }),
          response: { 200: z.object({ received: z.literal(true), applied: z.number() }) },
        },
      },
      async (request) => {
        const { kind } = request.params;
        // Only a JSON body arrives raw; a form body is parsed into an object without a prototype
        // (String() of it throws: the fuzz suite's 500): it is no signed notice either way.
        const raw = typeof request.body === 'string' ? request.body : '';
        const accounts = await db
          .select()
          .from(providers)
          .where(and(eq(providers.kind, kind), eq(providers.isActive, true)));
        let verified: ProviderRow[] = [];
        for (const row of accounts) {
          try {
            if (adapterOf(services.secrets, row, db).verifyWebhook(raw, request.headers)) {
              verified = [row];
              break;
            }
          } catch {
            // A row whose credentials no longer open cannot verify anything.
          }
        }
        if (
          verified.length === 0 &&
          kind === 'esim-access' &&
          ESIM_ACCESS_WEBHOOK_IPS.includes(request.ip)
        ) {
          verified = accounts;
        }
        if (verified.length === 0) {
          throw new AppError('BAD_SIGNATURE', SupplyText.webhookRejected, undefined, 400);
        }
        let applied = 0;
        for (const row of verified) {
          const adapter = adapterOf(services.secrets, row, db);
          for (const event of adapter.parseWebhook(raw)) {
            if (await applyWebhookEvent(db, services.jobs, row, event)) applied++;
          }
        }
        return { received: true as const, applied };
      },
    );
  };
}

/**
 * HEAD on a webhook URL answers 200, reading and writing nothing: Airalo checks "the liveness of
 * your webhook URL with an HTTP HEAD request to which we expect 200 OK response"
 * (developers.partners.airalo.com, "Future orders"; the same check guards its webhook opt-in).
 * Every path under Webhook/ answers alike, whatever names the account in it.
 */
function webhookLivenessRoute(app: FastifyInstance) {
  app.route({
    method: 'HEAD',
    url: '/product/Providers/Webhook/*',
    config: { auth: 'open', tenancy: 'none' },
    // A liveness answer, not an operation of the API: kept out of the OpenAPI document.
    schema: { hide: true },
    handler: async (_request, reply) => reply.code(200).send(),
  });
}
