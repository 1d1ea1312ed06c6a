import { sql } from 'drizzle-orm';
import {
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
import { products } from './catalog.js';
import { createdAt, entityCode } from './columns.js';
import { countries } from './product.js';

const sortOrder = () => integer('sort_order').notNull().default(0);

/** Offer groups of a company: the headings its partner offers are shown under. */
export const offerGroups = pgTable(
  'offer_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: entityCode(),
    groupCode: varchar('group_code', { length: 32 }).notNull(),
    groupName: varchar('group_name', { length: 100 }).notNull(),
    description: varchar('description', { length: 512 }),
    sortOrder: sortOrder(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('offer_groups_code_entity_uq').on(t.groupCode, t.entityCode),
    index('offer_groups_entity_sort_idx').on(t.entityCode, t.sortOrder),
  ],
);

/**
 * Partner offers: shown to the company's buyers while active and inside [valid_from, valid_to]
 * (either end open), for the listed countries (none: all) and customer groups (none: all).
 * An offer group holding offers cannot be deleted (restrict).
 */
export const partnerOffers = pgTable(
  'partner_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: entityCode(),
    offerCode: varchar('offer_code', { length: 32 }).notNull(),
    partnerName: varchar('partner_name', { length: 120 }).notNull(),
    title: varchar('title', { length: 256 }).notNull(),
    description: varchar('description', { length: 1000 }),
    /** Image reference (URL or `{entity}/files` path) until the shared upload is wired. */
    imageUrl: varchar('image_url', { length: 512 }),
    linkUrl: varchar('link_url', { length: 512 }),
    offerGroupId: uuid('offer_group_id')
      .notNull()
      .references(() => offerGroups.id, { onDelete: 'restrict' }),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    countryCodes: varchar('country_codes', { length: 2 })
      .array()
      .notNull()
      .default(sql`'{}'`),
    customerGroupIds: uuid('customer_group_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('partner_offers_code_entity_uq').on(t.offerCode, t.entityCode),
    index('partner_offers_entity_group_idx').on(t.entityCode, t.offerGroupId),
    index('partner_offers_group_idx').on(t.offerGroupId),
    index('partner_offers_entity_title_idx').on(t.entityCode, t.title),
    check(
      'partner_offers_validity',
      sql`${t.validFrom} is null or ${t.validTo} is null or ${t.validTo} > ${t.validFrom}`,
    ),
  ],
);

/** The directory of links and partners the consumer apps show ("More"). */
export const moreDirectories = pgTable(
  'more_directories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: entityCode(),
    title: varchar('title', { length: 120 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    description: varchar('description', { length: 512 }),
    linkUrl: varchar('link_url', { length: 512 }).notNull(),
    imageUrl: varchar('image_url', { length: 512 }),
    sortOrder: sortOrder(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('more_directories_title_entity_uq').on(t.title, t.entityCode),
    index('more_directories_entity_sort_idx').on(t.entityCode, t.sortOrder),
  ],
);

/** Backgrounds a gifted eSIM is presented on. */
export const giftBackgroundImages = pgTable(
  'gift_background_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: entityCode(),
    name: varchar('name', { length: 100 }).notNull(),
    imageUrl: varchar('image_url', { length: 512 }).notNull(),
    sortOrder: sortOrder(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('gift_background_images_name_entity_uq').on(t.name, t.entityCode),
    index('gift_background_images_entity_sort_idx').on(t.entityCode, t.sortOrder),
  ],
);

/**
 * Top plans of a distributor: one line per plan and market (a country, a region, or both null:
 * every market), shown on /catalog before any search in sort order.
 */
export const bestSellings = pgTable(
  'best_sellings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: entityCode(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Snapshot of the product's name when the line was saved (the list shows it). */
    productName: varchar('product_name', { length: 256 }).notNull(),
    countryCode: varchar('country_code', { length: 2 }).references(() => countries.countryCode, {
      onDelete: 'cascade',
    }),
    region: varchar('region', { length: 16 }),
    sortOrder: sortOrder(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    // One line per plan and market ("every market" is both null).
    uniqueIndex('best_sellings_product_market_uq').on(
      t.productId,
      t.entityCode,
      sql`coalesce(${t.countryCode}, '')`,
      sql`coalesce(${t.region}, '')`,
    ),
    index('best_sellings_entity_sort_idx').on(t.entityCode, t.sortOrder),
    index('best_sellings_entity_product_name_idx').on(t.entityCode, t.productName),
    check('best_sellings_one_market', sql`${t.countryCode} is null or ${t.region} is null`),
  ],
);

/** Plans recommended beside a plan on the catalogue. */
export const recommendations = pgTable(
  'recommendations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: entityCode(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productName: varchar('product_name', { length: 256 }).notNull(),
    recommendedProductId: uuid('recommended_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    recommendedProductName: varchar('recommended_product_name', { length: 256 }).notNull(),
    reason: varchar('reason', { length: 256 }),
    sortOrder: sortOrder(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('recommendations_pair_uq').on(t.recommendedProductId, t.productId, t.entityCode),
    index('recommendations_entity_product_idx').on(t.entityCode, t.productId, t.sortOrder),
    index('recommendations_entity_name_idx').on(t.entityCode, t.productName),
    check('recommendations_not_self', sql`${t.productId} <> ${t.recommendedProductId}`),
  ],
);
