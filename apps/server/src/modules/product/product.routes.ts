import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wanderPlanResource } from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { crudRoutes } from '../../crud/crud-routes.js';
import { wanderPlans } from '../../db/schema/index.js';

export function productRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(crudRoutes(services, wanderPlanResource, { table: wanderPlans }));
  };
}
