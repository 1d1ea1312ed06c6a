import { index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { companies } from './identity.js';

/** One row per SMS file import (its rows are in sms_logs). */
export const smsImportHistories = pgTable(
  'sms_import_histories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileName: varchar('file_name', { length: 256 }).notNull(),
    totalRows: integer('total_rows').notNull(),
    successRows: integer('success_rows').notNull(),
    failedRows: integer('failed_rows').notNull(),
    /** Email of the user who imported the file. */
    importedBy: varchar('imported_by', { length: 256 }).notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_import_histories_at_idx').on(t.importedAt)],
);

/** Every SMS: Queued until the sender hands it to the provider, then Sent or Failed. */
export const smsLogs = pgTable(
  'sms_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phoneNumber: varchar('phone_number', { length: 13 }).notNull(),
    message: text('message').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('Queued'),
    importId: uuid('import_id').references(() => smsImportHistories.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_logs_created_idx').on(t.createdAt), index('sms_logs_status_idx').on(t.status)],
);

/** A push notification batch (one Send Message). */
export const notificationBatches = pgTable(
  'notification_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: varchar('title', { length: 256 }).notNull(),
    message: text('message').notNull(),
    /** all | customers | selected */
    target: varchar('target', { length: 16 }).notNull(),
    recipients: integer('recipients').notNull().default(0),
    /** Scheduled | Sent | Cancelled | Failed */
    status: varchar('status', { length: 16 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notification_batches_title_idx').on(t.title),
    index('notification_batches_created_idx').on(t.createdAt),
  ],
);

/** One push notification to one customer company. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id').references(() => notificationBatches.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 256 }).notNull(),
    message: text('message').notNull(),
    recipientEntityCode: varchar('recipient_entity_code', { length: 32 })
      .notNull()
      .references(() => companies.entityCode, { onDelete: 'cascade' }),
    recipientName: varchar('recipient_name', { length: 120 }).notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_batch_idx').on(t.batchId),
    index('notifications_sent_idx').on(t.sentAt),
  ],
);
