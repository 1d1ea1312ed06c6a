import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, entityCode } from './columns.js';
import { users } from './identity.js';
import { productVariants } from './catalog.js';
import { wanderSerialNumbers } from './serial-numbers.js';
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

/**
 * Stock movement journals (product/MovingJournal): posted at once and never edited. A receipt puts
 * eSIMs at a location, a transfer moves them between two, an issue or a write-off takes them out
 * of stock; an adjustment reverses lines of one earlier journal (adjusts_journal_id).
 */
export const movingJournals = pgTable(
  'moving_journals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: entityCode(),
    /** Per company, in posting order: MJ-000001. */
    seq: integer('seq').notNull(),
    journalNo: varchar('journal_no', { length: 32 }).notNull(),
    /** receipt | transfer | issue | write_off | adjustment */
    journalType: varchar('journal_type', { length: 16 }).notNull(),
    journalDate: date('journal_date', { mode: 'string' }).notNull(),
    fromLocationCode: varchar('from_location_code', { length: 32 }),
    toLocationCode: varchar('to_location_code', { length: 32 }),
    remarks: varchar('remarks', { length: 512 }),
    adjustsJournalId: uuid('adjusts_journal_id').references((): AnyPgColumn => movingJournals.id, {
      onDelete: 'restrict',
    }),
    lineCount: integer('line_count').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('moving_journals_entity_no_uq').on(t.entityCode, t.journalNo),
    uniqueIndex('moving_journals_entity_seq_uq').on(t.entityCode, t.seq),
    index('moving_journals_entity_created_idx').on(t.entityCode, t.createdAt),
    index('moving_journals_adjusts_idx').on(t.adjustsJournalId),
    check(
      'moving_journals_type_valid',
      sql`${t.journalType} in ('receipt', 'transfer', 'issue', 'write_off', 'adjustment')`,
    ),
    check(
      'moving_journals_adjustment_consistent',
      sql`(${t.journalType} = 'adjustment') = (${t.adjustsJournalId} is not null)`,
    ),
    foreignKey({
      name: 'moving_journals_from_location_fk',
      columns: [t.entityCode, t.fromLocationCode],
      foreignColumns: [locations.entityCode, locations.locationCode],
    }).onDelete('restrict'),
    foreignKey({
      name: 'moving_journals_to_location_fk',
      columns: [t.entityCode, t.toLocationCode],
      foreignColumns: [locations.entityCode, locations.locationCode],
    }).onDelete('restrict'),
  ],
);

/**
 * One eSIM a journal moved: where it was and what it was before, and after. An adjustment line
 * names the line it reverses; a line is reversed at most once (unique index).
 */
export const movingJournalLines = pgTable(
  'moving_journal_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    journalId: uuid('journal_id')
      .notNull()
      .references(() => movingJournals.id, { onDelete: 'restrict' }),
    lineNo: integer('line_no').notNull(),
    serialId: uuid('serial_id')
      .notNull()
      .references(() => wanderSerialNumbers.id, { onDelete: 'restrict' }),
    iccid: varchar('iccid', { length: 22 }).notNull(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'restrict' }),
    fromLocationCode: varchar('from_location_code', { length: 32 }),
    toLocationCode: varchar('to_location_code', { length: 32 }),
    statusBefore: varchar('status_before', { length: 16 }).notNull(),
    statusAfter: varchar('status_after', { length: 16 }).notNull(),
    reversesLineId: uuid('reverses_line_id').references((): AnyPgColumn => movingJournalLines.id, {
      onDelete: 'restrict',
    }),
  },
  (t) => [
    uniqueIndex('moving_journal_lines_journal_line_uq').on(t.journalId, t.lineNo),
    uniqueIndex('moving_journal_lines_reverses_uq').on(t.reversesLineId),
    index('moving_journal_lines_serial_idx').on(t.serialId),
  ],
);
