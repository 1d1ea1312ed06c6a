import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Resource,
  TRIP_PLAN_PATH,
  envelopeOf,
  tripPlanRequestSchema,
  tripPlanSchema,
  type TripPlanRequest,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { currentCompany } from '../../platform/http/security.js';
import { distributorRow } from '../../db/tenant-rows.js';
import { requireDistributor } from './catalog-access.js';
import type { CatalogCache } from './catalog-cache.js';
import { planTrip } from './plan-trip.js';

const example: TripPlanRequest = {
  distributorEntityCode: 'DIST001',
  legs: [
    { countryCode: 'JP', days: 5 },
    { countryCode: 'KR', days: 4 },
  ],
  gbPerDay: 1,
};

/** POST catalog/TripPlan (issue 29): part of buying from the catalogue (the Order tab's permission). */
export function tripPlanRoutes(services: Services, cache: CatalogCache): FastifyPluginAsyncZod {
  const { db } = services.database;
  return async (app) => {
    app.post(
      `/${TRIP_PLAN_PATH}`,
      {
        config: {
          auth: { resource: Resource.PurchaseOrders, action: 'View' },
          tenancy: { ...distributorRow('body.distributorEntityCode'), body: example },
        },
        schema: {
          tags: ['catalog'],
          body: tripPlanRequestSchema,
          response: { 200: envelopeOf(tripPlanSchema) },
        },
      },
      async (request) => {
        const distributor = await requireDistributor(
          db,
          request,
          request.body.distributorEntityCode,
        );
        return ok(
          await planTrip(db, currentCompany(request).entityCode, distributor, request.body, cache),
        );
      },
    );
  };
}
