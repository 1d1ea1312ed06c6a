import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies } from './identity.js';
import { currencies, itemTaxGroups, uoms } from './network.js';
import { countries, wanderPlans } from './product.js';
import { createdAt } from './columns.js';
import { brands, dimensions, productCategories, productTypes } from './product-setup.js';

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const companyRef = (name: string) =>
  varchar(name, { length: 32 })
    .notNull()
    .references(() => companies.entityCode, { onDelete: 'cascade' });

/**
 * Products: one eSIM plan per destination (a country or a region). Owned by the company that
 * defined it (the platform, or a distributor for its own plans); distributors sell the variants
 * they price in product_prices. unit_price_minor is the list price in the owner's currency.
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: companyRef('entity_code'),
    productCode: varchar('product_code', { length: 64 }).notNull(),
    productName: varchar('product_name', { length: 256 }).notNull(),
    /**
     * The product's name in Bahasa Melayu and Simplified Chinese (issue 41): the web store shows
     * it in those languages; null shows the English `product_name`.
     */
    productNameMs: varchar('product_name_ms', { length: 256 }),
    productNameZh: varchar('product_name_zh', { length: 256 }),
    image: varchar('image', { length: 512 }),
    /** Sanitised HTML. */
    description: text('description'),
    uomId: uuid('uom_id').references(() => uoms.id, { onDelete: 'set null' }),
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull().default(0),
    currency: varchar('currency', { length: 3 }).notNull().default('MYR'),
    /** The Wander plan the product belongs to (plan import/export, GetWanderPlanSelectList). */
    planId: uuid('plan_id').references(() => wanderPlans.id, { onDelete: 'set null' }),
    /** Product setup: a type, category, brand and dimension of the owner (no delete while in use). */
    productTypeId: uuid('product_type_id').references(() => productTypes.id, {
      onDelete: 'no action',
    }),
    productCategoryId: uuid('product_category_id').references(() => productCategories.id, {
      onDelete: 'no action',
    }),
    brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'no action' }),
    dimensionId: uuid('dimension_id').references(() => dimensions.id, { onDelete: 'no action' }),
    isActive: boolean('is_active').notNull().default(true),
    /** Deliver on payment: inherit (the distributor's DeliverOnPayment setting) | on | off. */
    deliverOnPayment: varchar('deliver_on_payment', { length: 8 }).notNull().default('inherit'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_code_uq').on(t.productCode),
    check(
      'products_deliver_on_payment_valid',
      sql`${t.deliverOnPayment} in ('inherit','on','off')`,
    ),
    index('products_plan_idx').on(t.planId),
    index('products_type_idx').on(t.productTypeId),
    index('products_category_idx').on(t.productCategoryId),
    index('products_brand_idx').on(t.brandId),
    index('products_dimension_idx').on(t.dimensionId),
    index('products_entity_name_idx').on(t.entityCode, t.productName),
    index('products_name_id_idx').on(t.productName, t.id),
    // textSearch (ILIKE) stays on an index; pg_trgm is created by migration 0003.
    index('products_name_trgm_idx').using('gin', t.productName.op('gin_trgm_ops')),
    check('products_unit_price_non_negative', sql`${t.unitPriceMinor} >= 0`),
  ],
);

/** Variants of a product: validity in days, data in GB, data or day-pass type, network. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantCode: varchar('variant_code', { length: 64 }).notNull(),
    /** The variant value shown in pickers, e.g. "5GB-30D". */
    variantValue: varchar('variant_value', { length: 64 }).notNull(),
    variantName: varchar('variant_name', { length: 256 }).notNull(),
    /** The variant's name in Bahasa Melayu and Simplified Chinese (issue 41); null: English. */
    variantNameMs: varchar('variant_name_ms', { length: 256 }),
    variantNameZh: varchar('variant_name_zh', { length: 256 }),
    days: integer('days').notNull(),
    /** Data in GB (for a day pass: GB per day). */
    dataGb: numeric('data_gb', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    isDayPass: boolean('is_day_pass').notNull().default(false),
    networkName: varchar('network_name', { length: 256 }),
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull().default(0),
    image: varchar('image', { length: 512 }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('product_variants_code_uq').on(t.variantCode),
    index('product_variants_filter_idx').on(t.productId, t.isDayPass, t.days, t.dataGb),
    check('product_variants_days_positive', sql`${t.days} > 0`),
    check('product_variants_data_non_negative', sql`${t.dataGb} >= 0`),
    check('product_variants_unit_price_non_negative', sql`${t.unitPriceMinor} >= 0`),
  ],
);

/** Destinations a product covers (many-to-many with countries). */
export const productCountries = pgTable(
  'product_countries',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    countryCode: varchar('country_code', { length: 2 })
      .notNull()
      .references(() => countries.countryCode, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.countryCode] }),
    index('product_countries_country_idx').on(t.countryCode, t.productId),
  ],
);

/**
 * A distributor's selling price of one variant (minor units of the distributor's currency). A
 * variant a distributor has no active price for is not in that distributor's catalogue.
 * product_id repeats the variant's product so the catalogue search stays on one index.
 */
export const productPrices = pgTable(
  'product_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: companyRef('entity_code'),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** The tax of the line on a purchase order (a tax group of the same distributor). */
    itemTaxGroupId: uuid('item_tax_group_id').references(() => itemTaxGroups.id, {
      onDelete: 'set null',
    }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_prices_entity_variant_uq').on(t.entityCode, t.variantId),
    index('product_prices_entity_product_idx').on(t.entityCode, t.productId),
    // A variant's prices (the ready cards' rebuild, the cascade from a deleted variant).
    index('product_prices_variant_idx').on(t.variantId),
    check('product_prices_unit_price_non_negative', sql`${t.unitPriceMinor} >= 0`),
  ],
);

/**
 * How a distributor sells in a currency (issue 40, product/CurrencyPricing): 'list' (its prices
 * in that currency, what a currency without a row does) or 'converted' from its base prices (the
 * currency they are in) at the day's rate, rounded by `rounding` ('step-0.10', 'step-1',
 * 'ending-0.90', 'ending-9.90'; null for 'list'). The web stores selling in the currency read it.
 */
export const currencyPricings = pgTable(
  'currency_pricings',
  {
    id: uuid('id').notNull().defaultRandom(),
    entityCode: companyRef('entity_code'),
    currencyCode: varchar('currency_code', { length: 3 })
      .notNull()
      .references(() => currencies.currencyCode, { onDelete: 'restrict' }),
    mode: varchar('mode', { length: 16 }).notNull(),
    rounding: varchar('rounding', { length: 16 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Keyed by company first (the schema lint); a second setting of a currency is a 409 on it.
    primaryKey({ name: 'currency_pricings_pk', columns: [t.entityCode, t.id] }),
    uniqueIndex('currency_pricings_entity_currency_uq').on(t.entityCode, t.currencyCode),
    check('currency_pricings_mode_valid', sql`${t.mode} in ('list','converted')`),
    check(
      'currency_pricings_rounding_valid',
      sql`(${t.mode} = 'list' and ${t.rounding} is null) or (${t.mode} = 'converted' and ${t.rounding} in ('step-0.10','step-1','ending-0.90','ending-9.90'))`,
    ),
  ],
);

/**
 * Quantity discount tiers of a distributor for a product (every variant, variant_id null) or one
 * variant: from min_quantity units the unit price is reduced by discount_bp basis points
 * (100 bp = 1%). The highest tier whose min_quantity <= quantity applies (discountInfos).
 */
export const productDiscountTiers = pgTable(
  'product_discount_tiers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: companyRef('entity_code'),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    minQuantity: integer('min_quantity').notNull(),
    discountBp: integer('discount_bp').notNull(),
    description: varchar('description', { length: 256 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_discount_tiers_lookup_idx').on(t.entityCode, t.productId, t.minQuantity),
    check('product_discount_tiers_min_quantity_positive', sql`${t.minQuantity} >= 1`),
    check(
      'product_discount_tiers_discount_range',
      sql`${t.discountBp} >= 0 and ${t.discountBp} <= 10000`,
    ),
  ],
);

/**
 * Promotions of a distributor, shown as promotion lines under a cart line: on one product (and
 * optionally one variant) or, with product_id null, on the whole catalogue, while active.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: companyRef('entity_code'),
    promotionCode: varchar('promotion_code', { length: 32 }).notNull(),
    title: varchar('title', { length: 256 }).notNull(),
    description: varchar('description', { length: 512 }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promotions_entity_code_uq').on(t.entityCode, t.promotionCode),
    index('promotions_entity_product_idx').on(t.entityCode, t.productId),
  ],
);
