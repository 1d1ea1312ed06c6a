import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  pagedEnvelopeOf,
  pagingRequestSchema,
  productReviewDetailSchema,
  productReviewList,
  ProductReviewPath,
  productReviewRowSchema,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { AppError } from '../../platform/http/errors.js';
import { ok } from '../../platform/http/envelope.js';
import { isUuid } from '../../platform/http/ids.js';
import { productReviews } from '../../db/schema/index.js';
import { searchList } from '../../crud/list-search.js';
import { findReview, reviewListSpec, reviewScope } from './product-review.queries.js';

const tags = ['product'];
const view = { auth: { resource: productReviewList.permission, action: 'View' } };

/** Product reviews (spec section 7): POST Search and GET {id}, read only. */
export function productReviewRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  return async (app) => {
    app.post(
      `/${ProductReviewPath.search}`,
      {
        config: { ...view, tenancy: 'company' },
        schema: {
          tags,
          body: pagingRequestSchema,
          response: { 200: pagedEnvelopeOf(productReviewRowSchema) },
        },
      },
      async (request) =>
        ok(
          (await searchList(
            db,
            productReviews,
            reviewListSpec,
            request.body,
            reviewScope(request),
          )) as never,
        ),
    );

    app.get(
      `/${ProductReviewPath.detail}/:id`,
      {
        config: { ...view, tenancy: { table: productReviews, owner: productReviews.entityCode } },
        schema: {
          tags,
          params: z.object({ id: z.string().max(64) }),
          response: { 200: envelopeOf(productReviewDetailSchema) },
        },
      },
      async (request) => {
        const { id } = request.params;
        const row = isUuid(id) ? await findReview(db, id, reviewScope(request)) : undefined;
        if (!row) throw AppError.notFound(productReviewList.labels.singular);
        return ok(row);
      },
    );
  };
}
