import { findCompanyByCode } from './network.queries.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyInfoSchema, envelopeOf, setupStatusSchema } from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { AppError } from '../../platform/http/errors.js';
import { ok } from '../../platform/http/envelope.js';
import { currentCompany } from '../../platform/http/security.js';
import { setupStatusOf } from './company-setup.js';
import { crudRoutes } from '../../crud/crud-routes.js';
import {
  bankMasters,
  companies,
  currencies,
  exchangeRates,
  itemTaxGroups,
  settings,
  taxCodes,
  taxGroups,
  uoms,
} from '../../db/schema/index.js';
import {
  bankMasterResource,
  companyProfileResource,
  currencyResource,
  exchangeRateResource,
  itemTaxGroupResource,
  settingsResource,
  taxCodeResource,
  taxGroupResource,
  uomResource,
} from '@wander/contract';
import { z } from 'zod';
import { companyProfileRules } from './company-profile-rules.js';
import { checkSettingValue } from './setting-values.js';
import { checkUomRelation } from './uom-rules.js';
import { referenceRoutes } from './reference.routes.js';
import { exchangeRateRules } from '../rates/exchange-rate-rules.js';

/** Currencies are platform-wide; the entityCode the web sends is accepted and does not narrow them. */
const currencySelectQuery = z.object({ entityCode: z.string().max(32).optional() }).strict();

export function networkRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  const loadCurrent = async (entityCode: string) => {
    const row = await findCompanyByCode(db, entityCode);
    if (!row) throw AppError.notFound('Company');
    return row;
  };

  return async (app) => {
    const company = { scopeColumn: 'entityCode' };
    await app.register(
      crudRoutes(services, currencyResource, {
        table: currencies,
        selectListQuery: currencySelectQuery,
      }),
    );
    await app.register(
      crudRoutes(services, exchangeRateResource, {
        table: exchangeRates,
        ...exchangeRateRules(db),
      }),
    );
    await app.register(crudRoutes(services, bankMasterResource, { table: bankMasters }));
    await app.register(
      crudRoutes(services, uomResource, { table: uoms, beforeWrite: checkUomRelation(db) }),
    );
    await app.register(
      crudRoutes(services, settingsResource, {
        table: settings,
        ...company,
        beforeWrite: checkSettingValue(db),
      }),
    );
    await app.register(crudRoutes(services, taxCodeResource, { table: taxCodes, ...company }));
    await app.register(crudRoutes(services, taxGroupResource, { table: taxGroups, ...company }));
    await app.register(
      crudRoutes(services, itemTaxGroupResource, { table: itemTaxGroups, ...company }),
    );
    await app.register(
      crudRoutes(services, companyProfileResource, {
        table: companies,
        owner: ['entityCode', 'parentEntityCode'],
        ...companyProfileRules(db, services.contexts),
      }),
    );
    await app.register(referenceRoutes(services));

    app.post(
      '/network/CompanyProfiles/IsSetupFully',
      {
        config: { auth: 'signedIn', tenancy: 'company', bodyExempt: 'noBody' },
        schema: { tags: ['network'], response: { 200: envelopeOf(setupStatusSchema) } },
      },
      async (request) => ok(setupStatusOf(await loadCurrent(currentCompany(request).entityCode))),
    );

    app.get(
      '/network/CompanyProfiles/GetDetail',
      {
        config: { auth: 'signedIn', tenancy: 'company' },
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
