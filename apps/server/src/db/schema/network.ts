import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  unique,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { countries } from './product.js';
import { createdAt, entityCode } from './columns.js';

export const currencies = pgTable(
  'currencies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    currencyName: varchar('currency_name', { length: 100 }).notNull(),
    symbol: varchar('symbol', { length: 8 }),
    decimalPlaces: integer('decimal_places').notNull().default(2),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('currencies_code_uq').on(t.currencyCode)],
);

/**
 * Exchange rates (issue 40): 1 base = rate quote on a day; platform-wide. One rate per pair and
 * day; the key's order serves "the pair's latest rate on or before a day" (rates/rate-on.ts).
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    baseCurrency: varchar('base_currency', { length: 3 })
      .notNull()
      .references(() => currencies.currencyCode, { onDelete: 'restrict' }),
    quoteCurrency: varchar('quote_currency', { length: 3 })
      .notNull()
      .references(() => currencies.currencyCode, { onDelete: 'restrict' }),
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    // Exact as entered (up to 10 decimals): no float between the source and a conversion.
    rate: numeric('rate').notNull(),
    source: varchar('source', { length: 16 }).notNull().default('Manual'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('exchange_rates_pair_day_uq').on(t.baseCurrency, t.quoteCurrency, t.rateDate),
    index('exchange_rates_day_idx').on(t.rateDate),
    check('exchange_rates_rate_positive', sql`${t.rate} > 0`),
    check('exchange_rates_pair_differs', sql`${t.baseCurrency} <> ${t.quoteCurrency}`),
  ],
);

export const bankMasters = pgTable(
  'bank_masters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bankCode: varchar('bank_code', { length: 20 }).notNull(),
    bankName: varchar('bank_name', { length: 100 }).notNull(),
    swiftCode: varchar('swift_code', { length: 11 }),
    countryCode: varchar('country_code', { length: 2 })
      .notNull()
      .references(() => countries.countryCode, { onDelete: 'restrict' }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bank_masters_code_uq').on(t.bankCode),
    index('bank_masters_name_idx').on(t.bankName),
  ],
);

/** Units of measure; 1 unit = relatedQuantity x the related unit; hoursPerUnit converts to hours. */
export const uoms = pgTable(
  'uoms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uomCode: varchar('uom_code', { length: 16 }).notNull(),
    uomName: varchar('uom_name', { length: 64 }).notNull(),
    relatedUomId: uuid('related_uom_id').references((): AnyPgColumn => uoms.id, {
      onDelete: 'restrict',
    }),
    relatedQuantity: numeric('related_quantity', { precision: 14, scale: 4, mode: 'number' }),
    hoursPerUnit: numeric('hours_per_unit', { precision: 14, scale: 4, mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('uoms_code_uq').on(t.uomCode)],
);

/** A company's settings: one row per setting name (the names are a fixed list in the contract). */
export const settings = pgTable(
  'settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: entityCode(),
    settingName: varchar('setting_name', { length: 64 }).notNull(),
    settingValue: varchar('setting_value', { length: 256 }).notNull(),
    description: varchar('description', { length: 256 }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('settings_name_entity_uq').on(t.settingName, t.entityCode)],
);

/**
 * Tax codes, groups and item groups belong to a company. References between them carry the
 * company too, so a group can never point at another company's tax code.
 */
export const taxCodes = pgTable(
  'tax_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: entityCode(),
    taxCode: varchar('tax_code', { length: 16 }).notNull(),
    description: varchar('description', { length: 256 }),
    /** Percent with two decimals (6.00, 8.25). */
    ratePercent: numeric('rate_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tax_codes_code_entity_uq').on(t.taxCode, t.entityCode),
    unique('tax_codes_entity_id_uq').on(t.entityCode, t.id),
  ],
);

export const taxGroups = pgTable(
  'tax_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: entityCode(),
    taxGroupCode: varchar('tax_group_code', { length: 16 }).notNull(),
    description: varchar('description', { length: 256 }),
    taxCodeId: uuid('tax_code_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tax_groups_code_entity_uq').on(t.taxGroupCode, t.entityCode),
    unique('tax_groups_entity_id_uq').on(t.entityCode, t.id),
    foreignKey({
      name: 'tax_groups_tax_code_fk',
      columns: [t.entityCode, t.taxCodeId],
      foreignColumns: [taxCodes.entityCode, taxCodes.id],
    }),
    index('tax_groups_tax_code_idx').on(t.taxCodeId),
  ],
);

export const itemTaxGroups = pgTable(
  'item_tax_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: entityCode(),
    itemTaxGroupCode: varchar('item_tax_group_code', { length: 16 }).notNull(),
    description: varchar('description', { length: 256 }),
    taxGroupId: uuid('tax_group_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('item_tax_groups_code_entity_uq').on(t.itemTaxGroupCode, t.entityCode),
    foreignKey({
      name: 'item_tax_groups_tax_group_fk',
      columns: [t.entityCode, t.taxGroupId],
      foreignColumns: [taxGroups.entityCode, taxGroups.id],
    }),
    index('item_tax_groups_tax_group_idx').on(t.taxGroupId),
  ],
);
