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
 * Four eyes on large refunds: completing a cancellation whose refund is above the platform's
 * RefundApprovalAmount asks another user to approve it (Waiting); the approval completes the
 * cancellation and refunds in its own transaction (Approved), a rejection leaves it Pending
 * (Rejected). The rows are the audit trail: who asked, who decided, the note, and for a wallet
 * refund the buyer's balance before and after.
 */
export const refundApprovals = pgTable(
  'refund_approvals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: entityCode(),
    cancellationId: uuid('cancellation_id')
      .notNull()
      .references(() => invoiceCancellations.id, { onDelete: 'cascade' }),
    /** wallet | card: how the buyer is to be refunded. */
    refundMethod: varchar('refund_method', { length: 16 }).notNull(),
    refundMinor: bigint('refund_minor', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    /** Waiting | Approved | Rejected */
    status: varchar('status', { length: 16 }).notNull().default('Waiting'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedByName: varchar('requested_by_name', { length: 256 }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedByName: varchar('decided_by_name', { length: 256 }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: varchar('decision_note', { length: 256 }),
    balanceBeforeMinor: bigint('balance_before_minor', { mode: 'number' }),
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'number' }),
  },
  (t) => [
    index('refund_approvals_cancellation_idx').on(t.cancellationId, t.requestedAt),
    index('refund_approvals_entity_idx').on(t.entityCode, t.status),
    uniqueIndex('refund_approvals_one_waiting_uq')
      .on(t.cancellationId)
      .where(sql`${t.status} = 'Waiting'`),
    check('refund_approvals_status', sql`${t.status} in ('Waiting', 'Approved', 'Rejected')`),
    check('refund_approvals_amount_positive', sql`${t.refundMinor} > 0`),
    check(
      'refund_approvals_other_approver',
      sql`${t.status} <> 'Approved' or coalesce(${t.decidedByName} <> ${t.requestedByName}, false)`,
    ),
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
