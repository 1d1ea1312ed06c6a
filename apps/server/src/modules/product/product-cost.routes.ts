import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  pagedEnvelopeOf,
  ProductCostPath,
  productsByUomRequestSchema,
  UomMoveMessage,
  uomProductList,
  updateByUomResultSchema,
  updateByUomSchema,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { rowColumns, runSearch } from '../../crud/run-search.js';
import { AppError } from '../../platform/http/errors.js';
import { ok } from '../../platform/http/envelope.js';
import { currentCompany } from '../../platform/http/security.js';
import { products } from '../../db/schema/index.js';
import { companyProductsOfUom, existingUoms } from './product-cost.queries.js';
import { moveProductsToUom } from './move-products-uom.js';

const tags = ['product'];
// Moving products between units changes products: the product permission, not one of its own.
const perm = (action: string) => ({ auth: { resource: uomProductList.permission, action } });
const list = rowColumns(uomProductList, products);

/** A product's unit of measure (spec section 7: product/ProductCost ...ByUom). */
export function productCostRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  return async (app) => {
    app.post(
      `/${ProductCostPath.affectedByUom}`,
      {
        config: { ...perm('View'), tenancy: 'company' },
        schema: {
          tags,
          body: productsByUomRequestSchema,
          response: { 200: pagedEnvelopeOf(uomProductList.row) },
        },
      },
      async (request) => {
        const { uomId, ...paging } = request.body;
        if (!(await existingUoms(db, [uomId])).has(uomId))
          throw AppError.notFound('Unit of Measure');
        const { entityCode } = currentCompany(request);
        return ok(
          await runSearch(
            db,
            uomProductList,
            products,
            list.columns,
            list.selection,
            paging,
            companyProductsOfUom(entityCode, uomId),
          ),
        );
      },
    );

    app.put(
      `/${ProductCostPath.updateByUom}`,
      {
        config: { ...perm('Update'), tenancy: 'company' },
        schema: {
          tags,
          body: updateByUomSchema,
          response: { 200: envelopeOf(updateByUomResultSchema) },
        },
      },
      async (request) => {
        const { entityCode } = currentCompany(request);
        const result = await db.transaction((tx) =>
          moveProductsToUom(tx, entityCode, request.body),
        );
        return ok(result, UomMoveMessage.moved(result.moved));
      },
    );
  };
}
