import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { productVariants, products } from './catalog.js';
import { wanderSerialNumbers } from './serial-numbers.js';
import { createdAt, entityCode } from './columns.js';

/**
 * A buyer's review of a product bought from a distributor (product/ProductReview): the seller in
 * entity_code sees the reviews of what it sold.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: entityCode(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    reviewerName: varchar('reviewer_name', { length: 256 }).notNull(),
    reviewerEmail: varchar('reviewer_email', { length: 256 }),
    rating: integer('rating').notNull(),
    title: varchar('title', { length: 256 }),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_reviews_entity_created_idx').on(t.entityCode, t.createdAt),
    index('product_reviews_product_idx').on(t.productId),
    check('product_reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * Data used by a delivered eSIM, one row per day (network/WanderUsageReport). Reported by the
 * network; the demo world seeds it.
 */
export const esimUsages = pgTable(
  'esim_usages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serialId: uuid('serial_id')
      .notNull()
      .references(() => wanderSerialNumbers.id, { onDelete: 'cascade' }),
    usageDate: date('usage_date').notNull(),
    usedMb: bigint('used_mb', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('esim_usages_serial_date_uq').on(t.serialId, t.usageDate),
    check('esim_usages_used_non_negative', sql`${t.usedMb} >= 0`),
  ],
);
