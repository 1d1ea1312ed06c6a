import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../test-app.js';
import {
  consumerGoalAchievements,
  consumers,
  couponConsumers,
  purchaseOrders,
} from '../../db/schema/index.js';
import type { Tx } from '../../platform/db/client.js';
import { stableId } from '../../seed/stable-id.js';
import { consumerOrderPaid } from '../../modules/customer/consumer-order-events.js';

/** The consumer-goal tests' helpers over a test app (DIST001's demo groups and goals). */
export function goalFixtures(app: () => TestApp, dist1: () => Record<string, string>) {
  const DAY = 86_400_000;
  const group = (key: string) => stableId(`consumer-group:DIST001:${key}`);
  const GROUP_NAMES: Record<string, string> = {
    explorer: 'Explorer',
    'frequent-flyer': 'Frequent Flyer',
    vip: 'VIP',
  };
  const FREQUENT_FLYER_GOAL = stableId('consumer-goal:DIST001:frequent-flyer');
  const VIP_GOAL = stableId('consumer-goal:DIST001:vip');

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers = dist1(),
  ) => app().app.inject({ method, url: `/api/${url}`, headers, payload });

  let serial = 0;
  /** A consumer of DIST001 of its own (the demo's are left alone), in `groupKey`. */
  async function newConsumer(name: string, groupKey = 'explorer') {
    serial += 1;
    const [row] = await app()
      .database.db.insert(consumers)
      .values({
        entityCode: 'DIST001',
        email: `goal.test.${serial}@example.com`,
        name,
        country: 'MY',
        consumerGroupId: group(groupKey),
        consumerGroupName: GROUP_NAMES[groupKey],
        referralCode: `GOALTEST${serial}`,
      })
      .returning();
    return row;
  }

  /** A consumer order of DIST001 paid `daysAgo` days ago (not evaluated: see `pay`). */
  async function paidOrder(
    consumerId: string,
    totalMinor: number,
    daysAgo = 1,
    status = 'Paid',
    db: Tx = app().database.db,
  ) {
    serial += 1;
    const [po] = await db
      .insert(purchaseOrders)
      .values({
        documentNo: `GOAL-${serial}`,
        entityCode: 'DIST001',
        distributorEntityCode: 'DIST001',
        consumerId,
        currency: 'MYR',
        status,
        paymentMethod: 'card',
        subtotalMinor: totalMinor,
        totalMinor,
        paidAt: new Date(Date.now() - daysAgo * DAY),
      })
      .returning();
    return po;
  }

  /** An order paid now, followed by what its payment's transaction runs. */
  const pay = (consumerId: string, totalMinor: number) =>
    app().database.db.transaction(async (tx) => {
      const po = await paidOrder(consumerId, totalMinor, 0, 'Paid', tx);
      await consumerOrderPaid(tx, po);
    });

  const consumerRow = async (id: string) =>
    (await app().database.db.select().from(consumers).where(eq(consumers.id, id)))[0];
  const achievementsOf = (consumerId: string) =>
    app()
      .database.db.select()
      .from(consumerGoalAchievements)
      .where(eq(consumerGoalAchievements.consumerId, consumerId));
  const couponsOf = (consumerId: string) =>
    app()
      .database.db.select({ code: couponConsumers.couponCode, note: couponConsumers.note })
      .from(couponConsumers)
      .where(and(eq(couponConsumers.consumerId, consumerId)));
  const goalDetail = async (id: string) =>
    (await call('GET', `customer/ConsumerUpgradeGoal/GetDetail/${id}`)).json().data as {
      reachedCount: number;
    };

  return {
    DAY,
    group,
    FREQUENT_FLYER_GOAL,
    VIP_GOAL,
    call,
    newConsumer,
    paidOrder,
    pay,
    consumerRow,
    achievementsOf,
    couponsOf,
    goalDetail,
  };
}
