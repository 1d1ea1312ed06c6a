import {
  boolean,
  index,
  pgTable,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** Wander data plans (the plan list of spec section 2). */
export const wanderPlans = pgTable(
  'wander_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planName: varchar('plan_name', { length: 256 }).notNull(),
    description: varchar('description', { length: 512 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wander_plans_name_uq').on(t.planName),
    index('wander_plans_description_idx').on(t.description),
  ],
);

/** ISO 3166-1 countries (loaded from the contract's data set; edited, never created). */
export const countries = pgTable(
  'countries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    countryName: varchar('country_name', { length: 100 }).notNull(),
    iso3: varchar('iso3', { length: 3 }).notNull(),
    phoneCode: varchar('phone_code', { length: 5 }).notNull(),
    region: varchar('region', { length: 16 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('countries_code_uq').on(t.countryCode),
    index('countries_name_idx').on(t.countryName),
  ],
);
