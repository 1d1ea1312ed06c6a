import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, entityCode } from './columns.js';
import { companies, customerGroups, users } from './identity.js';
import { taxGroups } from './network.js';
import { paymentTerms } from './payment.js';

/** Membership tiers of a distributor (customer/Memberships). A higher level is a better tier. */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: entityCode(),
    name: varchar('name', { length: 50 }).notNull(),
    level: integer('level').notNull(),
    description: varchar('description', { length: 256 }),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    freeTopUps: integer('free_top_ups').notNull().default(0),
    /** Paid purchases within `periodDays` that move a customer up to this tier. */
    spendThreshold: numeric('spend_threshold', { precision: 14, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    periodDays: integer('period_days').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('memberships_entity_name_uq').on(t.entityCode, t.name),
    index('memberships_entity_level_idx').on(t.entityCode, t.level),
    check('memberships_discount_range', sql`${t.discountPercent} between 0 and 100`),
    check('memberships_period_days', sql`${t.periodDays} between 1 and 3650`),
    check('memberships_values', sql`${t.freeTopUps} >= 0 and ${t.spendThreshold} >= 0`),
  ],
);

/**
 * A distributor's record of one business customer company (customer/Customers): its terms
 * (tax group, payment term, credit limit), salesman, group and membership tier. The group and
 * tier names are copied for the list (kept in step by their own updates and the membership job).
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The distributor. */
    entityCode: entityCode(),
    customerEntityCode: varchar('customer_entity_code', { length: 32 })
      .notNull()
      .references(() => companies.entityCode, { onDelete: 'cascade' }),
    companyName: varchar('company_name', { length: 120 }).notNull(),
    registerNumber: varchar('register_number', { length: 120 }),
    contactName: varchar('contact_name', { length: 100 }),
    email: varchar('email', { length: 256 }).notNull(),
    countryCode: varchar('country_code', { length: 8 }),
    contactNumber: varchar('contact_number', { length: 13 }),
    taxGroupId: uuid('tax_group_id').references(() => taxGroups.id, { onDelete: 'set null' }),
    paymentTermId: uuid('payment_term_id').references(() => paymentTerms.id, {
      onDelete: 'set null',
    }),
    creditLimit: numeric('credit_limit', { precision: 14, scale: 2, mode: 'number' }),
    salesmanId: uuid('salesman_id').references(() => users.id, { onDelete: 'set null' }),
    customerGroupId: uuid('customer_group_id').references(() => customerGroups.id, {
      onDelete: 'set null',
    }),
    customerGroupName: varchar('customer_group_name', { length: 100 }),
    membershipId: uuid('membership_id').references(() => memberships.id, {
      onDelete: 'set null',
    }),
    membershipName: varchar('membership_name', { length: 50 }),
    /** When the membership job last moved the customer up (null: never). */
    membershipSince: timestamp('membership_since', { withTimezone: true }),
    /** Invited | Registered */
    status: varchar('status', { length: 16 }).notNull().default('Invited'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customers_entity_customer_uq').on(t.entityCode, t.customerEntityCode),
    index('customers_entity_name_idx').on(t.entityCode, t.companyName),
    index('customers_customer_idx').on(t.customerEntityCode),
    index('customers_group_idx').on(t.customerGroupId),
    index('customers_membership_idx').on(t.membershipId),
    check('customers_credit_limit', sql`${t.creditLimit} is null or ${t.creditLimit} >= 0`),
  ],
);
