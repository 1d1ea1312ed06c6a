import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  sortByLabel,
  envelopeOf,
  internalViewQuerySchema,
  ProductAdminPath,
  productResource,
  serialNumberResource,
  type SelectOption,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { currentCompany } from '../../platform/http/security.js';
import { products, productVariants, wanderSerialNumbers } from '../../db/schema/index.js';
import { requireProduct, stockableVariants } from './product-access.js';
import {
  discountTiers,
  discountValueOptions,
  distinctData,
  distinctDays,
  variantOptions,
} from './variant-lookup.queries.js';
import { productRow } from '../../db/tenant-rows.js';

const view = { auth: { resource: productResource.permission, action: 'View' } };
const tags = ['product'];
const optionList = envelopeOf(z.array(z.object({ label: z.string(), value: z.string() })));
const id = z.string().max(64);
const idParams = z.object({ id });
const pairParams = z.object({ productId: id, variantId: id });

/**
 * The ProductVariant option lists (spec section 7, "Product and plan"), for a product the working
 * company reads; discounts are the working company's own tiers.
 */
export function variantLookupRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  return async (app) => {
    /** GET {path}/{productId}: options of one product. */
    const byProduct = (
      path: string,
      options: (productId: string, entityCode: string) => Promise<SelectOption[]>,
    ) =>
      app.get(
        `/${path}/:id`,
        {
          config: { ...view, tenancy: productRow('params.id') },
          schema: { tags, params: idParams, response: { 200: optionList } },
        },
        async (request) => {
          const company = currentCompany(request);
          const product = await requireProduct(db, company, request.params.id);
          return ok(await options(product.id, company.entityCode));
        },
      );
    byProduct(ProductAdminPath.variantOptions, (productId) => variantOptions(db, productId));
    byProduct(ProductAdminPath.distinctData, (productId) => distinctData(db, productId));
    byProduct(ProductAdminPath.distinctDays, (productId) => distinctDays(db, productId));
    byProduct(ProductAdminPath.productDiscounts, async (productId, entityCode) =>
      (await discountTiers(db, entityCode, productId)).map((t) => ({
        label: t.description,
        value: t.id,
      })),
    );

    /** GET {path}/{productId}/{variantId}: options of one variant of a product. */
    const byVariant = (
      path: string,
      options: (
        productId: string,
        variantId: string,
        entityCode: string,
      ) => Promise<SelectOption[]>,
    ) =>
      app.get(
        `/${path}/:productId/:variantId`,
        {
          config: { ...view, tenancy: productRow('params.productId') },
          schema: { tags, params: pairParams, response: { 200: optionList } },
        },
        async (request) => {
          const company = currentCompany(request);
          const product = await requireProduct(db, company, request.params.productId);
          const { variantId } = request.params;
          const [variant] = isUuid(variantId)
            ? await db
                .select({ id: productVariants.id })
                .from(productVariants)
                .where(
                  and(eq(productVariants.id, variantId), eq(productVariants.productId, product.id)),
                )
            : [];
          if (!variant) throw AppError.notFound('Product variant');
          return ok(await options(product.id, variant.id, company.entityCode));
        },
      );
    byVariant(ProductAdminPath.discounts, async (productId, variantId, entityCode) =>
      (await discountTiers(db, entityCode, productId, variantId)).map((t) => ({
        label: t.description,
        value: t.id,
      })),
    );
    byVariant(ProductAdminPath.discountValues, (productId, variantId, entityCode) =>
      discountValueOptions(db, entityCode, productId, variantId),
    );

    app.get(
      `/${ProductAdminPath.internalView}`,
      {
        config: {
          auth: { resource: serialNumberResource.permission, action: 'View' },
          tenancy: {
            table: wanderSerialNumbers,
            owner: wanderSerialNumbers.entityCode,
            id: 'query.eSIMId',
          },
        },
        schema: { tags, querystring: internalViewQuerySchema, response: { 200: optionList } },
      },
      async (request) => {
        const company = currentCompany(request);
        const label = (v: { productName: string; variantName: string; variantCode: string }) =>
          `${v.productName} / ${v.variantName} (${v.variantCode})`;
        const options = (await stockableVariants(db, company)).map((v) => ({
          label: label(v),
          value: v.variantId,
        }));
        const { eSIMId } = request.query;
        if (eSIMId) {
          // The eSIM's own variant is listed even when the company no longer sells it.
          const [esim] = isUuid(eSIMId)
            ? await db
                .select({
                  variantId: productVariants.id,
                  variantName: productVariants.variantName,
                  variantCode: productVariants.variantCode,
                  productName: products.productName,
                })
                .from(wanderSerialNumbers)
                .innerJoin(productVariants, eq(productVariants.id, wanderSerialNumbers.variantId))
                .innerJoin(products, eq(products.id, productVariants.productId))
                .where(
                  and(
                    eq(wanderSerialNumbers.id, eSIMId),
                    eq(wanderSerialNumbers.entityCode, company.entityCode),
                  ),
                )
            : [];
          if (!esim) throw AppError.notFound('eSIM');
          if (!options.some((o) => o.value === esim.variantId)) {
            options.push({ label: label(esim), value: esim.variantId });
          }
        }
        return ok(sortByLabel(options));
      },
    );
  };
}
