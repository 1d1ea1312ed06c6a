import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.js';
import {
  consumerAffiliateRegistrations,
  consumerAffiliates,
  consumers,
  users,
} from '../db/schema/index.js';
import { stableId } from './stable-id.js';

const DAY = 24 * 60 * 60 * 1000;
const ENTITY = 'DIST001';

/** What becomes of the demo's top referrers, most referrals first. */
const DEMO_APPLICATIONS = [
  { status: 'Approved', rate: 10, channel: 'https://instagram.com/travels', age: 120 },
  { status: 'Approved', rate: 12.5, channel: 'https://youtube.com/@esimtips', age: 100 },
  { status: 'Approved', rate: 8, channel: 'https://blog.example.com/asia-on-a-budget', age: 80 },
  { status: 'Approved', rate: 15, channel: 'https://tiktok.com/@nomad.days', age: 60 },
  { status: 'Pending', rate: null, channel: 'https://facebook.com/groups/backpackers', age: 3 },
  { status: 'Pending', rate: null, channel: null, age: 1 },
  { status: 'Rejected', rate: null, channel: 'https://coupon-deals.example.net', age: 30 },
] as const;

/**
 * DIST001's affiliates: the consumers who referred the most others applied; four were approved
 * with their rates, two wait for a decision and one was rejected (a coupon site). Stable ids;
 * idempotent. Runs after seedConsumers and before the demo's consumer orders (whose payments earn
 * the commissions).
 */
export async function seedAffiliates(db: Db, now = new Date()) {
  const referred = sql<number>`count(*)::int`;
  const top = await db
    .select({ id: consumers.referredById, n: referred })
    .from(consumers)
    .where(and(eq(consumers.entityCode, ENTITY), isNotNull(consumers.referredById)))
    .groupBy(consumers.referredById)
    .orderBy(desc(referred), asc(consumers.referredById))
    .limit(20);
  const candidates = await db
    .select()
    .from(consumers)
    .where(and(eq(consumers.entityCode, ENTITY), eq(consumers.status, 'Active')));
  const byId = new Map(candidates.map((c) => [c.id, c]));
  const chosen = top.map((t) => byId.get(t.id!)).filter((c) => c !== undefined);
  const [admin] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.email, 'distributor@wander.demo'));
  const adminName = admin ? `${admin.firstName} ${admin.lastName}`.trim() : null;
  for (const [i, plan] of DEMO_APPLICATIONS.entries()) {
    const consumer = chosen[i];
    if (!consumer) break;
    const id = stableId(`affiliate-registration:${ENTITY}:${i}`);
    const createdAt = new Date(now.getTime() - plan.age * DAY);
    const decidedAt = plan.status === 'Pending' ? null : new Date(createdAt.getTime() + 2 * DAY);
    await db
      .insert(consumerAffiliateRegistrations)
      .values({
        id,
        entityCode: ENTITY,
        consumerId: consumer.id,
        consumerName: consumer.name,
        consumerEmail: consumer.email,
        referralCode: consumer.referralCode,
        message: `I share travel tips with my followers and would love to recommend Wander eSIMs.`,
        channel: plan.channel,
        status: plan.status,
        commissionRatePercent: plan.rate,
        reason:
          plan.status === 'Rejected'
            ? 'Coupon aggregator sites are not part of the programme'
            : null,
        decidedBy: decidedAt ? (admin?.id ?? null) : null,
        decidedByName: decidedAt ? adminName : null,
        decidedAt,
        createdAt,
      })
      .onConflictDoNothing();
    if (plan.status !== 'Approved') continue;
    await db
      .insert(consumerAffiliates)
      .values({
        id: stableId(`affiliate:${ENTITY}:${i}`),
        entityCode: ENTITY,
        consumerId: consumer.id,
        registrationId: id,
        referralCode: consumer.referralCode,
        commissionRatePercent: plan.rate,
        status: 'Active',
        approvedBy: admin?.id ?? null,
        approvedByName: adminName,
        approvedAt: decidedAt!,
        createdAt: decidedAt!,
      })
      .onConflictDoNothing();
  }
}
