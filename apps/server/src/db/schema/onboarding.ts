import {
  check,
  index,
  pgTable,
  type AnyPgColumn,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companies, users } from './identity.js';
import { createdAt } from './columns.js';

/**
 * Single-use account tokens (e-mail confirmation, password reset). Only the SHA-256 of the token is
 * stored; a token is spent by setting used_at in the same transaction that acts on it.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** confirm-email | reset-password */
    purpose: varchar('purpose', { length: 16 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_uq').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/**
 * A distributor's invitation of a business customer by e-mail. Pending until the invitee registers
 * through the link (Registered), accepts with an existing account (Accepted) or denies (Denied).
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The inviting distributor. */
    entityCode: varchar('entity_code', { length: 32 })
      .notNull()
      .references(() => companies.entityCode, { onDelete: 'cascade' }),
    companyName: varchar('company_name', { length: 120 }).notNull(),
    /** Lower-cased. */
    email: varchar('email', { length: 256 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('Pending'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** The business customer company it produced or linked. */
    customerEntityCode: varchar('customer_entity_code', { length: 32 }).references(
      () => companies.entityCode,
      { onDelete: 'set null' },
    ),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invitations_token_uq').on(t.tokenHash),
    uniqueIndex('invitations_pending_uq')
      .on(t.entityCode, t.email)
      .where(sql`${t.status} = 'Pending'`),
    index('invitations_email_idx').on(t.email),
    index('invitations_entity_idx').on(t.entityCode, t.createdAt),
  ],
);

/** Which distributors a business customer buys from (besides its parent company). */
export const customerDistributors = pgTable(
  'customer_distributors',
  {
    customerEntityCode: varchar('customer_entity_code', { length: 32 })
      .notNull()
      .references(() => companies.entityCode, { onDelete: 'cascade' }),
    distributorEntityCode: varchar('distributor_entity_code', { length: 32 })
      .notNull()
      .references(() => companies.entityCode, { onDelete: 'cascade' }),
    invitationId: uuid('invitation_id').references(() => invitations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.customerEntityCode, t.distributorEntityCode] }),
    index('customer_distributors_distributor_idx').on(t.distributorEntityCode),
  ],
);

/** An agent registered through an agent link, under the inviting agent (user) and company. */
export const agents = pgTable(
  'agents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entityCode: varchar('entity_code', { length: 32 })
      .notNull()
      .references(() => companies.entityCode, { onDelete: 'cascade' }),
    /**
     * The upline: the agent (user) whose link was used, or whom an admin moved it under; null when
     * the company's own link was used (a top-level agent). An agent with a downline cannot be
     * deleted (restrict), and the upline is always an agent of the same company.
     */
    parentUserId: uuid('parent_user_id').references((): AnyPgColumn => agents.userId, {
      onDelete: 'restrict',
    }),
    agentName: varchar('agent_name', { length: 256 }).notNull(),
    agentCode: varchar('agent_code', { length: 256 }).notNull(),
    identityCardNumber: varchar('identity_card_number', { length: 32 }),
    plan: varchar('plan', { length: 256 }).notNull(),
    countryCode: varchar('country_code', { length: 8 }),
    contactNumber: varchar('contact_number', { length: 13 }),
    /** Active | Inactive */
    status: varchar('status', { length: 16 }).notNull().default('Active'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('agents_code_uq').on(t.agentCode),
    uniqueIndex('agents_user_uq').on(t.userId),
    index('agents_parent_idx').on(t.parentUserId),
    index('agents_entity_code_idx').on(t.entityCode, t.agentCode),
    check('agents_status_valid', sql`${t.status} in ('Active','Inactive')`),
    check('agents_not_own_upline', sql`${t.parentUserId} is distinct from ${t.userId}`),
  ],
);
