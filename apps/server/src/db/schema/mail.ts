import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies } from './identity.js';

/**
 * The e-mail log and outbox: a use case writes the rendered message here inside its transaction;
 * after commit a job sends it. Status: Queued -> Sent (SMTP) or Logged (no SMTP configured: stored
 * and printed only), Retrying after a failed attempt, Failed when the retries are used up.
 */
export const emailLogs = pgTable(
  'email_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The company the message belongs to (its admins see it in their e-mail log). */
    entityCode: varchar('entity_code', { length: 32 }).references(() => companies.entityCode, {
      onDelete: 'set null',
    }),
    template: varchar('template', { length: 64 }).notNull(),
    toEmail: varchar('to_email', { length: 256 }).notNull(),
    subject: varchar('subject', { length: 512 }).notNull(),
    htmlBody: text('html_body').notNull(),
    textBody: text('text_body').notNull(),
    /**
     * Whose name the message is sent under and where replies go: a consumer's e-mail carries its
     * sales platform's store name and support address (null: the portal's MAIL_FROM alone).
     */
    fromName: varchar('from_name', { length: 120 }),
    replyTo: varchar('reply_to', { length: 256 }),
    /** [{filename, contentType, contentBase64, cid?}] */
    attachments: jsonb('attachments'),
    status: varchar('status', { length: 16 }).notNull().default('Queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the relay last handed the row to the job queue (a lost job is re-queued later). */
    enqueuedAt: timestamp('enqueued_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_logs_created_idx').on(t.createdAt),
    index('email_logs_status_idx').on(t.status, t.enqueuedAt),
    index('email_logs_entity_idx').on(t.entityCode, t.createdAt),
    index('email_logs_to_idx').on(t.toEmail),
  ],
);
