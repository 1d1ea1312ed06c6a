import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pagedEnvelopeOf,
  pagingRequestSchema,
  USAGE_PERMISSION,
  usageExportSchema,
  UsagePath,
  usageRowSchema,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { CSV_TYPE, fileHeaders } from '../../platform/http/csv-file.js';
import { currentCompany, isPlatformUser } from '../../platform/http/security.js';
import { wanderSerialNumbers } from '../../db/schema/index.js';
import { searchList } from '../../crud/list-search.js';
import { exportUsageCsv } from './export-usage-csv.js';
import { usageList, usageScope, type UsageViewer } from './usage.queries.js';

const view = { auth: { resource: USAGE_PERMISSION, action: 'View' } };
const tags = ['network'];

const viewerOf = (request: FastifyRequest): UsageViewer => ({
  entityCode: currentCompany(request).entityCode,
  isPlatform: isPlatformUser(request),
});

/**
 * The eSIM usage report (spec section 7): the paged report and its CSV export. The spec's export
 * goes to the scheduler service; its path is served here and answers the file at once.
 */
export function usageRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  return async (app) => {
    app.post(
      `/${UsagePath.search}`,
      {
        config: { ...view, tenancy: 'company' },
        schema: {
          tags,
          body: pagingRequestSchema,
          response: { 200: pagedEnvelopeOf(usageRowSchema) },
        },
      },
      async (request) =>
        ok(
          (await searchList(
            db,
            wanderSerialNumbers,
            usageList,
            request.body,
            usageScope(viewerOf(request)),
          )) as never,
        ),
    );

    app.post(
      `/${UsagePath.exportCsv}`,
      {
        config: { ...view, tenancy: 'company', answers: 'text/csv' },
        schema: { tags: ['scheduler'], body: usageExportSchema },
      },
      async (request, reply) => {
        const file = await exportUsageCsv(db, viewerOf(request), request.body);
        return reply.headers(fileHeaders(CSV_TYPE, file.fileName)).send(file.buffer);
      },
    );
  };
}
