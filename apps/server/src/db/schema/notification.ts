import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies, users } from './identity.js';
import { createdAt } from './columns.js';

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

/**
 * Every SMS: Queued until the sender (`sms.send` job) hands it to the HTTP SMS provider, then Sent
 * or Failed; Logged when no provider is configured (`outcome` says what happened).
 */
export const smsLogs = pgTable(
  'sms_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phoneNumber: varchar('phone_number', { length: 13 }).notNull(),
    message: text('message').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('Queued'),
    importId: uuid('import_id').references(() => smsImportHistories.id, { onDelete: 'set null' }),
    outcome: varchar('outcome', { length: 512 }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_logs_created_idx').on(t.createdAt), index('sms_logs_status_idx').on(t.status)],
);

/**
 * A push message (one Send Message): sent now or at `scheduledAt` by the `notification.send` job
 * (pg-boss id in `jobId`). Scheduled -> Sending (its recipients written) -> Sent; Scheduled ->
 * Cancelled. `sentCount` / `failedCount` count the recipients done so far (the screen's progress).
 */
export const notificationBatches = pgTable(
  'notification_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: varchar('title', { length: 256 }).notNull(),
    message: text('message').notNull(),
    imageUrl: varchar('image_url', { length: 1024 }),
    deepLink: varchar('deep_link', { length: 1024 }),
    /** customers | customerGroup | platform | all */
    target: varchar('target', { length: 16 }).notNull(),
    /** The chosen customers' entity codes, or the one customer group's / platform's id. */
    targetRefs: jsonb('target_refs').$type<string[]>().notNull().default([]),
    /** What the target was called when it was sent (customer names, the group's name ...). */
    targetLabel: varchar('target_label', { length: 512 }),
    recipients: integer('recipients').notNull().default(0),
    sentCount: integer('sent_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    /** Scheduled | Sending | Sent | Cancelled | Failed */
    status: varchar('status', { length: 16 }).notNull(),
    /** When it goes out (null: at once). */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** The pg-boss job that sends it (null until the job is queued). */
    jobId: varchar('job_id', { length: 64 }),
    createdBy: varchar('created_by', { length: 256 }),
    /**
     * The distributor that sent it, to its own customers and consumers only (issue 26); null: the
     * platform's, to anyone.
     */
    senderEntityCode: varchar('sender_entity_code', { length: 32 }).references(
      () => companies.entityCode,
      { onDelete: 'cascade' },
    ),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notification_batches_title_idx').on(t.title),
    index('notification_batches_created_idx').on(t.createdAt),
    index('notification_batches_sender_idx').on(t.senderEntityCode, t.createdAt),
    uniqueIndex('notification_batches_job_uq').on(t.jobId),
  ],
);

/**
 * One push message to one device (a recipient): Pending until its batch is claimed, then Sent,
 * Failed, InvalidToken (the device was removed) or Logged (no push provider: `outcome` says so).
 * The recipient is a customer company's user (`userId`, `recipientEntityCode` the customer) or a
 * consumer (`consumerId`, `recipientEntityCode` the consumer's distributor).
 */
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
    /** user | consumer */
    recipientKind: varchar('recipient_kind', { length: 16 }).notNull().default('user'),
    userId: uuid('user_id'),
    consumerId: uuid('consumer_id'),
    deviceToken: varchar('device_token', { length: 512 }),
    status: varchar('status', { length: 16 }).notNull(),
    /** What happened, in words ("not sent: no push provider", the provider's error ...). */
    outcome: varchar('outcome', { length: 512 }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_batch_idx').on(t.batchId, t.status),
    index('notifications_sent_idx').on(t.sentAt),
  ],
);

/**
 * Portal users' devices for push messages (a customer company's users receive the messages sent
 * to the customer): the FCM token of each install, unique per token, like consumer_devices.
 */
export const userDevices = pgTable(
  'user_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ios | android | web */
    platform: varchar('platform', { length: 16 }).notNull(),
    token: varchar('token', { length: 512 }).notNull(),
    name: varchar('name', { length: 100 }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_devices_token_uq').on(t.token),
    index('user_devices_user_idx').on(t.userId),
  ],
);
