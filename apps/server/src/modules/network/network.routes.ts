import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyInfoSchema, envelopeOf, setupStatusSchema } from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { AppError } from '../../platform/http/errors.js';
import { ok } from '../../platform/http/envelope.js';
import { currentCompany } from '../../platform/http/security.js';
import { findCompanyByCode } from '../identity/identity.queries.js';
import { setupStatusOf } from './company-setup.js';
import { crudRoutes } from '../../crud/crud-routes.js';
import { currencies } from '../../db/schema/index.js';
import { currencyResource } from '@wander/contract';

export function networkRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  const loadCurrent = async (entityCode: string) => {
    const row = await findCompanyByCode(db, entityCode);
    if (!row) throw AppError.notFound('Company');
    return row;
  };

  return async (app) => {
    await app.register(crudRoutes(services, currencyResource, { table: currencies }));

    app.post(
      '/network/CompanyProfiles/IsSetupFully',
      {
        config: { auth: 'signedIn' },
        schema: { tags: ['network'], response: { 200: envelopeOf(setupStatusSchema) } },
      },
      async (request) => ok(setupStatusOf(await loadCurrent(currentCompany(request).entityCode))),
    );

    app.get(
      '/network/CompanyProfiles/GetDetail',
      {
        config: { auth: 'signedIn' },
        schema: { tags: ['network'], response: { 200: envelopeOf(companyInfoSchema) } },
      },
      async (request) => {
        const row = await loadCurrent(currentCompany(request).entityCode);
        return ok({
          id: row.id,
          entityCode: row.entityCode,
          companyName: row.companyName,
          customCode: row.customCode,
          companyType: row.companyType,
          isSetupFully: setupStatusOf(row).isSetupFully,
          registerNumber: row.registerNumber,
          email: row.email,
          countryCode: row.countryCode,
          contactNumber: row.contactNumber,
          address: row.address,
          defaultCurrency: row.defaultCurrency,
        });
      },
    );
  };
}
