import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, entityCode } from './columns.js';
import { companies, customerGroups } from './identity.js';
import { wanderSerialNumbers } from './serial-numbers.js';

/**
 * customer/UsageNotification: a distributor's rule for alerting its customers about their eSIMs:
 * when one has used `usagePercent` % of its data, or expires within `expiryDays` days. A rule
 * applies to all the distributor's customers, to one customer group, or to one customer company.
 */
export const usageNotifications = pgTable(
  'usage_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: entityCode(),
    ruleName: varchar('rule_name', { length: 100 }).notNull(),
    /** AllCustomers | CustomerGroup | Customer */
    appliesTo: varchar('applies_to', { length: 16 }).notNull(),
    customerGroupId: uuid('customer_group_id').references(() => customerGroups.id, {
      onDelete: 'cascade',
    }),
    customerEntityCode: varchar('customer_entity_code', { length: 32 }).references(
      () => companies.entityCode,
      { onDelete: 'cascade' },
    ),
    usagePercent: integer('usage_percent'),
    expiryDays: integer('expiry_days'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('usage_notifications_rule_entity_uq').on(t.ruleName, t.entityCode),
    index('usage_notifications_entity_idx').on(t.entityCode, t.ruleName),
    check(
      'usage_notifications_threshold',
      sql`${t.usagePercent} is not null or ${t.expiryDays} is not null`,
    ),
  ],
);

/**
 * The alerts sent: one row per eSIM, kind and threshold, so the job sends each alert once
 * (`usage` at 80 and at 90 are two alerts; a second run finds the row and sends nothing).
 */
export const usageAlertsSent = pgTable(
  'usage_alerts_sent',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serialId: uuid('serial_id')
      .notNull()
      .references(() => wanderSerialNumbers.id, { onDelete: 'cascade' }),
    /** usage | expiry */
    kind: varchar('kind', { length: 8 }).notNull(),
    threshold: integer('threshold').notNull(),
    ruleId: uuid('rule_id').references(() => usageNotifications.id, { onDelete: 'set null' }),
    entityCode: entityCode(),
    customerEntityCode: varchar('customer_entity_code', { length: 32 }).notNull(),
    toEmail: varchar('to_email', { length: 256 }).notNull(),
    sentAt: createdAt(),
  },
  (t) => [
    uniqueIndex('usage_alerts_sent_once_uq').on(t.serialId, t.kind, t.threshold),
    index('usage_alerts_sent_entity_idx').on(t.entityCode),
  ],
);

/**
 * service/ServiceMovingJournals: the service history of an eSIM (Activated, TopUp, Suspended,
 * Replaced), each with who did it and when; written by the use cases that do those things.
 */
export const serviceMovingJournals = pgTable(
  'service_moving_journals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The distributor that sold the eSIM. */
    entityCode: entityCode(),
    customerEntityCode: varchar('customer_entity_code', { length: 32 }),
    serialId: uuid('serial_id')
      .notNull()
      .references(() => wanderSerialNumbers.id, { onDelete: 'cascade' }),
    iccid: varchar('iccid', { length: 22 }).notNull(),
    /** Activated | TopUp | Suspended | Replaced */
    event: varchar('event', { length: 16 }).notNull(),
    description: text('description'),
    /** The document behind it: an invoice or purchase order number. */
    reference: varchar('reference', { length: 64 }),
    /** The user's e-mail, or 'system: ...' for a job. */
    performedBy: varchar('performed_by', { length: 256 }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('service_moving_journals_entity_at_idx').on(t.entityCode, t.occurredAt),
    index('service_moving_journals_customer_at_idx').on(t.customerEntityCode, t.occurredAt),
    index('service_moving_journals_serial_idx').on(t.serialId),
    uniqueIndex('service_moving_journals_event_uq').on(t.serialId, t.event, t.reference),
  ],
);
