import { boolean, integer, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

export const currencies = pgTable(
  'currencies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    currencyName: varchar('currency_name', { length: 100 }).notNull(),
    symbol: varchar('symbol', { length: 8 }),
    decimalPlaces: integer('decimal_places').notNull().default(2),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('currencies_code_uq').on(t.currencyCode)],
);
