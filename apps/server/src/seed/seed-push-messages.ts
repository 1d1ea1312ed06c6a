import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../platform/db/client.js';
import {
  consumerDevices,
  consumers,
  customerGroups,
  notificationBatches,
  notifications,
  userDevices,
  users,
  wanderPlatforms,
} from '../db/schema/index.js';
import { stableId } from './stable-id.js';

const DAY = 86_400_000;
/** Demo consumers (seed-consumers.ts) with a phone registered for push messages. */
const CONSUMERS_WITH_DEVICES = 12;

/**
 * Push messages of the demo world (after the customers and consumers): device tokens of the
 * demo customer's user and of a dozen consumers, a message sent to consumers with every
 * recipient's outcome (one dead token among them), and one scheduled a month ahead for the
 * Retail customer group (the queue gives it its job at start-up). Fixed ids: re-runs add nothing.
 */
export async function seedPushMessages(db: Db, now = new Date()) {
  const [customerUser] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'customer@wander.demo'));
  if (customerUser) {
    await db
      .insert(userDevices)
      .values(
        [
          { id: stableId('user-device:customer:ios'), platform: 'ios', name: "Chloe's iPhone" },
          { id: stableId('user-device:customer:web'), platform: 'web', name: 'Office browser' },
        ].map((d) => ({ ...d, userId: customerUser.id, token: `demo-${d.id}` })),
      )
      .onConflictDoNothing();
    await seedDistributorMessage(db, customerUser.id, now);
  }
  const consumerIds = Array.from({ length: CONSUMERS_WITH_DEVICES }, (_, i) =>
    stableId(`consumer:DIST001:${i}`),
  );
  const people = await db
    .select({ id: consumers.id, name: consumers.name, platformId: consumers.platformId })
    .from(consumers)
    .where(inArray(consumers.id, consumerIds));
  if (people.length === 0) return;
  await db
    .insert(consumerDevices)
    .values(
      people.map((c, i) => ({
        id: stableId(`consumer-device:${c.id}`),
        consumerId: c.id,
        platform: i % 2 ? 'android' : 'ios',
        token: `demo-${stableId(`consumer-device:${c.id}`)}`,
        name: i % 2 ? 'Pixel 8' : 'iPhone 15',
      })),
    )
    .onConflictDoNothing();

  // Sent to every consumer device of one platform: all delivered but one dead token.
  const platformId = people[0].platformId;
  const [platform] = platformId
    ? await db
        .select({ name: wanderPlatforms.platformName })
        .from(wanderPlatforms)
        .where(eq(wanderPlatforms.id, platformId))
    : [];
  const reached = people.filter((c) => c.platformId === platformId);
  const sentId = stableId('push-batch:flash-sale');
  const sentAt = new Date(now.getTime() - 3 * DAY);
  const inserted = await db
    .insert(notificationBatches)
    .values({
      id: sentId,
      title: 'Weekend flash sale: Japan 20% off',
      message: 'Japan 7-day and 15-day plans are 20% off until Sunday midnight.',
      deepLink: 'wander://catalog?country=JP',
      target: platformId ? 'platform' : 'all',
      targetRefs: platformId ? [platformId] : [],
      targetLabel: platform ? `Consumers of ${platform.name}` : 'Everyone',
      recipients: reached.length,
      sentCount: reached.length - 1,
      failedCount: 1,
      status: 'Sent',
      scheduledAt: sentAt,
      startedAt: sentAt,
      finishedAt: sentAt,
      jobId: stableId('push-job:flash-sale'),
      createdBy: 'admin@wander.demo',
      createdAt: new Date(sentAt.getTime() - DAY),
    })
    .onConflictDoNothing()
    .returning({ id: notificationBatches.id });
  if (inserted.length === 1) {
    await db.insert(notifications).values(
      reached.map((c, i) => {
        const dead = i === reached.length - 1;
        return {
          id: stableId(`push-recipient:flash-sale:${c.id}`),
          batchId: sentId,
          title: 'Weekend flash sale: Japan 20% off',
          message: 'Japan 7-day and 15-day plans are 20% off until Sunday midnight.',
          recipientEntityCode: 'DIST001',
          recipientName: c.name,
          recipientKind: 'consumer',
          consumerId: c.id,
          deviceToken: dead ? 'demo-expired-token' : `demo-${stableId(`consumer-device:${c.id}`)}`,
          status: dead ? 'InvalidToken' : 'Sent',
          outcome: dead
            ? 'invalid token: UNREGISTERED; device removed'
            : `sent: projects/wander-demo/messages/${1000 + i}`,
          sentAt: dead ? null : sentAt,
          createdAt: sentAt,
        };
      }),
    );
  }

  // One message waiting for its time, to the Retail customers (the demo customer's company).
  const [retail] = await db
    .select({ id: customerGroups.id })
    .from(customerGroups)
    .where(and(eq(customerGroups.entityCode, 'DIST001'), eq(customerGroups.name, 'Retail')));
  if (retail) {
    await db
      .insert(notificationBatches)
      .values({
        id: stableId('push-batch:price-update'),
        title: 'New Asia plans next month',
        message:
          'Asia 30-day plans with 50 GB arrive on the 1st. Order early to get launch prices.',
        target: 'customerGroup',
        targetRefs: [retail.id],
        targetLabel: 'Customer Group: Retail',
        status: 'Scheduled',
        scheduledAt: new Date(now.getTime() + 30 * DAY),
        createdBy: 'admin@wander.demo',
        createdAt: now,
      })
      .onConflictDoNothing();
  }
}

/**
 * A message the demo distributor sent itself (issue 26: a distributor messages its own customers):
 * "Holiday support hours" to Skyway Travel Agency (CUST001) five days ago, delivered to both of
 * the demo customer's devices.
 */
async function seedDistributorMessage(db: Db, customerUserId: string, now: Date) {
  const id = stableId('push-batch:dist001-support-hours');
  const sentAt = new Date(now.getTime() - 5 * DAY - 3 * 3600_000);
  const title = 'Holiday support hours';
  const message = 'Our eSIM help desk is open 9am-6pm over the public holidays. Happy travels!';
  const inserted = await db
    .insert(notificationBatches)
    .values({
      id,
      title,
      message,
      target: 'customers',
      targetRefs: ['CUST001'],
      targetLabel: 'Skyway Travel Agency',
      recipients: 2,
      sentCount: 2,
      status: 'Sent',
      startedAt: sentAt,
      finishedAt: new Date(sentAt.getTime() + 2000),
      jobId: stableId('push-job:dist001-support-hours'),
      createdBy: 'distributor@wander.demo',
      senderEntityCode: 'DIST001',
      createdAt: sentAt,
    })
    .onConflictDoNothing()
    .returning({ id: notificationBatches.id });
  if (inserted.length === 0) return;
  await db.insert(notifications).values(
    ['ios', 'web'].map((platform, i) => ({
      id: stableId(`push-recipient:dist001-support-hours:${platform}`),
      batchId: id,
      title,
      message,
      recipientEntityCode: 'CUST001',
      recipientName: 'Chloe Wong (Skyway Travel Agency)',
      recipientKind: 'user',
      userId: customerUserId,
      deviceToken: `demo-${stableId(`user-device:customer:${platform}`)}`,
      status: 'Sent',
      outcome: `sent: projects/wander-demo/messages/${2000 + i}`,
      sentAt,
      createdAt: sentAt,
    })),
  );
}
