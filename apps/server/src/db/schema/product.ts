import {
  boolean,
  integer,
  jsonb,
  index,
  pgTable,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies } from './identity.js';

/** Wander data plans (the plan list of spec section 2). */
export const wanderPlans = pgTable(
  'wander_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planName: varchar('plan_name', { length: 256 }).notNull(),
    description: varchar('description', { length: 512 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wander_plans_name_uq').on(t.planName),
    index('wander_plans_description_idx').on(t.description),
  ],
);

/** ISO 3166-1 countries (loaded from the contract's data set; edited, never created). */
export const countries = pgTable(
  'countries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    countryName: varchar('country_name', { length: 100 }).notNull(),
    iso3: varchar('iso3', { length: 3 }).notNull(),
    phoneCode: varchar('phone_code', { length: 5 }).notNull(),
    region: varchar('region', { length: 16 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('countries_code_uq').on(t.countryCode),
    index('countries_name_idx').on(t.countryName),
  ],
);

/**
 * One plan import (product/WanderProductPlan/Import/{id} products, ImportProductVariant/{id}
 * variants): all rows or none, recorded either way (SearchImportHistory).
 */
export const planImports = pgTable(
  'plan_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => wanderPlans.id, { onDelete: 'cascade' }),
    /** The company that imported (whose history it is). */
    entityCode: varchar('entity_code', { length: 32 })
      .notNull()
      .references(() => companies.entityCode, { onDelete: 'cascade' }),
    /** products | variants */
    kind: varchar('kind', { length: 16 }).notNull(),
    fileName: varchar('file_name', { length: 256 }).notNull(),
    totalRows: integer('total_rows').notNull().default(0),
    importedRows: integer('imported_rows').notNull().default(0),
    failedRows: integer('failed_rows').notNull().default(0),
    errors: jsonb('errors').$type<{ row: number; message: string }[]>().notNull().default([]),
    importedBy: varchar('imported_by', { length: 256 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('plan_imports_plan_created_idx').on(t.planId, t.createdAt),
    index('plan_imports_entity_created_idx').on(t.entityCode, t.createdAt),
  ],
);
