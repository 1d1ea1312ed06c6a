import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import { companies, users } from './identity.js';
import { purchaseOrders } from './orders.js';
import { currencies } from './network.js';

/**
 * One prepaid wallet per customer company. balance_minor is the locked running balance (integer
 * minor units) and can never go negative; wallet_transactions is the append-only ledger behind it.
 */
export const wallets = pgTable(
  'wallets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // A company goes with its wallet while the wallet has no ledger row (a company created by
    // mistake can be deleted); wallet_transactions restricts, so a wallet with history keeps it.
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    currency: varchar('currency', { length: 3 }).notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallets_company_uq').on(t.companyId),
    check('wallets_balance_non_negative', sql`${t.balanceMinor} >= 0`),
  ],
);

export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    walletId: uuid('wallet_id')
      .notNull()
      .references(() => wallets.id, { onDelete: 'restrict' }),
    /** Signed: credits positive, debits negative. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'number' }).notNull(),
    /** topup | purchase | refund | opening */
    kind: varchar('kind', { length: 16 }).notNull(),
    reference: varchar('reference', { length: 128 }),
    purchaseOrderId: uuid('purchase_order_id').references(() => purchaseOrders.id, {
      onDelete: 'restrict',
    }),
    /** A hand adjustment's two names: who asked for it and who approved it (four eyes). */
    requestedBy: varchar('requested_by', { length: 256 }),
    approvedBy: varchar('approved_by', { length: 256 }),
    /** The wallet top-up a 'topup' credit pays (one credit per top-up, see the unique index). */
    topUpId: uuid('top_up_id').references(() => walletTopUps.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_transactions_wallet_idx').on(t.walletId, t.createdAt),
    check('wallet_transactions_balance_non_negative', sql`${t.balanceAfterMinor} >= 0`),
    check('wallet_transactions_amount_non_zero', sql`${t.amountMinor} <> 0`),
    // One purchase debit per order, whatever retries or races happen.
    uniqueIndex('wallet_transactions_purchase_uq')
      .on(t.purchaseOrderId)
      .where(sql`${t.kind} = 'purchase'`),
    // One credit per paid top-up, whatever callbacks are replayed or raced.
    uniqueIndex('wallet_transactions_top_up_uq')
      .on(t.topUpId)
      .where(sql`${t.kind} = 'topup'`),
  ],
);

/**
 * A wallet top-up by card at a provider (Stripe, PayDollar or the built-in sandbox): recorded
 * pending when its hosted page is opened; only the provider's verified callback marks it paid,
 * in the transaction that writes its one 'topup' ledger credit.
 */
export const walletTopUps = pgTable(
  'wallet_top_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    walletId: uuid('wallet_id')
      .notNull()
      .references(() => wallets.id, { onDelete: 'restrict' }),
    /** The wallet's company (who may see the top-up). */
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    /** stripe | paydollar | sandbox */
    provider: varchar('provider', { length: 16 }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** pending | paid | failed | cancelled */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    /** Our reference at the provider (PayDollar orderRef; Stripe client_reference_id). */
    orderRef: varchar('order_ref', { length: 35 }).notNull(),
    /** The provider's id of the hosted page (Stripe: the Checkout Session). */
    providerRef: varchar('provider_ref', { length: 256 }),
    /** The provider's id of the captured payment (Stripe payment intent, PayDollar PayRef). */
    paymentRef: varchar('payment_ref', { length: 256 }),
    failureReason: varchar('failure_reason', { length: 256 }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('wallet_top_ups_order_ref_uq').on(t.orderRef),
    uniqueIndex('wallet_top_ups_provider_ref_uq').on(t.provider, t.providerRef),
    uniqueIndex('wallet_top_ups_payment_ref_uq').on(t.provider, t.paymentRef),
    index('wallet_top_ups_wallet_idx').on(t.walletId, t.createdAt),
    check('wallet_top_ups_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);

/** Provider events already applied (Stripe event ids): a redelivered event is a no-op. */
export const paymentProviderEvents = pgTable(
  'payment_provider_events',
  {
    provider: varchar('provider', { length: 16 }).notNull(),
    eventId: varchar('event_id', { length: 256 }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_provider_events_uq').on(t.provider, t.eventId)],
);

/**
 * Idempotency-Key of a money call (WanderCheckout ...): the key is inserted in the call's own
 * transaction, so a retry waits for the first attempt and then gets its stored answer.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    scope: varchar('scope', { length: 64 }).notNull(),
    key: varchar('key', { length: 128 }).notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    response: jsonb('response').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_company_scope_key_uq').on(t.companyId, t.scope, t.key)],
);

/**
 * A card payment of a purchase order at a provider (sandbox, Stripe or PayDollar). The order is
 * marked paid only when the provider's signed callback (PayDollar: datafeed) for this session
 * arrives. PayDollar's providerRef is the orderRef `PS` + the session id's hex digits.
 */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    poId: uuid('po_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 16 }).notNull(),
    providerRef: varchar('provider_ref', { length: 256 }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /**
     * pending | paid | cancelled, or for a payment that arrived after the order was paid another
     * way: refund_pending -> refunded | refund_failed.
     */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    /** The provider's id of the captured payment (Stripe: the payment intent; PayDollar: PayRef). */
    paymentRef: varchar('payment_ref', { length: 256 }),
    refundRef: varchar('refund_ref', { length: 256 }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundError: varchar('refund_error', { length: 512 }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_sessions_provider_ref_uq').on(t.provider, t.providerRef),
    index('payment_sessions_po_idx').on(t.poId),
    index('payment_sessions_refund_idx')
      .on(t.status)
      .where(sql`${t.status} = 'refund_pending'`),
    check('payment_sessions_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);

/** Payment terms a company offers its buyers (payment/PaymentTerms, a plain engine resource). */
export const paymentTerms = pgTable(
  'payment_terms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: varchar('entity_code', { length: 32 })
      .notNull()
      .references(() => companies.entityCode, { onDelete: 'cascade' }),
    termCode: varchar('term_code', { length: 16 }).notNull(),
    description: varchar('description', { length: 256 }),
    dueDays: integer('due_days').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_terms_code_entity_uq').on(t.termCode, t.entityCode),
    index('payment_terms_entity_due_idx').on(t.entityCode, t.dueDays),
    check('payment_terms_due_days_range', sql`${t.dueDays} between 0 and 365`),
  ],
);

/**
 * The sales platforms of Wander's consumer apps (payment/WanderPlatforms, a plain engine resource):
 * platform-wide, managed by the platform. The API key is stored as its SHA-256 (a random 32-byte
 * key needs no slow hash); the prefix identifies it on screen.
 */
export const wanderPlatforms = pgTable(
  'wander_platforms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platformCode: varchar('platform_code', { length: 16 }).notNull(),
    platformName: varchar('platform_name', { length: 100 }).notNull(),
    currencyCode: varchar('currency_code', { length: 3 })
      .notNull()
      .references(() => currencies.currencyCode),
    paymentProviders: varchar('payment_providers', { length: 16 }).array().notNull(),
    description: varchar('description', { length: 256 }),
    isActive: boolean('is_active').notNull().default(true),
    apiKeyPrefix: varchar('api_key_prefix', { length: 16 }),
    apiKeyHash: varchar('api_key_hash', { length: 64 }),
    apiKeyIssuedAt: timestamp('api_key_issued_at', { withTimezone: true }),
    /** The distributor whose consumers sign up through it (the store API); null: none yet. */
    distributorEntityCode: varchar('distributor_entity_code', { length: 32 }).references(
      () => companies.entityCode,
      { onDelete: 'set null' },
    ),
    /** The web store's branding (issue 28): its name (else the platform's), logo, colour ... */
    storeName: varchar('store_name', { length: 100 }),
    storeLogoUrl: varchar('store_logo_url', { length: 512 }),
    /** #rrggbb; null: the store's own blue. */
    storePrimaryColor: varchar('store_primary_color', { length: 7 }),
    storeSupportEmail: varchar('store_support_email', { length: 256 }),
    /** en | ms | zh: the language a visitor sees until it picks one. */
    storeDefaultLanguage: varchar('store_default_language', { length: 2 }).notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wander_platforms_code_uq').on(t.platformCode),
    uniqueIndex('wander_platforms_key_uq').on(t.apiKeyHash),
    index('wander_platforms_name_idx').on(t.platformName),
  ],
);

/**
 * Four-eyes wallet adjustments: a request by one platform user, decided by another. The ledger row
 * is written at approval (wallet_transaction_id); the row keeps both names and the balance before
 * and after the decision, so it is the audit trail of every approval and rejection.
 */
export const walletAdjustments = pgTable(
  'wallet_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: integer('seq').generatedAlwaysAsIdentity(),
    adjustmentNo: varchar('adjustment_no', { length: 16 }).generatedAlwaysAs(
      sql`'ADJ-' || lpad(seq::text, 6, '0')`,
    ),
    walletId: uuid('wallet_id')
      .notNull()
      .references(() => wallets.id, { onDelete: 'restrict' }),
    direction: varchar('direction', { length: 8 }).notNull(),
    category: varchar('category', { length: 16 }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    reason: varchar('reason', { length: 256 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('Pending'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedByName: varchar('requested_by_name', { length: 256 }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedByName: varchar('decided_by_name', { length: 256 }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: varchar('decision_note', { length: 256 }),
    balanceBeforeMinor: bigint('balance_before_minor', { mode: 'number' }),
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'number' }),
    walletTransactionId: uuid('wallet_transaction_id').references(() => walletTransactions.id, {
      onDelete: 'restrict',
    }),
  },
  (t) => [
    index('wallet_adjustments_requested_idx').on(t.requestedAt),
    index('wallet_adjustments_wallet_idx').on(t.walletId, t.requestedAt),
    check('wallet_adjustments_amount_positive', sql`${t.amountMinor} > 0`),
    check('wallet_adjustments_direction', sql`${t.direction} in ('credit', 'debit')`),
    check('wallet_adjustments_status', sql`${t.status} in ('Pending', 'Approved', 'Rejected')`),
    // Four eyes, held by the database too: an approval is never the requester's own (by the
    // names kept for the audit: the user ids go null if a user is deleted later).
    check(
      'wallet_adjustments_four_eyes',
      sql`${t.status} <> 'Approved' or coalesce(${t.decidedByName} <> ${t.requestedByName}, false)`,
    ),
  ],
);
