import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StorePlatformPath, storePlatformResponse } from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { AppError } from '../../platform/http/errors.js';
import { ok } from '../../platform/http/envelope.js';
import { storePlatformById } from './store-platform.js';

/** The store's branding (issue 28): a consumer app or the web store shows it before sign-in. */
export function storePlatformRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  return async (app) => {
    app.get(
      `/${StorePlatformPath.platform}`,
      {
        config: { auth: 'platform', tenancy: 'none' },
        schema: {
          tags: ['store'],
          summary: "The platform's store branding: name, logo, colour, support e-mail, language",
          response: { 200: storePlatformResponse },
        },
      },
      async (request) => {
        const platform = await storePlatformById(
          db,
          services.config.basePath,
          request.platform!.id,
        );
        if (!platform) throw AppError.notFound('Platform');
        return ok(platform);
      },
    );
  };
}
