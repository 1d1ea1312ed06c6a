import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PLATFORM_BRANDING, StorePlatformPath } from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { storedFiles } from '../../db/schema/index.js';

/**
 * `GET store/v1/logos/{id}` (issue 37): a platform's uploaded store logo, for anyone (an <img> in
 * the store's header sends no key, and a logo is public by nature). Only a logo a platform names
 * now is served; an upload not saved, or replaced, is 404 like any other id.
 */
export function storeLogoRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  return async (app) => {
    app.get(
      `/${StorePlatformPath.logo(':id')}`,
      {
        config: { auth: 'open', tenancy: 'none', answers: 'image/png, image/jpeg, image/webp' },
        schema: {
          tags: ['store'],
          summary: "A platform's store logo (public: the store's header shows it)",
          params: z.object({ id: z.string().max(64) }).strict(),
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        if (!isUuid(id)) throw AppError.notFound('Logo');
        const [row] = await db
          .select()
          .from(storedFiles)
          .where(
            and(
              eq(storedFiles.id, id),
              eq(storedFiles.entity, PLATFORM_BRANDING),
              eq(storedFiles.kind, 'image'),
              sql`exists (select 1 from wander_platforms w
                where w.store_logo_url = ${storedFiles.id}::text)`,
            ),
          );
        const content = row && (await services.files.content(row, 'file'));
        if (!content) throw AppError.notFound('Logo');
        return (
          reply
            .header('content-type', content.contentType)
            .header('content-length', content.body.length)
            // A logo never changes (a new upload is a new id).
            .header('cache-control', 'public, max-age=86400, immutable')
            .header('content-security-policy', "default-src 'none'; sandbox")
            .header('cross-origin-resource-policy', 'cross-origin')
            .send(content.body)
        );
      },
    );
  };
}
