import { and, asc, count, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import {
  pageCountOf,
  toMinor,
  type ConsumerProgress,
  type GoalProgressPage,
} from '@wander/contract';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import {
  companies,
  consumerGoalAchievements,
  consumers,
  consumerUpgradeGoals,
  purchaseOrders,
} from '../../db/schema/index.js';
import { countsTowardsGoal } from './consumer-goals.js';

/** spent / target in %, one decimal, rounded down (99.96 % is not shown as 100 %). */
export const percentOf = (spentMinor: number, targetMinor: number) =>
  Math.floor((spentMinor * 1000) / targetMinor) / 10;

async function currencyOf(db: Db, entityCode: string) {
  const [company] = await db
    .select({ currency: companies.defaultCurrency })
    .from(companies)
    .where(eq(companies.entityCode, entityCode));
  return company?.currency ?? '';
}

/**
 * GET customer/ConsumerUpgradeGoal/GetProgress/{consumerId}: where one of the working company's
 * consumers stands towards each of its active goals, the smallest target first: paid spend within
 * the goal's period, the percentage and when it was reached. One statement for the goals.
 */
export async function consumerProgress(
  db: Db,
  entityCode: string,
  consumerId: string,
): Promise<ConsumerProgress> {
  if (!isUuid(consumerId)) throw AppError.notFound('Consumer');
  const [consumer] = await db
    .select({ id: consumers.id, name: consumers.name, group: consumers.consumerGroupName })
    .from(consumers)
    .where(and(eq(consumers.id, consumerId), eq(consumers.entityCode, entityCode)));
  if (!consumer) throw AppError.notFound('Consumer');
  const spent = sql<number>`coalesce((
      select sum(${purchaseOrders.totalMinor}) from ${purchaseOrders}
      where ${purchaseOrders.consumerId} = ${consumerId} and ${countsTowardsGoal}
    ), 0)`.mapWith(Number);
  const goals = await db
    .select({
      goalId: consumerUpgradeGoals.id,
      name: consumerUpgradeGoals.name,
      consumerGroupName: consumerUpgradeGoals.consumerGroupName,
      periodDays: consumerUpgradeGoals.periodDays,
      spendTarget: consumerUpgradeGoals.spendTarget,
      spentMinor: spent,
      reachedAt: consumerGoalAchievements.reachedAt,
    })
    .from(consumerUpgradeGoals)
    .leftJoin(
      consumerGoalAchievements,
      and(
        eq(consumerGoalAchievements.goalId, consumerUpgradeGoals.id),
        eq(consumerGoalAchievements.consumerId, consumerId),
      ),
    )
    .where(
      and(eq(consumerUpgradeGoals.entityCode, entityCode), eq(consumerUpgradeGoals.isActive, true)),
    )
    .orderBy(asc(consumerUpgradeGoals.spendTarget), asc(consumerUpgradeGoals.name));
  return {
    consumerId: consumer.id,
    name: consumer.name,
    consumerGroupName: consumer.group,
    currency: await currencyOf(db, entityCode),
    goals: goals.map(({ spentMinor, ...g }) => ({
      ...g,
      spent: spentMinor / 100,
      percent: percentOf(spentMinor, toMinor(g.spendTarget)),
    })),
  };
}

/**
 * POST customer/ConsumerUpgradeGoal/SearchProgress/{goalId}: the working company's consumers with
 * paid spend within the goal's period, or who reached it, the closest to (or furthest past) the
 * target first, then by name; a page of them and the total (two statements).
 */
export async function goalProgress(
  db: Db,
  entityCode: string,
  goalId: string,
  paging: { pageIndex: number; pageSize: number },
): Promise<GoalProgressPage> {
  if (!isUuid(goalId)) throw AppError.notFound('Upgrade Goal');
  const [goal] = await db
    .select({
      spendTarget: consumerUpgradeGoals.spendTarget,
      periodDays: consumerUpgradeGoals.periodDays,
    })
    .from(consumerUpgradeGoals)
    .where(
      and(eq(consumerUpgradeGoals.id, goalId), eq(consumerUpgradeGoals.entityCode, entityCode)),
    );
  if (!goal) throw AppError.notFound('Upgrade Goal');
  const spend = db.$with('spend').as(
    db
      .select({
        consumerId: sql<string>`${purchaseOrders.consumerId}`.as('spender_id'),
        spentMinor: sql<number>`sum(${purchaseOrders.totalMinor})`.as('spent_in_period'),
      })
      .from(consumerUpgradeGoals)
      .innerJoin(purchaseOrders, countsTowardsGoal)
      .where(eq(consumerUpgradeGoals.id, goalId))
      .groupBy(purchaseOrders.consumerId),
  );
  const spentMinor = sql<number>`coalesce(${spend.spentMinor}, 0)`.mapWith(Number);
  const achieved = and(
    eq(consumerGoalAchievements.consumerId, consumers.id),
    eq(consumerGoalAchievements.goalId, goalId),
  );
  const where = and(
    eq(consumers.entityCode, entityCode),
    or(isNotNull(spend.consumerId), isNotNull(consumerGoalAchievements.id)),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .with(spend)
      .select({
        consumerId: consumers.id,
        name: consumers.name,
        email: consumers.email,
        consumerGroupName: consumers.consumerGroupName,
        spentMinor,
        reachedAt: consumerGoalAchievements.reachedAt,
      })
      .from(consumers)
      .leftJoin(spend, eq(spend.consumerId, consumers.id))
      .leftJoin(consumerGoalAchievements, achieved)
      .where(where)
      .orderBy(desc(spentMinor), asc(consumers.name), asc(consumers.id))
      .limit(paging.pageSize)
      .offset((paging.pageIndex - 1) * paging.pageSize),
    db
      .with(spend)
      .select({ total: count() })
      .from(consumers)
      .leftJoin(spend, eq(spend.consumerId, consumers.id))
      .leftJoin(consumerGoalAchievements, achieved)
      .where(where),
  ]);
  const targetMinor = toMinor(goal.spendTarget);
  return {
    currency: await currencyOf(db, entityCode),
    spendTarget: goal.spendTarget,
    periodDays: goal.periodDays,
    items: rows.map(({ spentMinor: minor, ...r }) => ({
      ...r,
      spent: minor / 100,
      percent: percentOf(minor, targetMinor),
    })),
    pageCount: pageCountOf(total, paging.pageSize),
    totalCount: total,
  };
}
