import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  numeric,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Companies: the platform itself, distributors, business customers and agent companies. */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: varchar('entity_code', { length: 32 }).notNull().unique('companies_entity_code_uq'),
    companyName: varchar('company_name', { length: 120 }).notNull(),
    customCode: varchar('custom_code', { length: 32 }).notNull().default('WANDER'),
    /** platform | distributor | customer | agent */
    companyType: varchar('company_type', { length: 16 }).notNull(),
    /** The distributor a business customer or agent company buys from. */
    parentEntityCode: varchar('parent_entity_code', { length: 32 }),
    registerNumber: varchar('register_number', { length: 120 }),
    email: varchar('email', { length: 256 }),
    countryCode: varchar('country_code', { length: 8 }),
    contactNumber: varchar('contact_number', { length: 13 }),
    address: varchar('address', { length: 512 }),
    defaultCurrency: varchar('default_currency', { length: 3 }),
    /**
     * The agent (agents.id) who brought in this business customer (invited it), if any. No foreign
     * key here (agents is declared after companies); an agent with attributed customers cannot be
     * deleted (checked by agent/Agents DELETE).
     */
    agentId: uuid('agent_id'),
    createdAt: createdAt(),
  },
  (t) => [index('companies_agent_idx').on(t.agentId)],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; unique. */
    email: varchar('email', { length: 256 }).notNull(),
    userName: varchar('user_name', { length: 100 }).notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_uq').on(t.email)],
);

/**
 * Roles. A platform role (entity_code null: the built-in roles and those a platform admin adds)
 * is shared by every company; a company's own role (entity_code set) is its copy of a platform
 * role, made when its admin first changed that role's grants, and held by its users only
 * (docs/api-contract.md, "Roles and permissions").
 */
export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 64 }).notNull(),
    isSystem: boolean('is_system').notNull().default(false),
    entityCode: varchar('entity_code', { length: 32 }).references(() => companies.entityCode, {
      onDelete: 'cascade',
    }),
    /** Users holding this role must sign in with a second factor (TOTP); see user_two_factor. */
    twoFactorRequired: boolean('two_factor_required').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [unique('roles_owner_name_uq').on(t.entityCode, t.name).nullsNotDistinct()],
);

/** A user's role within one company (userRoleEntities of the profile). */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    entityCode: varchar('entity_code', { length: 32 })
      .notNull()
      .references(() => companies.entityCode, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId, t.entityCode] })],
);

export const userCompanies = pgTable(
  'user_companies',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Order of the companies in the profile; the first is the default working company. */
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.companyId] }),
    index('user_companies_company_idx').on(t.companyId),
  ],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    resourceName: varchar('resource_name', { length: 128 }).notNull(),
    permission: varchar('permission', { length: 64 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.resourceName, t.permission] })],
);

export const customerGroups = pgTable(
  'customer_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: varchar('entity_code', { length: 32 })
      .notNull()
      .references(() => companies.entityCode, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    description: varchar('description', { length: 256 }),
    /** Taken off every order line of the group's customers (customer/CustomerGroups). */
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customer_groups_entity_name_uq').on(t.entityCode, t.name),
    check(
      'customer_groups_discount_range',
      sql`${t.discountPercent} >= 0 and ${t.discountPercent} <= 100`,
    ),
  ],
);

export const customerGroupPermissions = pgTable(
  'customer_group_permissions',
  {
    customerGroupId: uuid('customer_group_id')
      .notNull()
      .references(() => customerGroups.id, { onDelete: 'cascade' }),
    resourceName: varchar('resource_name', { length: 128 }).notNull(),
    permission: varchar('permission', { length: 64 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerGroupId, t.resourceName, t.permission] })],
);

/**
 * A user's TOTP second factor (RFC 6238). A row with `confirmed_at` null is an enrolment started
 * and not yet confirmed with a first code: sign-in ignores it. The secret (base32) is never sent
 * back after the enrolment start, and kept sealed (docs/api-contract.md, "Two-factor sign-in").
 */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The base32 secret sealed under SECRETS_KEY (platform/secrets: `v1.<iv>.<tag>.<body>`). */
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The RFC 6238 time step of the last code accepted: a code of that step or before is refused. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** One-time recovery codes of a user's second factor: SHA-256 hashes only; used once. */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('user_recovery_codes_user_idx').on(t.userId)],
);

/**
 * Refresh tokens: only a SHA-256 hash is stored. Each sign-in starts a family; every refresh
 * rotates (marks the old one used) and a second use of a used token revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    // A user's recently ended sessions, read with their access (loadAuthContext).
    index('refresh_tokens_user_revoked_idx')
      .on(t.userId, t.revokedAt)
      .where(sql`${t.revokedAt} is not null`),
    index('refresh_tokens_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/**
 * Counters of failed sign-ins and of e-mail-sending requests per key in a fixed window
 * (platform/auth/throttle.ts). In the database so that every server process shares them.
 */
export const requestThrottles = pgTable(
  'request_throttles',
  {
    /** Which limit: sign-in per account, sign-in per IP, registrations, reset links. */
    scope: varchar('scope', { length: 32 }).notNull(),
    key: varchar('key', { length: 320 }).notNull(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('request_throttles_reset_idx').on(t.resetAt),
  ],
);

/**
 * A real deployment's first run: one-time setup links printed in the server's log while no
 * platform admin exists (docs/api-contract.md, "First run"). Only the token's SHA-256 is kept;
 * the second factor being set up in the same flow waits here, sealed, until its first code.
 */
export const firstRunTokens = pgTable('first_run_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique('first_run_tokens_hash_uq'),
  /** The base32 TOTP secret of the admin being created, sealed under SECRETS_KEY. */
  totpSecret: text('totp_secret'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});
