import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTICE_PROVIDER_KINDS, SupplyText } from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { AppError } from '../../platform/http/errors.js';
import { providers } from '../../db/schema/index.js';
import { applyWebhookEvent } from './apply-webhook.js';
import { ProviderError } from './provider-adapter.js';
import { adapterOf, type ProviderRow } from './provider.queries.js';

const answer = { 200: z.object({ received: z.literal(true), applied: z.number() }) };
const open = () => ({
  auth: 'open' as const,
  tenancy: 'none' as const,
  bodyExempt: 'providerCallback' as const,
  errors: [503],
});

/**
 * A provider's notices, raw body.
 *
 * - `POST product/Providers/Webhook/{kind}/{token}`: the account's own URL (the provider form
 *   shows it). The token names the one active account the notice is for; its adapter must verify
 *   the notice (Airalo: the signature with that account's secret; eSIM Access, which signs
 *   nothing: one of its documented sender addresses, as the trusted proxy reports the client).
 *   An unknown token is a 404, an unverified notice a 400; neither changes anything.
 * - `POST product/Providers/Webhook/airalo`: the address Airalo accounts were given before each
 *   account had its own. An Airalo signature proves its account (the one whose secret verifies
 *   it), so it still answers. eSIM Access has no such path: an unsigned notice is an account's
 *   only through that account's URL.
 *
 * Every notice is a hint: apply-webhook.ts reads the eSIM from the provider's API before it writes.
 */
export function supplyWebhookRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;

  async function applyAll(row: ProviderRow, raw: string) {
    const adapter = adapterOf(services.secrets, row, db);
    let applied = 0;
    for (const event of adapter.parseWebhook(raw)) {
      try {
        if (await applyWebhookEvent(db, services.jobs, row, event, adapter)) applied++;
      } catch (error) {
        // The provider's API could not be read: the notice is not taken, and its retry is.
        if (!(error instanceof ProviderError)) throw error;
        throw new AppError('PROVIDER_UNAVAILABLE', SupplyText.webhookRetry, undefined, 503);
      }
    }
    return { received: true as const, applied };
  }

  return async (app) => {
    webhookLivenessRoute(app);
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    // Only a JSON body arrives raw; a form body is parsed into an object without a prototype
    // (String() of it throws: the fuzz suite's 500): it is no notice either way.
    const rawOf = (body: unknown) => (typeof body === 'string' ? body : '');

    app.post(
      '/product/Providers/Webhook/:kind/:token',
      {
        config: open(),
        schema: {
          tags: ['product'],
          params: z.object({
            kind: z.enum(NOTICE_PROVIDER_KINDS),
            token: z.string().regex(/^[0-9a-f]{64}$/),
          }),
          response: answer,
        },
      },
      async (request) => {
        const { kind, token } = request.params;
        const [row] = await db
          .select()
          .from(providers)
          .where(
            and(
              eq(providers.webhookToken, token),
              eq(providers.kind, kind),
              eq(providers.isActive, true),
            ),
          );
        if (!row) throw AppError.notFound('Webhook');
        const raw = rawOf(request.body);
        let verified = false;
        try {
          verified = adapterOf(services.secrets, row, db).verifyWebhook(
            raw,
            request.headers,
            request.ip,
          );
        } catch {
          // Credentials that no longer open verify nothing.
        }
        if (!verified) {
          throw new AppError('BAD_SIGNATURE', SupplyText.webhookRejected, undefined, 400);
        }
        return applyAll(row, raw);
      },
    );

    app.post(
      '/product/Providers/Webhook/airalo',
      { config: open(), schema: { tags: ['product'], response: answer } },
      async (request) => {
        const raw = rawOf(request.body);
        const accounts = await db
          .select()
          .from(providers)
          .where(and(eq(providers.kind, 'airalo'), eq(providers.isActive, true)));
        const owner = accounts.find((row) => {
          try {
            return adapterOf(services.secrets, row, db).verifyWebhook(
              raw,
              request.headers,
              request.ip,
            );
          } catch {
            return false; // credentials that no longer open verify nothing
          }
        });
        if (!owner) throw new AppError('BAD_SIGNATURE', SupplyText.webhookRejected, undefined, 400);
        return applyAll(owner, raw);
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
