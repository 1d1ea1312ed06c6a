import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  pgView,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, entityCode } from './columns.js';
import { consumers } from './consumer.js';
import { users } from './identity.js';
import { purchaseOrders } from './orders.js';

const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const rate = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });

/**
 * A consumer's application to become an affiliate (customer/ConsumerAffiliateRegistration): sent
 * through the store API, decided by the distributor. One Pending application per consumer.
 */
export const consumerAffiliateRegistrations = pgTable(
  'consumer_affiliate_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: entityCode(),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    consumerName: varchar('consumer_name', { length: 120 }).notNull(),
    consumerEmail: varchar('consumer_email', { length: 256 }).notNull(),
    referralCode: varchar('referral_code', { length: 16 }).notNull(),
    message: varchar('message', { length: 1000 }),
    channel: varchar('channel', { length: 256 }),
    /** Pending | Approved | Rejected */
    status: varchar('status', { length: 16 }).notNull().default('Pending'),
    /** The rate granted on approval. */
    commissionRatePercent: rate('commission_rate_percent'),
    /** Why it was rejected (required to reject). */
    reason: varchar('reason', { length: 512 }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedByName: varchar('decided_by_name', { length: 256 }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('consumer_affiliate_registrations_pending_uq')
      .on(t.consumerId)
      .where(sql`${t.status} = 'Pending'`),
    index('consumer_affiliate_registrations_entity_idx').on(t.entityCode, t.createdAt),
    check(
      'consumer_affiliate_registrations_status_valid',
      sql`${t.status} in ('Pending','Approved','Rejected')`,
    ),
  ],
);

/** An approved affiliate (customer/ConsumerAffiliate): earns a commission on referred orders. */
export const consumerAffiliates = pgTable(
  'consumer_affiliates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: entityCode(),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    registrationId: uuid('registration_id').references(() => consumerAffiliateRegistrations.id, {
      onDelete: 'set null',
    }),
    referralCode: varchar('referral_code', { length: 16 }).notNull(),
    commissionRatePercent: rate('commission_rate_percent').notNull(),
    /** Active | Inactive */
    status: varchar('status', { length: 16 }).notNull().default('Active'),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedByName: varchar('approved_by_name', { length: 256 }),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('consumer_affiliates_consumer_uq').on(t.consumerId),
    index('consumer_affiliates_entity_idx').on(t.entityCode),
    check('consumer_affiliates_status_valid', sql`${t.status} in ('Active','Inactive')`),
    check(
      'consumer_affiliates_rate_range',
      sql`${t.commissionRatePercent} > 0 and ${t.commissionRatePercent} <= 100`,
    ),
  ],
);

/**
 * A referral commission (customer/ConsumerCommission): one per paid consumer order whose consumer
 * was referred by an Active affiliate. Stored status Pending | Reversed; the lists show a Pending
 * one whose payable_at has passed as Payable (consumer_commission_list).
 */
export const consumerCommissions = pgTable(
  'consumer_commissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: entityCode(),
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => consumerAffiliates.id, { onDelete: 'cascade' }),
    /** The buyer: the referred consumer. */
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    purchaseOrderId: uuid('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    documentNo: varchar('document_no', { length: 32 }).notNull(),
    /** The order's total net of tax (total - tax: after discounts and coupons). */
    orderAmountMinor: money('order_amount_minor'),
    ratePercent: rate('rate_percent').notNull(),
    commissionMinor: money('commission_minor'),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** Pending | Reversed */
    status: varchar('status', { length: 16 }).notNull().default('Pending'),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    payableAt: timestamp('payable_at', { withTimezone: true }).notNull(),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('consumer_commissions_order_uq').on(t.purchaseOrderId),
    index('consumer_commissions_entity_paid_idx').on(t.entityCode, t.paidAt),
    index('consumer_commissions_affiliate_idx').on(t.affiliateId),
    check('consumer_commissions_status_valid', sql`${t.status} in ('Pending','Reversed')`),
    check(
      'consumer_commissions_amounts_non_negative',
      sql`${t.orderAmountMinor} >= 0 and ${t.commissionMinor} >= 0`,
    ),
  ],
);

/** The commission list: the stored row, names, and Payable once the refund window has passed. */
export const consumerCommissionList = pgView('consumer_commission_list', {
  id: uuid('id').notNull(),
  entityCode: varchar('entity_code', { length: 32 }).notNull(),
  affiliateId: uuid('affiliate_id').notNull(),
  affiliateName: varchar('affiliate_name', { length: 120 }).notNull(),
  referralCode: varchar('referral_code', { length: 16 }).notNull(),
  consumerId: uuid('consumer_id').notNull(),
  consumerName: varchar('consumer_name', { length: 120 }).notNull(),
  purchaseOrderId: uuid('purchase_order_id').notNull(),
  documentNo: varchar('document_no', { length: 32 }).notNull(),
  orderAmount: bigint('order_amount', { mode: 'number' }).notNull(),
  ratePercent: rate('rate_percent').notNull(),
  commission: bigint('commission', { mode: 'number' }).notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  /** Pending | Payable | Reversed */
  status: varchar('status', { length: 16 }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  payableAt: timestamp('payable_at', { withTimezone: true }).notNull(),
  reversedAt: timestamp('reversed_at', { withTimezone: true }),
}).as(sql`
  select m.id, m.entity_code, m.affiliate_id, ac.name as affiliate_name, a.referral_code,
    m.consumer_id, bc.name as consumer_name, m.purchase_order_id, m.document_no,
    m.order_amount_minor as order_amount, m.rate_percent, m.commission_minor as commission,
    m.currency,
    case when m.status = 'Pending' and m.payable_at <= now() then 'Payable' else m.status end
      as status,
    m.paid_at, m.payable_at, m.reversed_at
  from consumer_commissions m
    join consumer_affiliates a on a.id = m.affiliate_id
    join consumers ac on ac.id = a.consumer_id
    join consumers bc on bc.id = m.consumer_id
`);

/** The affiliate list: each affiliate with its referred consumers and commission totals. */
export const consumerAffiliateList = pgView('consumer_affiliate_list', {
  id: uuid('id').notNull(),
  entityCode: varchar('entity_code', { length: 32 }).notNull(),
  consumerId: uuid('consumer_id').notNull(),
  consumerName: varchar('consumer_name', { length: 120 }).notNull(),
  consumerEmail: varchar('consumer_email', { length: 256 }).notNull(),
  referralCode: varchar('referral_code', { length: 16 }).notNull(),
  commissionRatePercent: rate('commission_rate_percent').notNull(),
  status: varchar('status', { length: 16 }).notNull(),
  approvedAt: timestamp('approved_at', { withTimezone: true }).notNull(),
  approvedByName: varchar('approved_by_name', { length: 256 }),
  referredCount: integer('referred_count').notNull(),
  earned: bigint('earned', { mode: 'number' }).notNull(),
  reversed: bigint('reversed', { mode: 'number' }).notNull(),
  pending: bigint('pending', { mode: 'number' }).notNull(),
  payable: bigint('payable', { mode: 'number' }).notNull(),
  currency: varchar('currency', { length: 3 }),
}).as(sql`
  select a.id, a.entity_code, a.consumer_id, c.name as consumer_name, c.email as consumer_email,
    a.referral_code, a.commission_rate_percent, a.status, a.approved_at, a.approved_by_name,
    (select count(*)::int from consumers r where r.referred_by_id = a.consumer_id)
      as referred_count,
    coalesce(t.earned, 0)::bigint as earned, coalesce(t.reversed, 0)::bigint as reversed,
    coalesce(t.pending, 0)::bigint as pending, coalesce(t.payable, 0)::bigint as payable,
    coalesce(t.currency, co.default_currency) as currency
  from consumer_affiliates a
    join consumers c on c.id = a.consumer_id
    join companies co on co.entity_code = a.entity_code
    left join lateral (
      select sum(m.commission_minor) filter (where m.status <> 'Reversed') as earned,
        sum(m.commission_minor) filter (where m.status = 'Reversed') as reversed,
        sum(m.commission_minor) filter (where m.status = 'Pending' and m.payable_at > now())
          as pending,
        sum(m.commission_minor) filter (where m.status = 'Pending' and m.payable_at <= now())
          as payable,
        max(m.currency) as currency
      from consumer_commissions m where m.affiliate_id = a.id
    ) t on true
`);
