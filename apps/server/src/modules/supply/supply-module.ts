import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../platform/services.js';
import { planSupplyRoutes } from './plan-supply.routes.js';
import { providerRoutes } from './provider.routes.js';
import { defineSupplyJobs } from './supply-jobs.js';
import { supplyWebhookRoutes } from './webhook.routes.js';

/** Upstream eSIM providers (issue 27): providers, plan supply, webhooks and the sync job. */
export function supplyModule(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    defineSupplyJobs(services.database.db, services.jobs, services.secrets, services.mail);
    await app.register(providerRoutes(services));
    await app.register(planSupplyRoutes(services));
    await app.register(supplyWebhookRoutes(services));
  };
}
