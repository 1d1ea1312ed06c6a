import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies } from './identity.js';

/**
 * One prepaid wallet per customer company. balance_minor is the locked running balance (integer
 * minor units) and can never go negative; wallet_transactions is the append-only ledger behind it.
 */
export const wallets = pgTable(
  'wallets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_transactions_wallet_idx').on(t.walletId, t.createdAt),
    check('wallet_transactions_balance_non_negative', sql`${t.balanceAfterMinor} >= 0`),
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
