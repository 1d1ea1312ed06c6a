import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { products, productVariants } from './catalog.js';
import { createdAt, entityCode } from './columns.js';
import { locations } from './stock.js';

export const SERIAL_STATUSES = [
  'available',
  'allocated',
  'delivered',
  'issued',
  'written_off',
] as const;

/**
 * eSIM stock: one row per eSIM of a variant held at a distributor. available -> allocated (to an
 * invoice line, by GetSerialNumberByQuantity with FOR UPDATE SKIP LOCKED) -> delivered.
 * invoice_line_id is set exactly when the serial is allocated or delivered. Movement journals
 * (product/MovingJournal) put it at a location of its company (receipt, transfer) or take it out
 * of stock (issued, written_off), and their adjustments bring it back.
 */
export const wanderSerialNumbers = pgTable(
  'wander_serial_numbers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: entityCode(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'restrict' }),
    iccid: varchar('iccid', { length: 22 }).notNull(),
    /** LPA activation string, e.g. LPA:1$smdp.example$CODE (the QR code encodes it). */
    activationCode: varchar('activation_code', { length: 256 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('available'),
    /** Where it is kept (a location of its own company); null until a receipt journal. */
    locationCode: varchar('location_code', { length: 32 }),
    invoiceLineId: uuid('invoice_line_id'),
    importHistoryId: uuid('import_history_id'),
    /** The provider it was bought from (issue 27); null for imported stock. */
    providerId: uuid('provider_id'),
    /**
     * Bought from a provider for this purchase-order line: only that line's fulfilment takes it
     * (other orders' allocation skips it), so a provider eSIM reaches the buyer it was bought for.
     */
    reservedForLineId: uuid('reserved_for_line_id'),
    allocatedAt: timestamp('allocated_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** When its supplier first reported it installed on a phone (issue 29); null until then. */
    installedAt: timestamp('installed_at', { withTimezone: true }),
    /**
     * The group traveller it was moved to (issue 29); null: its order line's traveller
     * (purchase_order_lines.traveller_id), if any.
     */
    travellerId: uuid('traveller_id'),
    /**
     * When the usage poll last asked its provider about it (supply/poll-providers.ts): a run
     * starts with the eSIMs asked longest ago, so what one run did not reach comes first next.
     */
    usagePolledAt: timestamp('usage_polled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wander_serial_numbers_iccid_uq').on(t.iccid),
    index('wander_serial_numbers_stock_idx').on(t.variantId, t.entityCode, t.status),
    index('wander_serial_numbers_invoice_line_idx').on(t.invoiceLineId),
    index('wander_serial_numbers_entity_created_idx').on(t.entityCode, t.createdAt),
    check(
      'wander_serial_numbers_status_valid',
      sql`${t.status} in ('available', 'allocated', 'delivered', 'issued', 'written_off')`,
    ),
    check(
      'wander_serial_numbers_allocation_consistent',
      sql`(${t.status} in ('allocated', 'delivered')) = (${t.invoiceLineId} is not null)`,
    ),
    // The location is one of the eSIM's own company (codes never change once generated).
    foreignKey({
      name: 'wander_serial_numbers_location_fk',
      columns: [t.entityCode, t.locationCode],
      foreignColumns: [locations.entityCode, locations.locationCode],
    }).onDelete('restrict'),
    index('wander_serial_numbers_location_idx').on(t.entityCode, t.locationCode),
    // Stock per plan (the dashboard): a company's available eSIMs counted per variant.
    index('wander_serial_numbers_available_idx')
      .on(t.entityCode, t.variantId)
      .where(sql`${t.status} = 'available'`),
    // The usage poll's order: a provider's delivered eSIMs, asked longest ago first.
    index('wander_serial_numbers_usage_poll_idx')
      .on(t.entityCode, t.providerId, t.usagePolledAt)
      .where(sql`${t.status} = 'delivered' and ${t.providerId} is not null`),
    index('wander_serial_numbers_reserved_idx')
      .on(t.reservedForLineId)
      .where(sql`${t.reservedForLineId} is not null`),
    check('wander_serial_numbers_iccid_digits', sql`${t.iccid} ~ '^89[0-9]{17,20}$'`),
  ],
);

/** One serial-number CSV import (SearchImportHistory). */
export const serialNumberImports = pgTable(
  'serial_number_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: entityCode(),
    fileName: varchar('file_name', { length: 256 }).notNull(),
    totalRows: integer('total_rows').notNull().default(0),
    importedRows: integer('imported_rows').notNull().default(0),
    failedRows: integer('failed_rows').notNull().default(0),
    errors: jsonb('errors').$type<{ row: number; message: string }[]>().notNull().default([]),
    importedBy: varchar('imported_by', { length: 256 }),
    createdAt: createdAt(),
  },
  (t) => [index('serial_number_imports_entity_created_idx').on(t.entityCode, t.createdAt)],
);
