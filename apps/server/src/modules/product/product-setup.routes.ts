import { eq, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CostMarginPath,
  envelopeOf,
  productMarginsSchema,
  brandResource,
  costSetupResource,
  costTypeSetupResource,
  dimensionSetupResource,
  locationUnitResource,
  locSortingHeaderResource,
  productCategoryResource,
  productTypeResource,
  warrantyResource,
  warrantyTypeResource,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { crudRoutes } from '../../crud/crud-routes.js';
import { currentCompany } from '../../platform/http/security.js';
import { ok } from '../../platform/http/envelope.js';
import { productRow } from '../../db/tenant-rows.js';
import { productMargins } from './product-margins.js';
import {
  brands,
  costSetups,
  costTypes,
  dimensions,
  locations,
  locationUnits,
  locSortingHeaders,
  productCategories,
  products,
  productTypes,
  warranties,
  warrantyTypes,
} from '../../db/schema/index.js';
import {
  checkCategoryNesting,
  checkLocationSorting,
  checkWarrantyScope,
  requireOwnRow,
  resolveCostVariant,
} from '../catalog/product-setup-rules.js';

const company = { scopeColumn: 'entityCode' } as const;

/**
 * Types, categories, brands and dimensions: a company reads its own and the platform's (the shared
 * classification of the platform's catalogue); it changes only its own.
 */
const withPlatform = (entityCode: PgColumn) => ({
  readScope: (request: FastifyRequest) =>
    or(
      eq(entityCode, currentCompany(request).entityCode),
      sql`${entityCode} in (select c.entity_code from companies c where c.company_type = 'platform')`,
    ),
});
const PRODUCTS: readonly [string, string] = ['product', 'products'];

/**
 * Product setup (Setup > Product > Setup) on the engine: types, categories, brands, dimensions,
 * cost types and costs, warranty types and warranties, location units and sortings. Each delete
 * of a row still named elsewhere is refused with what names it.
 */
export function productSetupRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  return async (app) => {
    const shared = [
      [productTypeResource, productTypes, products.productTypeId],
      [brandResource, brands, products.brandId],
      [dimensionSetupResource, dimensions, products.dimensionId],
    ] as const;
    for (const [resource, table, column] of shared) {
      await app.register(
        crudRoutes(services, resource, {
          table,
          ...company,
          ...withPlatform(table.entityCode),
          usedBy: [{ column, noun: PRODUCTS }],
        }),
      );
    }
    const plain = [
      [
        costTypeSetupResource,
        costTypes,
        [{ column: costSetups.costTypeId, noun: ['cost setup', 'cost setups'] }],
      ],
      [
        warrantyTypeResource,
        warrantyTypes,
        [{ column: warranties.warrantyTypeId, noun: ['warranty', 'warranties'] }],
      ],
      [
        locationUnitResource,
        locationUnits,
        [{ column: locations.locationUnitId, noun: ['location', 'locations'] }],
      ],
    ] as const;
    for (const [resource, table, usedBy] of plain) {
      await app.register(
        crudRoutes(services, resource, { table, ...company, usedBy: [...usedBy] }),
      );
    }

    await app.register(
      crudRoutes(services, productCategoryResource, {
        table: productCategories,
        ...company,
        ...withPlatform(productCategories.entityCode),
        deleteWithFormId: true,
        usedBy: [
          { column: products.productCategoryId, noun: PRODUCTS },
          { column: productCategories.parentCategoryId, noun: ['sub-category', 'sub-categories'] },
        ],
        beforeWrite: (request, body, id) =>
          checkCategoryNesting(db, currentCompany(request), body, id),
      }),
    );

    await app.register(
      crudRoutes(services, costSetupResource, {
        table: costSetups,
        ...company,
        beforeWrite: async (request, body) => {
          const own = currentCompany(request);
          const ref = { table: costTypes, id: costTypes.id, entityCode: costTypes.entityCode };
          await requireOwnRow(db, own, ref, 'costTypeId', 'Cost Type', body.costTypeId);
          await resolveCostVariant(db, own, body);
        },
      }),
    );

    await app.register(
      crudRoutes(services, warrantyResource, {
        table: warranties,
        ...company,
        beforeWrite: async (request, body) => {
          const own = currentCompany(request);
          const ref = {
            table: warrantyTypes,
            id: warrantyTypes.id,
            entityCode: warrantyTypes.entityCode,
          };
          await requireOwnRow(db, own, ref, 'warrantyTypeId', 'Warranty Type', body.warrantyTypeId);
          await checkWarrantyScope(db, own, body);
        },
      }),
    );

    await app.register(
      crudRoutes(services, locSortingHeaderResource, {
        table: locSortingHeaders,
        ...company,
        beforeWrite: (request, body, id) =>
          checkLocationSorting(db, currentCompany(request), body, id),
      }),
    );

    app.get(
      `/${CostMarginPath.productMargins}/:id`,
      {
        config: {
          auth: { resource: costSetupResource.permission, action: 'View' },
          tenancy: productRow('params.id'),
        },
        schema: {
          tags: ['product'],
          params: z.object({ id: z.string().max(64) }),
          response: { 200: envelopeOf(productMarginsSchema) },
        },
      },
      async (request) => ok(await productMargins(db, currentCompany(request), request.params.id)),
    );
  };
}
