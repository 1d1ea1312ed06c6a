import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  currencyPricingResource,
  envelopeOf,
  messages,
  ProductAdminPath,
  productPricesQuerySchema,
  productPricesSchema,
  productResource,
  promotionResource,
  SuccessMessage,
  updateProductPricesSchema,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { crudRoutes } from '../../crud/crud-routes.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { currentCompany } from '../../platform/http/security.js';
import { currencyPricings, productVariants, promotions } from '../../db/schema/index.js';
import { checkCurrencyPricing } from './currency-pricing-rules.js';
import { requirePricingDistributor, requireProduct } from './product-access.js';
import { productPricesOf, saveProductPrices } from './product-prices.js';
import { productRow } from '../../db/tenant-rows.js';

const perm = (action: string) => ({ auth: { resource: productResource.permission, action } });
const tags = ['product'];
const idParams = z.object({ id: z.string().max(64) });

/**
 * A distributor's prices and discount tiers of a product (a distributor its own, the platform any
 * distributor's), and the distributor's promotions on the engine ('master' pattern).
 */
export function productPriceRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  return async (app) => {
    app.get(
      `/${ProductAdminPath.prices}/:id`,
      {
        config: { ...perm('View'), tenancy: productRow('params.id') },
        schema: {
          tags,
          params: idParams,
          querystring: productPricesQuerySchema,
          response: { 200: envelopeOf(productPricesSchema) },
        },
      },
      async (request) => {
        const company = currentCompany(request);
        const product = await requireProduct(db, company, request.params.id);
        const distributor = await requirePricingDistributor(
          db,
          company,
          request.query.distributorEntityCode,
        );
        return ok(await productPricesOf(db, distributor, product.id));
      },
    );

    app.put(
      `/${ProductAdminPath.updatePrices}/:id`,
      {
        config: { ...perm('Update'), tenancy: productRow('params.id') },
        schema: {
          tags,
          params: idParams,
          body: updateProductPricesSchema,
          response: { 200: envelopeOf(productPricesSchema) },
        },
      },
      async (request) => {
        const company = currentCompany(request);
        const product = await requireProduct(db, company, request.params.id);
        const distributor = await requirePricingDistributor(
          db,
          company,
          request.body.distributorEntityCode,
        );
        return ok(
          await saveProductPrices(db, distributor, product.id, request.body),
          SuccessMessage.updated,
        );
      },
    );

    // Issue 40: how the company sells in a currency (its list, or converted and rounded).
    await app.register(
      crudRoutes(services, currencyPricingResource, {
        table: currencyPricings,
        scopeColumn: 'entityCode',
        beforeWrite: (_request, body) => checkCurrencyPricing(db, body),
      }),
    );

    await app.register(
      crudRoutes(services, promotionResource, {
        table: promotions,
        scopeColumn: 'entityCode',
        // The product must be one the company reads; the variant one of that product.
        beforeWrite: async (request, body) => {
          const company = currentCompany(request);
          const productId = body.productId as string | null;
          const variantId = body.variantId as string | null;
          if (!productId) return;
          try {
            await requireProduct(db, company, productId);
          } catch {
            throw AppError.validation({ productId: [messages.invalidOption('Product')] });
          }
          if (!variantId) return;
          const [variant] = await db
            .select({ id: productVariants.id })
            .from(productVariants)
            .where(
              and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)),
            );
          if (!variant)
            throw AppError.validation({ variantId: [messages.invalidOption('Variant')] });
        },
      }),
    );
  };
}
