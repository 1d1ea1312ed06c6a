import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { companies } from './identity.js';
import { purchaseOrders } from './orders.js';
import { customers } from './customer.js';
import { consumers } from './consumer.js';

/**
 * A distributor's coupons (payment/Coupons). `usedCount` counts the live redemptions: a
 * redemption raises it under the row's lock, a reversal lowers it, so the total limit holds under
 * concurrent checkouts.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: entityCode(),
    code: varchar('code', { length: 32 }).notNull(),
    description: varchar('description', { length: 256 }),
    /** Percentage | Fixed */
    discountType: varchar('discount_type', { length: 16 }).notNull(),
    discountValue: numeric('discount_value', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    minimumSpend: numeric('minimum_spend', { precision: 14, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    totalUseLimit: integer('total_use_limit'),
    perBuyerLimit: integer('per_buyer_limit'),
    productVariantIds: uuid('product_variant_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The sales platforms (codes) whose consumer orders may use it; none: any order. */
    platformCodes: varchar('platform_codes', { length: 16 })
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The destinations (ISO codes) whose plans it discounts; none: every plan. */
    countryCodes: varchar('country_codes', { length: 2 })
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Active | Inactive */
    status: varchar('status', { length: 16 }).notNull().default('Active'),
    usedCount: integer('used_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_entity_uq').on(t.code, t.entityCode),
    index('coupons_entity_valid_idx').on(t.entityCode, t.validTo),
    check('coupons_discount_type_valid', sql`${t.discountType} in ('Percentage','Fixed')`),
    check('coupons_status_valid', sql`${t.status} in ('Active','Inactive')`),
    check('coupons_used_count_non_negative', sql`${t.usedCount} >= 0`),
  ],
);

/**
 * Every redemption of a coupon by an order and its reversal (payment/CouponTransactions). A
 * reversal is a row of its own pointing at the redemption; the redemption stays.
 */
export const couponTransactions = pgTable(
  'coupon_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: entityCode(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    couponCode: varchar('coupon_code', { length: 32 }).notNull(),
    /** Redeemed | Reversed */
    kind: varchar('kind', { length: 16 }).notNull(),
    buyerEntityCode: varchar('buyer_entity_code', { length: 32 })
      .notNull()
      .references(() => companies.entityCode, { onDelete: 'cascade' }),
    purchaseOrderId: uuid('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    /** The consumer of a consumer order: the per-buyer limit counts per consumer then. */
    consumerId: uuid('consumer_id').references(() => consumers.id, { onDelete: 'cascade' }),
    documentNo: varchar('document_no', { length: 32 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    reversalOf: uuid('reversal_of'),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupon_transactions_entity_created_idx').on(t.entityCode, t.createdAt),
    index('coupon_transactions_coupon_buyer_idx').on(t.couponId, t.buyerEntityCode),
    index('coupon_transactions_coupon_consumer_idx').on(t.couponId, t.consumerId),
    // One redemption per order, and one reversal per redemption.
    uniqueIndex('coupon_transactions_order_kind_uq').on(t.purchaseOrderId, t.kind),
    check('coupon_transactions_kind_valid', sql`${t.kind} in ('Redeemed','Reversed')`),
    check('coupon_transactions_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);

/** Rules issuing a coupon automatically (payment/CouponAutomation), run by `coupon.automations`. */
export const couponAutomations = pgTable(
  'coupon_automations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: entityCode(),
    name: varchar('name', { length: 100 }).notNull(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    couponCode: varchar('coupon_code', { length: 32 }).notNull(),
    /** SignUp | Date | AffiliateApproval | UpgradeGoal (the last two: consumers only) */
    trigger: varchar('trigger', { length: 24 }).notNull(),
    runDate: timestamp('run_date', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    issuedCount: integer('issued_count').notNull().default(0),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupon_automations_entity_name_idx').on(t.entityCode, t.name),
    check(
      'coupon_automations_trigger_valid',
      sql`${t.trigger} in ('SignUp','Date','AffiliateApproval','UpgradeGoal')`,
    ),
  ],
);

/**
 * A coupon issued by a distributor to one of its customers (payment/CouponConsumer). The buyer's
 * redemption of that coupon marks the oldest open issue Used; its reversal opens it again.
 */
export const couponConsumers = pgTable(
  'coupon_consumers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: entityCode(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    couponCode: varchar('coupon_code', { length: 32 }).notNull(),
    /** The business customer it is issued to, or (consumerId) the consumer: exactly one. */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    consumerId: uuid('consumer_id').references(() => consumers.id, { onDelete: 'cascade' }),
    customerName: varchar('customer_name', { length: 120 }).notNull(),
    buyerEntityCode: varchar('buyer_entity_code', { length: 32 }).notNull(),
    note: varchar('note', { length: 256 }),
    /** The rule that issued it (null: issued by hand); a rule serves a customer once. */
    automationId: uuid('automation_id').references(() => couponAutomations.id, {
      onDelete: 'set null',
    }),
    /** Issued | Used */
    status: varchar('status', { length: 16 }).notNull().default('Issued'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedPurchaseOrderId: uuid('used_purchase_order_id').references(() => purchaseOrders.id, {
      onDelete: 'set null',
    }),
    usedDocumentNo: varchar('used_document_no', { length: 32 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupon_consumers_entity_created_idx').on(t.entityCode, t.createdAt),
    uniqueIndex('coupon_consumers_automation_customer_uq').on(t.automationId, t.customerId),
    uniqueIndex('coupon_consumers_automation_consumer_uq').on(t.automationId, t.consumerId),
    index('coupon_consumers_consumer_idx').on(t.consumerId, t.status),
    check(
      'coupon_consumers_one_holder',
      sql`(${t.customerId} is null) <> (${t.consumerId} is null)`,
    ),
    index('coupon_consumers_coupon_buyer_idx').on(t.couponId, t.buyerEntityCode, t.status),
    check('coupon_consumers_status_valid', sql`${t.status} in ('Issued','Used')`),
  ],
);
