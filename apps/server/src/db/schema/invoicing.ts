import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './identity.js';
import { invoices } from './orders.js';
import { createdAt, entityCode } from './columns.js';

/**
 * A cancelled invoice (payment/InvoiceCancelled): the issuer asks to cancel an Open invoice
 * (Pending); completing it (InvoiceCancelled/Complete/{id}) cancels the invoice, returns its
 * eSIMs to stock and refunds the buyer in one transaction: to the wallet that paid, or through
 * the card provider (refund_method card, retried by payment/Invoices/PaydollarRefund/{id}).
 */
export const invoiceCancellations = pgTable(
  'invoice_cancellations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: entityCode(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 512 }).notNull(),
    /** Pending | Completed */
    status: varchar('status', { length: 16 }).notNull().default('Pending'),
    /** wallet | card | none, set on completion */
    refundMethod: varchar('refund_method', { length: 16 }),
    refundMinor: bigint('refund_minor', { mode: 'number' }).notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invoice_cancellations_invoice_uq').on(t.invoiceId),
    index('invoice_cancellations_entity_created_idx').on(t.entityCode, t.createdAt),
    check('invoice_cancellations_status_valid', sql`${t.status} in ('Pending','Completed')`),
    check('invoice_cancellations_refund_non_negative', sql`${t.refundMinor} >= 0`),
  ],
);

/**
 * One invoice import (scheduler/Invoices/Import): a CSV of direct sales, run by the job queue.
 * Queued -> Completed (every row invoiced) | Failed (nothing invoiced, errors say why).
 */
export const invoiceImports = pgTable(
  'invoice_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: entityCode(),
    fileName: varchar('file_name', { length: 256 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('Queued'),
    totalRows: integer('total_rows').notNull().default(0),
    invoiceCount: integer('invoice_count').notNull().default(0),
    errors: jsonb('errors').$type<{ row: number; message: string }[]>().notNull().default([]),
    importedBy: varchar('imported_by', { length: 256 }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('invoice_imports_entity_created_idx').on(t.entityCode, t.createdAt),
    check('invoice_imports_status_valid', sql`${t.status} in ('Queued','Completed','Failed')`),
  ],
);
