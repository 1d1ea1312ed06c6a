import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  numeric,
  pgTable,
  uniqueIndex,
  uuid,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, entityCode } from './columns.js';
import { wanderPlatforms } from './payment.js';

/** A distributor's consumer groups (customer/ConsumerGroups). */
export const consumerGroups = pgTable(
  'consumer_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: entityCode(),
    name: varchar('name', { length: 100 }).notNull(),
    description: varchar('description', { length: 256 }),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    createdAt: createdAt(),
  },
  (t) => [index('consumer_groups_entity_name_idx').on(t.entityCode, t.name)],
);

/**
 * The people who buy through a distributor's consumer apps (customer/Consumer). The distributor
 * (entity_code) owns them; `platformId` is the sales platform they signed up through. E-mail is
 * unique per distributor, the referral code everywhere. The group's and the referrer's names are
 * copied on the row for the list (kept by the writes).
 */
export const consumers = pgTable(
  'consumers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: entityCode(),
    platformId: uuid('platform_id').references(() => wanderPlatforms.id, { onDelete: 'set null' }),
    email: varchar('email', { length: 256 }).notNull(),
    /** argon2 hash; null for a consumer who never set a password (none yet in the demo). */
    passwordHash: varchar('password_hash', { length: 256 }),
    name: varchar('name', { length: 120 }).notNull(),
    phone: varchar('phone', { length: 32 }),
    country: varchar('country', { length: 2 }).notNull(),
    consumerGroupId: uuid('consumer_group_id').references(() => consumerGroups.id, {
      onDelete: 'set null',
    }),
    consumerGroupName: varchar('consumer_group_name', { length: 100 }),
    referralCode: varchar('referral_code', { length: 16 }).notNull(),
    referredById: uuid('referred_by_id'),
    referredByName: varchar('referred_by_name', { length: 120 }),
    /** Active | Inactive */
    status: varchar('status', { length: 16 }).notNull().default('Active'),
    /**
     * When the consumer confirmed its e-mail address. A store sign-up starts unconfirmed (null) and
     * may not buy or get sign-up coupons until then; a consumer the distributor adds is confirmed.
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }).defaultNow(),
    /** SHA-256 of the pending confirmation link's token, and when it expires (null once used). */
    emailTokenHash: varchar('email_token_hash', { length: 64 }),
    emailTokenExpiresAt: timestamp('email_token_expires_at', { withTimezone: true }),
    /** SHA-256 of the pending password reset link's token (the web store, issue 28), its expiry. */
    resetTokenHash: varchar('reset_token_hash', { length: 64 }),
    resetTokenExpiresAt: timestamp('reset_token_expires_at', { withTimezone: true }),
    /**
     * The language the consumer reads the store in (en | ms | zh, the store's languages): its
     * e-mails and PDFs are written in it. Set at sign-up and when the consumer changes language.
     */
    language: varchar('language', { length: 8 }).notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('consumers_email_entity_uq').on(t.email, t.entityCode),
    uniqueIndex('consumers_referral_code_uq').on(t.referralCode),
    index('consumers_entity_created_idx').on(t.entityCode, t.createdAt),
    index('consumers_referred_by_idx').on(t.referredById),
    foreignKey({ columns: [t.referredById], foreignColumns: [t.id] }).onDelete('set null'),
    check('consumers_status_valid', sql`${t.status} in ('Active','Inactive')`),
    check('consumers_language_valid', sql`${t.language} in ('en','ms','zh')`),
  ],
);

/**
 * A consumer's devices for push messages (store API `me/devices`): the FCM registration token of
 * each app install, unique per token (a token that moves to another consumer moves with it).
 */
export const consumerDevices = pgTable(
  'consumer_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    /** ios | android | web */
    platform: varchar('platform', { length: 16 }).notNull(),
    token: varchar('token', { length: 512 }).notNull(),
    name: varchar('name', { length: 100 }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('consumer_devices_token_uq').on(t.token),
    index('consumer_devices_consumer_idx').on(t.consumerId),
    check('consumer_devices_platform_valid', sql`${t.platform} in ('ios','android','web')`),
  ],
);
