import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, productResource, serialNumberResource } from '@wander/contract';
import type { Services } from '../../platform/services.js';
import type { Tx } from '../../platform/db/client.js';
import { crudRoutes } from '../../crud/crud-routes.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { currentCompany } from '../../platform/http/security.js';
import {
  productPrices,
  products,
  productVariants,
  wanderSerialNumbers,
} from '../../db/schema/index.js';

const option = z.object({ label: z.string(), value: z.string() });

/** Variants the working company may hold stock of: those it sells (the platform: every one). */
async function stockableVariants(db: Tx, request: FastifyRequest) {
  const company = currentCompany(request);
  const base = db
    .select({
      label: productVariants.variantCode,
      value: productVariants.id,
      productId: productVariants.productId,
    })
    .from(productVariants);
  const rows =
    company.companyType === 'platform'
      ? await base.orderBy(asc(productVariants.variantCode)).limit(10_000)
      : await base
          .innerJoin(
            productPrices,
            and(
              eq(productPrices.variantId, productVariants.id),
              eq(productPrices.entityCode, company.entityCode),
            ),
          )
          .orderBy(asc(productVariants.variantCode))
          .limit(10_000);
  return rows;
}

/** product/Product and product/WanderSerialNumber on the engine, plus the variant options. */
export function serialNumberRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  return async (app) => {
    // The working company's own products (a distributor's own plans; the platform's catalogue).
    await app.register(
      crudRoutes(services, productResource, { table: products, scopeColumn: 'entityCode' }),
    );

    await app.register(
      crudRoutes(services, serialNumberResource, {
        table: wanderSerialNumbers,
        scopeColumn: 'entityCode',
        // The variant must be one the company sells; the product comes from the variant.
        beforeWrite: async (request, body) => {
          const company = currentCompany(request);
          const variantId = String(body.variantId);
          const [variant] = await db
            .select({ productId: productVariants.productId })
            .from(productVariants)
            .where(
              and(
                eq(productVariants.id, variantId),
                company.companyType === 'platform'
                  ? undefined
                  : sql`exists (select 1 from product_prices pp where pp.variant_id = ${productVariants.id}
                      and pp.entity_code = ${company.entityCode})`,
              ),
            );
          if (!variant) throw AppError.validation({ variantId: ['Variant is not a valid option'] });
          body.productId = variant.productId;
        },
        writeScope: eq(wanderSerialNumbers.status, 'available'),
        writeRefused: 'Only an available eSIM can be changed or deleted',
      }),
    );

    app.get(
      '/product/ProductVariant/GetSelectList',
      {
        config: { auth: { resource: serialNumberResource.permission, action: 'View' } },
        schema: { tags: ['product'], response: { 200: envelopeOf(z.array(option)) } },
      },
      async (request) =>
        ok((await stockableVariants(db, request)).map(({ label, value }) => ({ label, value }))),
    );
  };
}
