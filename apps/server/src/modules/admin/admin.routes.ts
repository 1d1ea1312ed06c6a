import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../platform/services.js';
import { accessRoutes } from './access.routes.js';
import { configurationRoutes } from './configuration.routes.js';
import { userRoutes } from './users.routes.js';

export function adminRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(userRoutes(services));
    await app.register(accessRoutes(services));
    await app.register(configurationRoutes(services));
  };
}
