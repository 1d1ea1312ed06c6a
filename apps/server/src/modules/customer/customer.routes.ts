import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { AppError } from '../../platform/http/errors.js';
import { ok } from '../../platform/http/envelope.js';
import { requireAuth } from '../../platform/http/security.js';
import { findCompanyByCode } from '../identity/identity.queries.js';

const customerInfoSchema = z.object({
  customerId: z.string(),
  customerName: z.string(),
  entityCode: z.string(),
  distributorEntityCode: z.string().nullable(),
});

export function customerRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  return async (app) => {
    // The customer info the shell stores for Customer-role users: the business customer company.
    app.get(
      '/customer/customers/GetByUserId',
      {
        config: { auth: 'signedIn', tenancy: 'self' },
        schema: { tags: ['customer'], response: { 200: envelopeOf(customerInfoSchema) } },
      },
      async (request) => {
        const ctx = requireAuth(request);
        const entity = ctx.userRoleEntities.find((r) => r.roleName === 'Customer');
        const company = entity ? await findCompanyByCode(db, entity.entityCode) : null;
        if (!company) throw AppError.notFound('Customer');
        return ok({
          customerId: company.id,
          customerName: company.companyName,
          entityCode: company.entityCode,
          distributorEntityCode: company.parentEntityCode,
        });
      },
    );
  };
}
