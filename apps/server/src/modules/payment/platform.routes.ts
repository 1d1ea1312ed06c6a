import { z } from 'zod';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  issuedApiKeyEnvelope,
  messages,
  PlatformMessage,
  sortByLabel,
  wanderPlatformResource,
} from '@wander/contract';
import { crudRoutes } from '../../crud/crud-routes.js';
import { companies, wanderPlatforms } from '../../db/schema/index.js';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { issuePlatformApiKey } from './platform-api-key.js';

const tags = ['payment'];
const permission = wanderPlatformResource.permission;

/** Sales platforms (payment/WanderPlatforms): the engine's routes, the key, the select list. */
export function platformRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  return async (app) => {
    await app.register(
      crudRoutes(services, wanderPlatformResource, {
        table: wanderPlatforms,
        // A platform sells for a distributor: any other company (or none known) is refused.
        beforeWrite: async (_request, body) => {
          const code = body.distributorEntityCode as string | null | undefined;
          if (!code) return;
          const [company] = await db
            .select({ type: companies.companyType })
            .from(companies)
            .where(eq(companies.entityCode, code));
          if (company?.type !== 'distributor') {
            throw AppError.validation({
              distributorEntityCode: [messages.invalidOption('Distributor')],
            });
          }
        },
      }),
    );

    app.post(
      '/payment/WanderPlatforms/IssueApiKey/:id',
      {
        config: {
          auth: { resource: permission, action: 'Update' },
          tenancy: 'global',
          bodyExempt: 'noBody',
        },
        schema: {
          tags,
          params: z.object({ id: z.string().max(64) }).strict(),
          response: { 200: issuedApiKeyEnvelope },
        },
      },
      async (request) => {
        if (!isUuid(request.params.id)) throw AppError.notFound('Platform');
        return ok(await issuePlatformApiKey(db, request.params.id), PlatformMessage.keyIssued);
      },
    );

    // Spec: GET network/{brand}/GetSelectList, the active platforms as options (value: the code).
    app.get(
      '/network/Wander/GetSelectList',
      {
        config: { auth: { resource: 'network/Wander', action: 'View' }, tenancy: 'global' },
        schema: {
          tags: ['network'],
          response: {
            200: envelopeOf(z.array(z.object({ label: z.string(), value: z.string() }))),
          },
        },
      },
      async () => {
        const rows = await db
          .select({ label: wanderPlatforms.platformName, value: wanderPlatforms.platformCode })
          .from(wanderPlatforms)
          .where(eq(wanderPlatforms.isActive, true))
          .orderBy(asc(wanderPlatforms.platformName));
        return ok(sortByLabel(rows));
      },
    );
  };
}
