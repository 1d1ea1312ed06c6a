import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { filePaths } from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { currentCompany } from '../../platform/http/security.js';
import type { RouteTenancy } from '../../platform/http/security.js';
import { storedFiles } from '../../db/schema/index.js';
import { readableFiles } from './file-sharing.js';

const params = z.object({ id: z.string().max(64) });
const tenancy: RouteTenancy = { table: storedFiles, owner: storedFiles.entityCode };

/**
 * `GET files/{id}` and `GET files/{id}/thumbnail`: an uploaded file's bytes, with the bearer
 * token. A file the working company may not read (another company's, unless shared: see
 * file-sharing.ts) is 404, as one that does not exist. The web fetches them as blobs
 * (docs/api-contract.md, "Files and images").
 */
export function fileRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  return async (app) => {
    for (const variant of ['file', 'thumbnail'] as const) {
      const path = variant === 'file' ? filePaths.content(':id') : filePaths.thumbnail(':id');
      app.get(
        `/${path}`,
        {
          config: {
            auth: 'signedIn',
            tenancy,
            answers:
              variant === 'file'
                ? 'image/png, image/jpeg, image/webp, application/pdf'
                : 'image/webp',
          },
          schema: { tags: ['files'], params },
        },
        async (request, reply) => {
          const { id } = request.params;
          if (!isUuid(id)) throw AppError.notFound('File');
          const [row] = await db
            .select()
            .from(storedFiles)
            .where(and(eq(storedFiles.id, id), readableFiles(currentCompany(request))));
          const content = row && (await services.files.content(row, variant));
          if (!content) throw AppError.notFound('File');
          const name = variant === 'file' ? row.fileName : `${row.id}-thumbnail.webp`;
          return (
            reply
              .header('content-type', content.contentType)
              .header('content-length', content.body.length)
              // A file never changes (a new upload is a new id); only this user's browser keeps it.
              .header('cache-control', 'private, max-age=86400, immutable')
              .header('content-security-policy', "default-src 'none'; sandbox")
              .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(name)}`)
              .send(content.body)
          );
        },
      );
    }
  };
}
