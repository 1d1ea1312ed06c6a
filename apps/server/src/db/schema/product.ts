import { index, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

/** Wander data plans (the plan list of spec section 2). */
export const wanderPlans = pgTable(
  'wander_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planName: varchar('plan_name', { length: 256 }).notNull(),
    description: varchar('description', { length: 512 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wander_plans_name_uq').on(t.planName), index('wander_plans_description_idx').on(t.description)],
);
