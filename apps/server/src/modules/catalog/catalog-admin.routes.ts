import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../platform/services.js';
import { serialImportRoutes } from './serial-import.routes.js';
import { productVariantRoutes } from './product-variant.routes.js';
import { variantLookupRoutes } from './variant-lookups.routes.js';
import { productPriceRoutes } from './product-price.routes.js';
import { productSelectListRoutes } from './product-select-lists.routes.js';

/**
 * Catalogue administration: eSIM imports, variants and their lookups, prices and promotions, and
 * the product option lists (priced variants, products by country).
 */
export function catalogAdminRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(serialImportRoutes(services));
    await app.register(productVariantRoutes(services));
    await app.register(variantLookupRoutes(services));
    await app.register(productPriceRoutes(services));
    await app.register(productSelectListRoutes(services));
  };
}
