import {
  bigint,
  boolean,
  index,
  integer,
  json,
  numeric,
  pgTable,
  primaryKey,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies } from './identity.js';
import { products } from './catalog.js';
import { uoms } from './network.js';

/**
 * The catalogue's ready cards: one row per product a distributor sells (an active product with at
 * least one active variant the distributor prices), holding what the catalogue search would
 * otherwise join on every search: the product's fields, its countries (sorted, as text) with
 * their count and region count, and its active priced variants as parallel arrays in the
 * answer's order (type, days, data, code) with each variant's JSON as the search answers it.
 * Never written by the application: statement triggers on products, product_variants,
 * product_countries, product_prices and countries rebuild the rows of the products a write
 * touched, in the writing transaction (migration 0041, catalog_cards_refresh). What depends on
 * the time, the filters or other products is computed by the search (catalog-search.queries.ts).
 */
export const catalogCards = pgTable(
  'catalog_cards',
  {
    entityCode: varchar('entity_code', { length: 32 })
      .notNull()
      .references(() => companies.entityCode, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productCode: varchar('product_code', { length: 64 }).notNull(),
    productName: varchar('product_name', { length: 256 }).notNull(),
    image: varchar('image', { length: 512 }),
    description: text('description'),
    uomId: uuid('uom_id').references(() => uoms.id, { onDelete: 'set null' }),
    countryCodes: text('country_codes').array().notNull(),
    countryCount: integer('country_count').notNull(),
    regionCount: integer('region_count').notNull(),
    variantIds: uuid('variant_ids').array().notNull(),
    dayPasses: boolean('day_passes').array().notNull(),
    days: integer('days').array().notNull(),
    dataGb: numeric('data_gb', { precision: 8, scale: 2 }).array().notNull(),
    pricesMinor: bigint('prices_minor', { mode: 'number' }).array().notNull(),
    currencies: varchar('currencies', { length: 3 }).array().notNull(),
    variantCards: json('variant_cards').array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entityCode, t.productId] }),
    index('catalog_cards_product_idx').on(t.productId),
    // A country's cards without a scan (country_codes && the chosen countries). fastupdate off:
    // the cards change seldom, and a pending list would be read by every search until a vacuum.
    index('catalog_cards_countries_idx').using('gin', t.countryCodes).with({ fastupdate: false }),
    // textSearch (ILIKE); pg_trgm is created by migration 0003.
    index('catalog_cards_name_trgm_idx')
      .using('gin', t.productName.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
);
