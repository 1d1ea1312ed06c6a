import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataPlanRowSchema,
  envelopeOf,
  pagedEnvelopeOf,
  pagingRequestSchema,
  planSelectListParamsSchema,
  productResource,
  ProductLookupPath,
  sortByLabel,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { currentCompany, isPlatformUser } from '../../platform/http/security.js';
import { requirePlan, visibleProducts } from './plan.queries.js';
import { activeProductOptions, planCountryOptions } from './product-lookup.queries.js';
import { searchDataPlans } from './search-data-plans.js';

const view = { auth: { resource: productResource.permission, action: 'View' } };
const tags = ['product'];
const optionList = envelopeOf(z.array(z.object({ label: z.string(), value: z.string() })));

const scopeOf = (request: FastifyRequest) =>
  visibleProducts({ company: currentCompany(request), isPlatform: isPlatformUser(request) });

/**
 * Product look-ups beside the engine's product/Product calls (its GetSelectList is the working
 * company's products, active or not, for the back-office forms): every active product, a plan's
 * products in a country, and the paged data-plan (variant) search.
 */
export function productLookupRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  return async (app) => {
    app.get(
      `/${ProductLookupPath.allSelectList}`,
      { config: { ...view, tenancy: 'company' }, schema: { tags, response: { 200: optionList } } },
      async (request) => ok(sortByLabel(await activeProductOptions(db, scopeOf(request)))),
    );

    app.get(
      `/${ProductLookupPath.planSelectList}/:planId/:countryCode`,
      {
        config: { ...view, tenancy: 'global' },
        schema: { tags, params: planSelectListParamsSchema, response: { 200: optionList } },
      },
      async (request) => {
        const plan = await requirePlan(db, request.params.planId);
        return ok(
          sortByLabel(
            await planCountryOptions(db, plan.id, request.params.countryCode, scopeOf(request)),
          ),
        );
      },
    );

    app.post(
      `/${ProductLookupPath.searchDataPlan}`,
      {
        config: { ...view, tenancy: 'company' },
        schema: {
          tags,
          body: pagingRequestSchema,
          response: { 200: pagedEnvelopeOf(dataPlanRowSchema) },
        },
      },
      async (request) => ok((await searchDataPlans(db, request.body, scopeOf(request))) as never),
    );
  };
}
