import { and, asc, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../platform/db/client.js';
import {
  consumerGoalAchievements,
  consumerGroups,
  consumers,
  consumerUpgradeGoals,
  purchaseOrders,
} from '../../db/schema/index.js';
import { issueConsumerCoupons } from '../coupon/issue-consumer-coupons.js';

/** Consumer orders whose payment counts towards a goal (a Cancelled one, i.e. refunded, does not). */
export const PAID_CONSUMER_ORDER = sql`${purchaseOrders.status} in ('Paid', 'Fulfilled', 'Completed')`;

/**
 * A consumer order of the goal's distributor paid within the goal's rolling period (the join
 * condition between consumer_upgrade_goals and purchase_orders).
 */
export const countsTowardsGoal = and(
  eq(purchaseOrders.distributorEntityCode, consumerUpgradeGoals.entityCode),
  eq(purchaseOrders.entityCode, consumerUpgradeGoals.entityCode),
  isNotNull(purchaseOrders.consumerId),
  PAID_CONSUMER_ORDER,
  sql`${purchaseOrders.paidAt} >= now() - make_interval(days => ${consumerUpgradeGoals.periodDays})`,
);

/** A consumer's discount, a group's or -1 without one: higher is better. */
const discountOf = (groupId: SQL | typeof consumers.consumerGroupId) =>
  sql<number>`coalesce((select ${consumerGroups.discountPercent} from ${consumerGroups} where ${consumerGroups.id} = ${groupId}), -1)`;

export interface ReachedGoal {
  consumerId: string;
  entityCode: string;
  consumerName: string;
  goalId: string;
  consumerGroupId: string;
  consumerGroupName: string;
  targetDiscount: number;
  spentMinor: number;
}

const targetGroup = alias(consumerGroups, 'target_group');
const currentGroup = alias(consumerGroups, 'current_group');

/**
 * One statement: every active goal an Active consumer has reached and not yet been credited with:
 * paid spend within the goal's period at least the target, and the goal's group better (a larger
 * discount) than the consumer's. For each consumer the best group first. `only` narrows it to one
 * consumer (the payment's hook); without it, every consumer of every distributor (the job).
 */
export async function findReachedGoals(db: Tx, only?: string): Promise<ReachedGoal[]> {
  const spent = sql<number>`sum(${purchaseOrders.totalMinor})`.mapWith(Number);
  return (
    db
      .select({
        consumerId: consumers.id,
        entityCode: consumers.entityCode,
        consumerName: consumers.name,
        goalId: consumerUpgradeGoals.id,
        consumerGroupId: targetGroup.id,
        consumerGroupName: targetGroup.name,
        targetDiscount: targetGroup.discountPercent,
        spentMinor: spent,
      })
      .from(consumerUpgradeGoals)
      .innerJoin(purchaseOrders, countsTowardsGoal)
      .innerJoin(
        consumers,
        and(
          eq(consumers.id, purchaseOrders.consumerId),
          eq(consumers.entityCode, consumerUpgradeGoals.entityCode),
        ),
      )
      .innerJoin(targetGroup, eq(targetGroup.id, consumerUpgradeGoals.consumerGroupId))
      .leftJoin(currentGroup, eq(currentGroup.id, consumers.consumerGroupId))
      .where(
        and(
          eq(consumerUpgradeGoals.isActive, true),
          eq(consumers.status, 'Active'),
          only ? eq(purchaseOrders.consumerId, only) : undefined,
          sql`coalesce(${currentGroup.discountPercent}, -1) < ${targetGroup.discountPercent}`,
          sql`not exists (select 1 from ${consumerGoalAchievements} where ${consumerGoalAchievements.consumerId} = ${consumers.id} and ${consumerGoalAchievements.goalId} = ${consumerUpgradeGoals.id})`,
        ),
      )
      .groupBy(consumers.id, consumerUpgradeGoals.id, targetGroup.id)
      // The target's column as stored: integer minor units, like the orders' totals.
      .having(sql`${spent} >= ${consumerUpgradeGoals.spendTarget}`)
      .orderBy(
        asc(consumers.id),
        desc(targetGroup.discountPercent),
        desc(consumerUpgradeGoals.spendTarget),
        asc(consumerUpgradeGoals.name),
      )
  );
}

/**
 * Credits a consumer with a goal, in the caller's transaction: moves it up to the goal's group
 * (only if that is still better than its group now, and the goal not yet credited: a concurrent
 * evaluation of the same consumer waits on the row and then finds nothing to do), records the
 * achievement, counts it on the goal and issues the distributor's 'On reaching an upgrade goal'
 * coupons. Answers whether the consumer moved.
 */
export async function reachGoal(tx: Tx, goal: ReachedGoal): Promise<boolean> {
  const moved = await tx
    .update(consumers)
    .set({ consumerGroupId: goal.consumerGroupId, consumerGroupName: goal.consumerGroupName })
    .where(
      and(
        eq(consumers.id, goal.consumerId),
        sql`${discountOf(consumers.consumerGroupId)} < ${goal.targetDiscount}`,
        sql`not exists (select 1 from ${consumerGoalAchievements} where ${consumerGoalAchievements.consumerId} = ${goal.consumerId} and ${consumerGoalAchievements.goalId} = ${goal.goalId})`,
      ),
    )
    .returning({ id: consumers.id });
  if (moved.length === 0) return false;
  const recorded = await tx
    .insert(consumerGoalAchievements)
    .values({
      entityCode: goal.entityCode,
      goalId: goal.goalId,
      consumerId: goal.consumerId,
      spentMinor: goal.spentMinor,
    })
    .onConflictDoNothing()
    .returning({ id: consumerGoalAchievements.id });
  if (recorded.length === 0) return true;
  await tx
    .update(consumerUpgradeGoals)
    .set({ reachedCount: sql`${consumerUpgradeGoals.reachedCount} + 1` })
    .where(eq(consumerUpgradeGoals.id, goal.goalId));
  await issueConsumerCoupons(
    tx,
    { id: goal.consumerId, entityCode: goal.entityCode, name: goal.consumerName },
    'UpgradeGoal',
  );
  return true;
}

/** The best goal of each consumer among the reached ones (they come best first per consumer). */
function bestPerConsumer(reached: ReachedGoal[]): ReachedGoal[] {
  const seen = new Set<string>();
  return reached.filter((r) => !seen.has(r.consumerId) && seen.add(r.consumerId));
}

/**
 * A consumer's goals after its order was paid, inside the payment's transaction: moves it up to
 * the best group whose goal it reached. Answers the goal reached, if any.
 */
export async function evaluateConsumerGoals(tx: Tx, consumerId: string): Promise<string | null> {
  const [best] = bestPerConsumer(await findReachedGoals(tx, consumerId));
  if (!best) return null;
  return (await reachGoal(tx, best)) ? best.goalId : null;
}

/**
 * The scheduled run: every consumer of every distributor (one statement finds who reached what),
 * each credited in a transaction of its own. A second run changes nothing. Answers how many moved.
 */
export async function runConsumerUpgradeGoals(db: Db): Promise<number> {
  let moved = 0;
  for (const goal of bestPerConsumer(await findReachedGoals(db))) {
    if (await db.transaction((tx) => reachGoal(tx, goal))) moved += 1;
  }
  return moved;
}
