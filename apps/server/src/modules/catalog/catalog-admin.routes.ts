import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../platform/services.js';
import { serialImportRoutes } from './serial-import.routes.js';
import { productVariantRoutes } from './product-variant.routes.js';
import { variantLookupRoutes } from './variant-lookups.routes.js';
import { productPriceRoutes } from './product-price.routes.js';

/** Catalogue administration: eSIM imports, variants and their lookups, prices and promotions. */
export function catalogAdminRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(serialImportRoutes(services));
    await app.register(productVariantRoutes(services));
    await app.register(variantLookupRoutes(services));
    await app.register(productPriceRoutes(services));
  };
}
