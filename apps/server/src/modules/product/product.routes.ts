import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countryResource, envelopeOf, sortByLabel, wanderPlanResource } from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { crudRoutes } from '../../crud/crud-routes.js';
import { ok } from '../../platform/http/envelope.js';
import { countries, wanderPlans } from '../../db/schema/index.js';
import { countrySelectList, distinctPhoneCodes } from './product.queries.js';
import { planRoutes } from './plan.routes.js';
import { productLookupRoutes } from './product-lookups.routes.js';
import { locationRoutes } from './location.routes.js';
import { productCostRoutes } from './product-cost.routes.js';
import { productReviewRoutes } from './product-review.routes.js';
import { movingJournalRoutes } from './moving-journal.routes.js';
import { productSetupRoutes } from './product-setup.routes.js';
import { sparkPackageRoutes } from './spark-package.routes.js';

const optionList = envelopeOf(z.array(z.object({ label: z.string(), value: z.string() })));

export function productRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  const viewCountries = { auth: { resource: countryResource.permission, action: 'View' } };
  return async (app) => {
    await app.register(crudRoutes(services, wanderPlanResource, { table: wanderPlans }));
    await app.register(crudRoutes(services, countryResource, { table: countries }));
    await app.register(planRoutes(services));
    await app.register(productLookupRoutes(services));
    await app.register(locationRoutes(services));
    await app.register(productCostRoutes(services));
    await app.register(productReviewRoutes(services));
    await app.register(movingJournalRoutes(services));
    await app.register(productSetupRoutes(services));
    await app.register(sparkPackageRoutes(services));

    // Spec section 7 writes this one with a trailing slash; it answers what GetSelectList does.
    app.get(
      '/product/Country/GetSelectList/',
      {
        config: { ...viewCountries, tenancy: 'global' },
        schema: { tags: ['product'], response: { 200: optionList } },
      },
      async () => ok(await countrySelectList(db)),
    );

    app.get(
      '/product/Country/GetPhoneCodeSelectList',
      {
        config: { ...viewCountries, tenancy: 'global' },
        schema: { tags: ['product'], response: { 200: optionList } },
      },
      async () =>
        ok(
          sortByLabel((await distinctPhoneCodes(db)).map((code) => ({ label: code, value: code }))),
        ),
    );
  };
}
