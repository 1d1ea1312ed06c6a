import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { createdAt, entityCode } from './columns.js';
import { consumerGroups, consumers } from './consumer.js';
import { decimalMinor } from './product-costs.js';

/**
 * A distributor's consumer upgrade goals (customer/ConsumerUpgradeGoal, "Consumer Summary"):
 * paid consumer orders of at least `spendTarget` (the distributor's currency, kept in minor units)
 * within the last `periodDays` days move the consumer up to `consumerGroupId`. The group's name is
 * copied for the list (kept on a rename); `reachedCount` counts the achievements.
 */
export const consumerUpgradeGoals = pgTable(
  'consumer_upgrade_goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: entityCode(),
    name: varchar('name', { length: 100 }).notNull(),
    description: varchar('description', { length: 256 }),
    consumerGroupId: uuid('consumer_group_id')
      .notNull()
      .references(() => consumerGroups.id, { onDelete: 'restrict' }),
    consumerGroupName: varchar('consumer_group_name', { length: 100 }).notNull(),
    spendTarget: decimalMinor('spend_target_minor').notNull(),
    periodDays: integer('period_days').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    reachedCount: integer('reached_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('consumer_upgrade_goals_name_entity_uq').on(t.name, t.entityCode),
    index('consumer_upgrade_goals_entity_target_idx').on(t.entityCode, t.spendTarget),
    index('consumer_upgrade_goals_group_idx').on(t.consumerGroupId),
    check('consumer_upgrade_goals_target_positive', sql`${t.spendTarget} > 0`),
    check('consumer_upgrade_goals_period_range', sql`${t.periodDays} between 1 and 3650`),
  ],
);

/**
 * A consumer who reached a goal: what it had spent in the goal's period then, and when. Once per
 * consumer and goal (the unique index decides between the payment's hook and the job).
 */
export const consumerGoalAchievements = pgTable(
  'consumer_goal_achievements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: entityCode(),
    goalId: uuid('goal_id')
      .notNull()
      .references(() => consumerUpgradeGoals.id, { onDelete: 'cascade' }),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    spentMinor: bigint('spent_minor', { mode: 'number' }).notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('consumer_goal_achievements_consumer_goal_uq').on(t.consumerId, t.goalId),
    index('consumer_goal_achievements_goal_idx').on(t.goalId, t.reachedAt),
  ],
);
