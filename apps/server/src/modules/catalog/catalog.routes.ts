import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  sortByLabel,
  CatalogPath,
  IN_STOCK,
  OUT_OF_STOCK,
  Resource,
  catalogProductSchema,
  catalogSearchRequestSchema,
  distributorOptionSchema,
  envelopeOf,
  getPriceRequestSchema,
  pageCountOf,
  pagedEnvelopeOf,
  priceQuoteSchema,
  quantitySchema,
  stockCheckQuerySchema,
  stockCheckSchema,
  TopPlanPath,
  topPlansRequestSchema,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { currentCompany } from '../../platform/http/security.js';
import {
  connectedCondition,
  connectedDistributors,
  mayBuyFrom,
  requireDistributor,
} from './catalog-access.js';
import { CatalogCache } from './catalog-cache.js';
import {
  catalogCountSql,
  catalogSearchSql,
  coveredCountriesSql,
  type CatalogFilter,
  type CatalogPageRow,
} from './catalog-search.queries.js';
import { deliverableOf, deliverableQuantity } from './deliverable.queries.js';
import { priceFor, sellableVariant } from './pricing.queries.js';
import { serialNumberRoutes } from './serial-number.routes.js';
import { tripPlanRoutes } from './trip-plan.routes.js';
import { distributorRow, productRow } from '../../db/tenant-rows.js';

/** Buying from the catalogue is part of making purchase orders: the Order tab's permission. */
const buying = { auth: { resource: Resource.PurchaseOrders, action: 'View' } };
const tags = ['catalog'];

const idParam = z.string().max(64);
/** Ids are opaque UUIDs: anything else can only be "not found". */
function requireUuid(value: string, what: string) {
  if (!isUuid(value)) throw AppError.notFound(what);
}

const searchResponse = pagedEnvelopeOf(catalogProductSchema);
const cacheKey = ({ connected: _c, ...filter }: CatalogFilter) => JSON.stringify(filter);

export function catalogRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  const cache = new CatalogCache(services.config.catalogCacheSeconds * 1000);

  /** One catalogue page as the answer's JSON text (one statement on the common path). */
  const page = async (request: FastifyRequest, filter: CatalogFilter) => {
    const search = async () => {
      const [row] = await services.database.rows<CatalogPageRow>(catalogSearchSql(filter));
      let total = row?.total ?? 0;
      // An empty page tells "not yours" (404) from "no match".
      if (row?.total == null) {
        await requireDistributor(db, request, filter.distributor);
        if (filter.pageIndex > 1) {
          const [count] = await services.database.rows<{ total: number }>(catalogCountSql(filter));
          total = Number(count?.total ?? 0);
        }
      }
      // PostgreSQL built the items in the answer's shape (see catalogSearchSql).
      return `{"statusCode":0,"message":null,"data":{"items":${row?.items ?? '[]'},"pageCount":${pageCountOf(total, filter.pageSize)},"totalCount":${total}}}`;
    };
    // A page is the same for every buyer of the distributor (top plans: of the buyer company):
    // served from the cache to those the distributor sells to, checked as the statement would.
    return (
      mayBuyFrom(currentCompany(request), filter.distributor)
        ? await cache.getOrBuild(cacheKey(filter), search)
        : await search()
    ) as never;
  };

  return async (app) => {
    app.addHook('onReady', () =>
      cache.start(services.database, (err) =>
        app.log.error({ err }, 'catalogue cache off: cannot listen for changes'),
      ),
    );
    app.addHook('onClose', () => cache.stop());
    await app.register(serialNumberRoutes(services));
    await app.register(tripPlanRoutes(services, cache));

    app.get(
      `/${CatalogPath.distributorOptions}`,
      {
        config: { ...buying, tenancy: 'company' },
        schema: { tags, response: { 200: envelopeOf(z.array(distributorOptionSchema)) } },
      },
      async (request) => ok(await connectedDistributors(db, request)),
    );

    app.get(
      `/${CatalogPath.countryOptions}/:id`,
      {
        config: { ...buying, tenancy: distributorRow('params.id') },
        schema: {
          tags,
          params: z.object({ id: z.string().max(32) }),
          response: {
            200: envelopeOf(z.array(z.object({ label: z.string(), value: z.string() }))),
          },
        },
      },
      async (request) => {
        const distributor = await requireDistributor(db, request, request.params.id);
        return ok(
          sortByLabel(
            await services.database.rows<{ label: string; value: string }>(
              coveredCountriesSql(distributor.value),
            ),
          ),
        );
      },
    );

    app.post(
      `/${CatalogPath.search}`,
      {
        config: { ...buying, tenancy: 'company' },
        schema: { tags, body: catalogSearchRequestSchema, response: { 200: searchResponse } },
      },
      async (request, reply) => {
        const body = request.body;
        const filter: CatalogFilter = {
          distributor: body.distributorEntityCode,
          countryCodes: [...new Set(body.countryCode)].sort(),
          textSearch: body.textSearch || null,
          days: body.days ?? null,
          dataGb: body.data ?? null,
          types: [...(body.isDataType ? [false] : []), ...(body.isDayPassType ? [true] : [])],
          pageIndex: body.pageIndex,
          pageSize: body.pageSize,
          connected: connectedCondition(request),
        };
        return reply.type('application/json; charset=utf-8').send(await page(request, filter));
      },
    );

    // The catalogue before any search: the distributor's top plans for the buyer, in order.
    app.post(
      `/${TopPlanPath.search}`,
      {
        config: { ...buying, tenancy: 'company' },
        schema: { tags, body: topPlansRequestSchema, response: { 200: searchResponse } },
      },
      async (request, reply) => {
        const body = request.body;
        const filter: CatalogFilter = {
          distributor: body.distributorEntityCode,
          countryCodes: [],
          types: [false, true],
          pageIndex: body.pageIndex,
          pageSize: body.pageSize,
          connected: connectedCondition(request),
          topPlansFor: currentCompany(request).entityCode,
        };
        return reply.type('application/json; charset=utf-8').send(await page(request, filter));
      },
    );

    app.post(
      `/${CatalogPath.getPrice}/:id`,
      {
        config: { ...buying, tenancy: productRow('params.id') },
        schema: {
          tags,
          params: z.object({ id: idParam }),
          body: getPriceRequestSchema,
          response: { 200: envelopeOf(priceQuoteSchema) },
        },
      },
      async (request) => {
        const { distributorEntityCode, quantity, variantId } = request.body;
        requireUuid(request.params.id, 'Product');
        const distributor = await requireDistributor(db, request, distributorEntityCode);
        const price = await priceFor(db, {
          distributor: distributor.value,
          productId: request.params.id,
          variantId,
          quantity,
        });
        return ok({
          productId: price.productId,
          variantId: price.variantId,
          quantity,
          unitPrice: price.unitPriceMinor / 100,
          baseUnitPrice: price.baseUnitPriceMinor / 100,
          discountPercent: price.discountBp / 100,
          lineTotal: (price.unitPriceMinor * quantity) / 100,
          currency: price.currency,
        });
      },
    );

    app.get(
      `/${CatalogPath.checkStock}/:productId/:variantId/:quantity`,
      {
        config: { ...buying, tenancy: productRow('params.productId') },
        schema: {
          tags,
          params: z.object({
            productId: idParam,
            variantId: idParam,
            quantity: quantitySchema,
          }),
          querystring: stockCheckQuerySchema,
          response: { 200: envelopeOf(stockCheckSchema) },
        },
      },
      async (request) => {
        const { productId, variantId, quantity } = request.params;
        requireUuid(productId, 'Product');
        requireUuid(variantId, 'Product variant');
        const distributor = await requireDistributor(
          db,
          request,
          request.query.distributorEntityCode,
        );
        await sellableVariant(db, distributor.value, productId, variantId);
        const plan = (await deliverableOf(db, distributor.value, [variantId])).get(variantId)!;
        // A plan a provider supplies on demand is available in any quantity (docs/api-contract.md);
        // free stock leaves out the eSIMs paid orders hold.
        const available = plan.onDemand
          ? Math.max(plan.stock, quantity)
          : deliverableQuantity(plan);
        return ok<z.infer<typeof stockCheckSchema>>({
          status: available >= quantity ? IN_STOCK : OUT_OF_STOCK,
          availableQuantity: available,
          requestedQuantity: quantity,
        });
      },
    );
  };
}
