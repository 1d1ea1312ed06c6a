import { z } from 'zod';
import { and, asc, eq, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, paymentTermResource, sortByLabel } from '@wander/contract';
import { crudRoutes } from '../../crud/crud-routes.js';
import { companies, paymentTerms } from '../../db/schema/index.js';
import { companyRow } from '../../db/tenant-rows.js';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { currentCompany } from '../../platform/http/security.js';

/** Payment terms on the engine, and their options by company (spec section 7). */
export function paymentTermRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  return async (app) => {
    await app.register(
      crudRoutes(services, paymentTermResource, { table: paymentTerms, scopeColumn: 'entityCode' }),
    );

    // The active terms of a company: the working company's own, or one of its customers'
    // (a distributor invoicing a customer). Any other company is not found.
    app.get(
      '/payment/PaymentTerms/GetOptionsByEntity/:entity',
      {
        config: {
          auth: { resource: paymentTermResource.permission, action: 'View' },
          tenancy: companyRow('params.entity'),
        },
        schema: {
          tags: ['payment'],
          params: z.object({ entity: z.string().min(1).max(32) }).strict(),
          response: {
            200: envelopeOf(z.array(z.object({ label: z.string(), value: z.string() }))),
          },
        },
      },
      async (request) => {
        const working = currentCompany(request).entityCode;
        const { entity } = request.params;
        const [company] = await db
          .select({ entityCode: companies.entityCode })
          .from(companies)
          .where(
            and(
              eq(companies.entityCode, entity),
              or(eq(companies.entityCode, working), eq(companies.parentEntityCode, working)),
            ),
          );
        if (!company) throw AppError.notFound('Company');
        const rows = await db
          .select({
            termCode: paymentTerms.termCode,
            description: paymentTerms.description,
            id: paymentTerms.id,
          })
          .from(paymentTerms)
          .where(and(eq(paymentTerms.entityCode, entity), eq(paymentTerms.isActive, true)))
          .orderBy(asc(paymentTerms.dueDays));
        return ok(
          sortByLabel(
            rows.map((r) => ({
              label: r.description ? `${r.termCode} - ${r.description}` : r.termCode,
              value: r.id,
            })),
          ),
        );
      },
    );
  };
}
