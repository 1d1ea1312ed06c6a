import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, entityCode } from './columns.js';
import { products, productVariants } from './catalog.js';
import { costTypes, warrantyTypes } from './product-setup.js';

/**
 * Money kept in integer minor units and read and written as a decimal (12.50 <-> 1250), for
 * tables served by the resource engine, whose bodies are the API's decimals.
 */
export const decimalMinor = customType<{ data: number; driverData: string | number }>({
  dataType: () => 'bigint',
  toDriver: (value) => Math.round(value * 100),
  fromDriver: (value) => Number(value) / 100,
});

/**
 * product/CostSetup: what one variant costs the company, per cost type and currency, from an
 * effective date. product_id repeats the variant's product (set by the server from the variant).
 */
export const costSetups = pgTable(
  'cost_setups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: entityCode(),
    costTypeId: uuid('cost_type_id')
      .notNull()
      .references(() => costTypes.id, { onDelete: 'no action' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    currency: varchar('currency', { length: 3 }).notNull(),
    amount: decimalMinor('amount_minor').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    remarks: varchar('remarks', { length: 256 }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    // One amount per day, type, currency and variant; the date first: a clash is on its field.
    uniqueIndex('cost_setups_date_type_variant_uq').on(
      t.effectiveDate,
      t.costTypeId,
      t.variantId,
      t.currency,
      t.entityCode,
    ),
    index('cost_setups_entity_product_idx').on(t.entityCode, t.productId, t.effectiveDate),
    index('cost_setups_entity_date_idx').on(t.entityCode, t.effectiveDate),
    index('cost_setups_type_idx').on(t.costTypeId),
    // A sold line's cost (the dashboard's gross margin): its variant at its seller, by date.
    index('cost_setups_variant_idx').on(t.variantId, t.entityCode, t.currency, t.effectiveDate),
    check('cost_setups_amount_non_negative', sql`${t.amount} >= 0`),
  ],
);

/**
 * product/Warranty: refund or replacement terms of the company's plans: all of them (no product),
 * one product, or one variant. The invoice PDF prints the terms of what it bills.
 */
export const warranties = pgTable(
  'warranties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: entityCode(),
    warrantyCode: varchar('warranty_code', { length: 32 }).notNull(),
    warrantyTypeId: uuid('warranty_type_id')
      .notNull()
      .references(() => warrantyTypes.id, { onDelete: 'no action' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    periodDays: integer('period_days').notNull().default(0),
    terms: varchar('terms', { length: 1000 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('warranties_code_entity_uq').on(t.warrantyCode, t.entityCode),
    index('warranties_entity_product_idx').on(t.entityCode, t.productId),
    index('warranties_type_idx').on(t.warrantyTypeId),
    check('warranties_period_range', sql`${t.periodDays} between 0 and 3650`),
  ],
);

/**
 * One Spark package list import (product/SparkPackage/Import): products, variants and wholesale
 * costs written all rows or none, recorded either way (SearchImportHistory).
 */
export const sparkPackageImports = pgTable(
  'spark_package_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: entityCode(),
    fileName: varchar('file_name', { length: 256 }).notNull(),
    totalRows: integer('total_rows').notNull().default(0),
    createdRows: integer('created_rows').notNull().default(0),
    updatedRows: integer('updated_rows').notNull().default(0),
    failedRows: integer('failed_rows').notNull().default(0),
    errors: jsonb('errors').$type<{ row: number; message: string }[]>().notNull().default([]),
    importedBy: varchar('imported_by', { length: 256 }),
    createdAt: createdAt(),
  },
  (t) => [index('spark_package_imports_entity_created_idx').on(t.entityCode, t.createdAt)],
);
