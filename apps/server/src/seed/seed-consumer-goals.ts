import type { Db } from '../platform/db/client.js';
import { couponAutomations, consumerUpgradeGoals } from '../db/schema/index.js';
import { DEMO_CONSUMER_GROUPS } from './seed-consumers.js';
import { stableId } from './stable-id.js';

const ENTITY = 'DIST001';
const groupOf = (key: (typeof DEMO_CONSUMER_GROUPS)[number]['key']) => {
  const group = DEMO_CONSUMER_GROUPS.find((g) => g.key === key)!;
  return {
    consumerGroupId: stableId(`consumer-group:${ENTITY}:${key}`),
    consumerGroupName: group.name,
  };
};

/** DIST001's upgrade goals (Consumer Summary): amounts in its currency (MYR), with stable ids. */
export const DEMO_CONSUMER_GOALS = [
  {
    key: 'frequent-flyer',
    name: 'Frequent Flyer: spend 300.00 in 90 days',
    description: 'Three or four trips a quarter earn 5 % off every plan',
    ...groupOf('frequent-flyer'),
    spendTarget: 300,
    periodDays: 90,
    isActive: true,
  },
  {
    key: 'vip',
    name: 'VIP: spend 800.00 in 180 days',
    description: 'Our best travellers: 10 % off every plan',
    ...groupOf('vip'),
    spendTarget: 800,
    periodDays: 180,
    isActive: true,
  },
  {
    key: 'summer-sprint',
    name: 'Summer sprint: spend 200.00 in 30 days',
    description: 'Holiday-season promotion, paused until next summer',
    ...groupOf('frequent-flyer'),
    spendTarget: 200,
    periodDays: 30,
    isActive: false,
  },
] as const;

/**
 * DIST001's consumer upgrade goals, and the coupon a consumer gets on reaching one (TRAVEL5 'On
 * reaching an upgrade goal'). Runs after seedConsumers (the groups) and seedCoupons; the demo
 * consumer orders seeded later reach the goals through the payment's hook. Idempotent.
 */
export async function seedConsumerGoals(db: Db) {
  await db
    .insert(consumerUpgradeGoals)
    .values(
      DEMO_CONSUMER_GOALS.map(({ key, ...goal }) => ({
        id: stableId(`consumer-goal:${ENTITY}:${key}`),
        entityCode: ENTITY,
        ...goal,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(couponAutomations)
    .values({
      id: stableId(`coupon-automation:${ENTITY}:upgrade-goal`),
      entityCode: ENTITY,
      name: 'Upgrade reward',
      couponId: stableId(`coupon:${ENTITY}:TRAVEL5`),
      couponCode: 'TRAVEL5',
      trigger: 'UpgradeGoal',
    })
    .onConflictDoNothing();
}
