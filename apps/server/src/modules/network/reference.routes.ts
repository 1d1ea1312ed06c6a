import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  currencyResource,
  envelopeOf,
  ISO_CURRENCIES,
  predefinedCurrencySchema,
  settingSelectQuery,
  settingsResource,
  settingValueOptionsQuery,
  sortByLabel,
  taxGroupResource,
  taxPerItemQuery,
  taxPerItemSchema,
  uomHoursSchema,
  uomResource,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { AppError } from '../../platform/http/errors.js';
import { ok } from '../../platform/http/envelope.js';
import { currentCompany } from '../../platform/http/security.js';
import { isUuid } from '../../platform/http/ids.js';
import { conversionsToHour, uomExists, uomOptions } from './network.queries.js';
import { settingNameOptions, valueOptionsOf } from './setting-values.js';
import { taxPerItem } from './tax-per-item.js';
import { products, settings } from '../../db/schema/index.js';

const tags = ['network'];
const optionList = envelopeOf(z.array(z.object({ label: z.string(), value: z.string() })));
const view = (resource: string) => ({ auth: { resource, action: 'View' } });

/** The /general section's special reference-data calls (spec section 7, "Network, tax, currency, settings"). */
export function referenceRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  return async (app) => {
    app.get(
      '/network/Currency/GetPredefinedItems',
      {
        config: { ...view(currencyResource.permission), tenancy: 'global' },
        schema: { tags, response: { 200: envelopeOf(z.array(predefinedCurrencySchema)) } },
      },
      async () => ok([...ISO_CURRENCIES]),
    );

    // Units of measure are platform-wide: every company gets the same options.
    app.get(
      '/network/Uom/GetOptionsByEntity/:entity',
      {
        config: { ...view(uomResource.permission), tenancy: 'global' },
        schema: {
          tags,
          params: z.object({ entity: z.string().min(1).max(32) }).strict(),
          response: { 200: optionList },
        },
      },
      async () => ok(sortByLabel(await uomOptions(db))),
    );

    app.get(
      '/network/Uom/GetRelateUomOptions/:id',
      {
        config: { ...view(uomResource.permission), tenancy: 'global' },
        schema: {
          tags,
          params: z.object({ id: z.string().max(64) }).strict(),
          response: { 200: optionList },
        },
      },
      async (request) => {
        const { id } = request.params;
        if (!isUuid(id) || !(await uomExists(db, id)))
          throw AppError.notFound(uomResource.labels.singular);
        return ok(sortByLabel(await uomOptions(db, id)));
      },
    );

    app.get(
      '/network/Uom/GetConvertionsToHour',
      {
        config: { ...view(uomResource.permission), tenancy: 'global' },
        schema: { tags, response: { 200: envelopeOf(z.array(uomHoursSchema)) } },
      },
      async () => ok(await conversionsToHour(db)),
    );

    app.get(
      '/network/Settings/GetSelectList',
      {
        config: {
          ...view(settingsResource.permission),
          tenancy: { table: settings, owner: settings.entityCode, id: 'query.settingId' },
        },
        schema: { tags, querystring: settingSelectQuery, response: { 200: optionList } },
      },
      async (request) =>
        ok(await settingNameOptions(db, currentCompany(request), request.query.settingId)),
    );

    app.get(
      '/network/Settings/GetValueOptions',
      {
        config: { ...view(settingsResource.permission), tenancy: 'company' },
        schema: { tags, querystring: settingValueOptionsQuery, response: { 200: optionList } },
      },
      async (request) =>
        ok(await valueOptionsOf(db, currentCompany(request).entityCode, request.query.settingName)),
    );

    app.get(
      '/network/TaxGroups/GetTaxPerItem',
      {
        config: {
          ...view(taxGroupResource.permission),
          tenancy: { table: products, owner: products.entityCode, id: 'query.productId' },
        },
        schema: {
          tags,
          querystring: taxPerItemQuery,
          response: { 200: envelopeOf(taxPerItemSchema) },
        },
      },
      async (request) =>
        ok(await taxPerItem(db, currentCompany(request).entityCode, request.query)),
    );
  };
}
