import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  countryCodeParam,
  envelopeOf,
  ProductSelectListPath,
  productResource,
  Resource,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { currentCompany } from '../../platform/http/security.js';
import { requireDistributor } from './catalog-access.js';
import { requireProduct } from './product-access.js';
import {
  countryExists,
  pricedVariantOptions,
  productsByCountry,
} from './product-select-list.queries.js';
import { distributorRow, productRow } from '../../db/tenant-rows.js';

const tags = ['product'];
const optionList = envelopeOf(z.array(z.object({ label: z.string(), value: z.string() })));
/** The country lists belong to buying, as their sibling WanderProductCountry/GetSelectList. */
const buying = { auth: { resource: Resource.PurchaseOrders, action: 'View' } };
const viewProducts = { auth: { resource: productResource.permission, action: 'View' } };

/**
 * GET product/ProductPrice/GetProductSelectList/{productId} and
 * GET product/WanderProductCountry/GetProductSelectListByCountry/{countryCode}[/{provider}].
 */
export function productSelectListRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  return async (app) => {
    app.get(
      `/${ProductSelectListPath.pricedVariants}/:productId`,
      {
        config: { ...viewProducts, tenancy: productRow('params.productId') },
        schema: {
          tags,
          params: z.object({ productId: z.string().max(64) }),
          response: { 200: optionList },
        },
      },
      async (request) => {
        const company = currentCompany(request);
        const product = await requireProduct(db, company, request.params.productId);
        return ok(await pricedVariantOptions(db, company.entityCode, product.id));
      },
    );

    const byCountry = async (
      countryCode: string,
      provider: string | undefined,
      request: FastifyRequest,
    ) => {
      if (!(await countryExists(db, countryCode))) throw AppError.notFound('Country');
      if (provider === undefined) {
        return productsByCountry(db, countryCode, { company: currentCompany(request) });
      }
      // A distributor the company may not buy from (or no distributor at all) is not found.
      const distributor = await requireDistributor(db, request, provider);
      return productsByCountry(db, countryCode, { provider: distributor.value });
    };

    app.get(
      `/${ProductSelectListPath.byCountry}/:countryCode`,
      {
        config: { ...buying, tenancy: 'company' },
        schema: {
          tags,
          params: z.object({ countryCode: countryCodeParam }),
          response: { 200: optionList },
        },
      },
      async (request) => ok(await byCountry(request.params.countryCode, undefined, request)),
    );

    app.get(
      `/${ProductSelectListPath.byCountry}/:countryCode/:provider`,
      {
        config: { ...buying, tenancy: distributorRow('params.provider') },
        schema: {
          tags,
          params: z.object({ countryCode: countryCodeParam, provider: z.string().min(1).max(32) }),
          response: { 200: optionList },
        },
      },
      async (request) =>
        ok(await byCountry(request.params.countryCode, request.params.provider, request)),
    );
  };
}
