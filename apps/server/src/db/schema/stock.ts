import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, entityCode } from './columns.js';
import { locationUnits } from './product-setup.js';

/**
 * Location setup (product/LocationSetup): one row per company, the pattern its stock locations
 * are generated from (POST product/Location): prefix + zone letter + rack + level + bin, e.g.
 * "WH-A-01-02-03". Counts are how many of each the generator makes.
 */
export const locationSetups = pgTable(
  'location_setups',
  {
    entityCode: entityCode().primaryKey(),
    prefix: varchar('prefix', { length: 8 }).notNull().default('WH'),
    separator: varchar('separator', { length: 1 }).notNull().default('-'),
    zoneCount: integer('zone_count').notNull().default(1),
    rackCount: integer('rack_count').notNull().default(1),
    levelCount: integer('level_count').notNull().default(1),
    binCount: integer('bin_count').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'location_setups_counts_range',
      sql`${t.zoneCount} between 1 and 26 and ${t.rackCount} between 1 and 99 and ${t.levelCount} between 1 and 99 and ${t.binCount} between 1 and 99`,
    ),
  ],
);

/** Stock locations of a company (product/Location), generated from its setup or edited. */
export const locations = pgTable(
  'locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: entityCode(),
    locationCode: varchar('location_code', { length: 32 }).notNull(),
    zone: varchar('zone', { length: 1 }).notNull(),
    rack: integer('rack').notNull(),
    level: integer('level').notNull(),
    bin: integer('bin').notNull(),
    description: varchar('description', { length: 256 }),
    /** What the location holds its eSIMs in (product/LocationUnit; not deleted while in use). */
    locationUnitId: uuid('location_unit_id').references(() => locationUnits.id, {
      onDelete: 'no action',
    }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('locations_unit_idx').on(t.locationUnitId),
    uniqueIndex('locations_entity_code_uq').on(t.entityCode, t.locationCode),
    index('locations_entity_created_idx').on(t.entityCode, t.createdAt),
  ],
);
