import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { entityCode } from './columns.js';

/**
 * The dashboard's roll-up of closed UTC days (issue 16): sales counted once per day instead of
 * on every dashboard call. A day is filled on first use after it has closed; triggers on
 * purchase orders, their lines and cost setups mark a filled day stale when what it summed
 * changes (migration 0040), and the next read fills it again. Today is always counted live.
 */
export const dashboardDays = pgTable('dashboard_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  /** False once something the day summed has changed: the next dashboard read refills it. */
  valid: boolean('valid').notNull(),
});

/** A seller's sales of a closed day in one currency: orders, sales, margin of costed lines. */
export const dashboardDaySales = pgTable(
  'dashboard_day_sales',
  {
    /** The seller (the orders' distributor). */
    entityCode: entityCode(),
    day: date('day', { mode: 'string' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    salesMinor: bigint('sales_minor', { mode: 'number' }).notNull(),
    orders: integer('orders').notNull(),
    /** Revenue before tax less cost, over the lines whose plan had a cost that day. */
    marginMinor: bigint('margin_minor', { mode: 'number' }).notNull(),
    costedLines: integer('costed_lines').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entityCode, t.day, t.currency] }),
    index('dashboard_day_sales_day_idx').on(t.day),
  ],
);

/** A seller's sales of one plan on a closed day in one currency (top plans, destinations, stock). */
export const dashboardDayPlans = pgTable(
  'dashboard_day_plans',
  {
    entityCode: entityCode(),
    day: date('day', { mode: 'string' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    variantId: uuid('variant_id').notNull(),
    productId: uuid('product_id').notNull(),
    salesMinor: bigint('sales_minor', { mode: 'number' }).notNull(),
    qty: integer('qty').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entityCode, t.day, t.currency, t.variantId, t.productId] }),
    index('dashboard_day_plans_day_idx').on(t.day),
  ],
);
