import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, productResource, serialNumberResource, sortByLabel } from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { crudRoutes } from '../../crud/crud-routes.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { currentCompany } from '../../platform/http/security.js';
import { products, productVariants, wanderSerialNumbers } from '../../db/schema/index.js';
import { catalogAdminRoutes } from './catalog-admin.routes.js';
import { checkProductSetupRefs } from './product-setup-rules.js';
import { readableProducts, stockableCondition, stockableVariants } from './product-access.js';

const option = z.object({ label: z.string(), value: z.string() });

/**
 * product/Product and product/WanderSerialNumber on the engine, the variant options, and the
 * catalogue administration beside them.
 */
export function serialNumberRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  return async (app) => {
    await app.register(catalogAdminRoutes(services));
    // The working company changes its own products; it reads the platform's catalogue too.
    await app.register(
      crudRoutes(services, productResource, {
        table: products,
        scopeColumn: 'entityCode',
        readScope: (request) => readableProducts(currentCompany(request)),
        beforeWrite: (request, body) => checkProductSetupRefs(db, currentCompany(request), body),
      }),
    );

    await app.register(
      crudRoutes(services, serialNumberResource, {
        table: wanderSerialNumbers,
        scopeColumn: 'entityCode',
        // The variant must be one the company sells; the product comes from the variant.
        beforeWrite: async (request, body) => {
          const variantId = String(body.variantId);
          const [variant] = await db
            .select({ productId: productVariants.productId })
            .from(productVariants)
            .where(
              and(eq(productVariants.id, variantId), stockableCondition(currentCompany(request))),
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
        config: {
          auth: { resource: serialNumberResource.permission, action: 'View' },
          tenancy: 'company',
        },
        schema: { tags: ['product'], response: { 200: envelopeOf(z.array(option)) } },
      },
      async (request) =>
        ok(
          sortByLabel(
            (await stockableVariants(db, currentCompany(request))).map((v) => ({
              label: v.variantCode,
              value: v.variantId,
            })),
          ),
        ),
    );
  };
}
