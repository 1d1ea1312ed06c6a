import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, entityCode } from './columns.js';

/**
 * Product setup (Setup > Product > Setup): the working company's reference lists that products,
 * costs, warranties and locations name. Every code is unique per company; the code comes first in
 * its unique index so a duplicate is a 409 on the code field.
 */
const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** id, company, a code and a name under the given keys, description, active flag, created. */
function codeName<C extends string, N extends string>(codeKey: C, nameKey: N) {
  const code = varchar(snake(codeKey), { length: 32 }).notNull();
  const name = varchar(snake(nameKey), { length: 128 }).notNull();
  return {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: entityCode(),
    ...({ [codeKey]: code } as Record<C, typeof code>),
    ...({ [nameKey]: name } as Record<N, typeof name>),
    description: varchar('description', { length: 256 }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  };
}

/** product/ProductType: Data only, Data + Voice, Day Pass ... */
export const productTypes = pgTable(
  'product_types',
  codeName('productTypeCode', 'productTypeName'),
  (t) => [
    uniqueIndex('product_types_code_entity_uq').on(t.productTypeCode, t.entityCode),
    index('product_types_entity_name_idx').on(t.entityCode, t.productTypeName),
  ],
);

/** product/CostTypeSetup: wholesale eSIM cost, provider fee, FX margin ... */
export const costTypes = pgTable('cost_types', codeName('costTypeCode', 'costTypeName'), (t) => [
  uniqueIndex('cost_types_code_entity_uq').on(t.costTypeCode, t.entityCode),
  index('cost_types_entity_name_idx').on(t.entityCode, t.costTypeName),
]);

/** product/WarrantyType: refund, replacement, credit ... */
export const warrantyTypes = pgTable(
  'warranty_types',
  codeName('warrantyTypeCode', 'warrantyTypeName'),
  (t) => [
    uniqueIndex('warranty_types_code_entity_uq').on(t.warrantyTypeCode, t.entityCode),
    index('warranty_types_entity_name_idx').on(t.entityCode, t.warrantyTypeName),
  ],
);

/** product/LocationUnit: what a location holds its eSIMs in. */
export const locationUnits = pgTable('location_units', codeName('unitCode', 'unitName'), (t) => [
  uniqueIndex('location_units_code_entity_uq').on(t.unitCode, t.entityCode),
  index('location_units_entity_name_idx').on(t.entityCode, t.unitName),
]);

/** product/Brand: the upstream networks and providers. */
export const brands = pgTable(
  'brands',
  {
    ...codeName('brandCode', 'brandName'),
    website: varchar('website', { length: 256 }),
  },
  (t) => [
    uniqueIndex('brands_code_entity_uq').on(t.brandCode, t.entityCode),
    index('brands_entity_name_idx').on(t.entityCode, t.brandName),
  ],
);

/** product/DimensionSetup: a value of a dimension type (Region "South-East Asia" ...). */
export const dimensions = pgTable(
  'dimensions',
  {
    ...codeName('dimensionCode', 'dimensionName'),
    dimensionType: varchar('dimension_type', { length: 32 }).notNull(),
  },
  (t) => [
    uniqueIndex('dimensions_code_entity_uq').on(t.dimensionCode, t.entityCode),
    index('dimensions_entity_name_idx').on(t.entityCode, t.dimensionName),
  ],
);

/** product/ProductCategory, one level deep: a parent category has no parent (checked on write). */
export const productCategories = pgTable(
  'product_categories',
  {
    ...codeName('categoryCode', 'categoryName'),
    parentCategoryId: uuid('parent_category_id').references(
      (): AnyPgColumn => productCategories.id,
      { onDelete: 'no action' },
    ),
  },
  (t) => [
    uniqueIndex('product_categories_code_entity_uq').on(t.categoryCode, t.entityCode),
    index('product_categories_entity_name_idx').on(t.entityCode, t.categoryName),
    index('product_categories_parent_idx').on(t.parentCategoryId),
    check('product_categories_not_own_parent', sql`${t.parentCategoryId} <> ${t.id}`),
  ],
);

/**
 * product/LocSortingHeader: the company's locations in the order stock is taken from them. One
 * default per company (the allocation's order).
 */
export const locSortingHeaders = pgTable(
  'loc_sorting_headers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: entityCode(),
    sortingCode: varchar('sorting_code', { length: 32 }).notNull(),
    description: varchar('description', { length: 256 }),
    locationIds: uuid('location_ids').array().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('loc_sorting_headers_code_entity_uq').on(t.sortingCode, t.entityCode),
    // One default per company; isDefault first so a clash is a field error on it.
    uniqueIndex('loc_sorting_headers_default_uq')
      .on(t.isDefault, t.entityCode)
      .where(sql`${t.isDefault}`),
  ],
);
