import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  generateLocationsRequestSchema,
  generateLocationsResultSchema,
  LocationMessage,
  LocationPath,
  locationResource,
  locationSetupInputSchema,
  locationSetupSchema,
  SuccessMessage,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { crudRoutes } from '../../crud/crud-routes.js';
import { ok } from '../../platform/http/envelope.js';
import { currentCompany } from '../../platform/http/security.js';
import { locations } from '../../db/schema/index.js';
import { readLocationSetup, saveLocationSetup } from './location-setup.js';
import { generateLocations } from './generate-locations.js';

const tags = ['product'];
const perm = (action: string) => ({ auth: { resource: locationResource.permission, action } });

/**
 * Stock locations (spec section 7, "Stock and location"): the working company's setup, the
 * generator (POST product/Location) and the standard calls of the locations it made.
 */
export function locationRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  return async (app) => {
    app.get(
      `/${LocationPath.setup}`,
      {
        config: { ...perm('View'), tenancy: 'company' },
        schema: { tags, response: { 200: envelopeOf(locationSetupSchema) } },
      },
      async (request) => ok(await readLocationSetup(db, currentCompany(request).entityCode)),
    );

    app.put(
      `/${LocationPath.setup}`,
      {
        config: { ...perm('Update'), tenancy: 'company' },
        schema: {
          tags,
          body: locationSetupInputSchema,
          response: { 200: envelopeOf(locationSetupSchema) },
        },
      },
      async (request) => {
        const { entityCode } = currentCompany(request);
        const saved = await db.transaction((tx) => saveLocationSetup(tx, entityCode, request.body));
        return ok(saved, SuccessMessage.updated);
      },
    );

    app.post(
      `/${LocationPath.generate}`,
      {
        config: { ...perm('Create'), tenancy: 'company' },
        schema: {
          tags,
          body: generateLocationsRequestSchema,
          response: { 200: envelopeOf(generateLocationsResultSchema) },
        },
      },
      async (request) => {
        const { entityCode } = currentCompany(request);
        const result = await db.transaction((tx) => generateLocations(tx, entityCode));
        return ok(result, LocationMessage.generated(result.created, result.existed));
      },
    );

    await app.register(
      crudRoutes(services, locationResource, { table: locations, scopeColumn: 'entityCode' }),
    );
  };
}
