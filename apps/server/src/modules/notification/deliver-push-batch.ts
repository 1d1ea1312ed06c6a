import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import {
  consumerDevices,
  notificationBatches,
  notifications,
  userDevices,
} from '../../db/schema/index.js';
import type { PushOutcome, PushProvider } from './push-provider.js';
import { insertRecipients } from './push-recipients.js';

export interface DeliverOptions {
  batchSize: number;
  /** Tests: called after each committed batch (a throw stops the run, as a crash would). */
  afterBatch?: (claimed: number) => void | Promise<void>;
}

/** Scheduled -> Sending with its recipients written, in one transaction; false if it was not Scheduled. */
async function start(db: Db, batchId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(notificationBatches)
      .set({ status: 'Sending', startedAt: sql`now()` })
      .where(and(eq(notificationBatches.id, batchId), eq(notificationBatches.status, 'Scheduled')))
      .returning({ id: notificationBatches.id });
    if (!row) return false;
    const recipients = await insertRecipients(tx, batchId);
    await tx
      .update(notificationBatches)
      .set({ recipients })
      .where(eq(notificationBatches.id, batchId));
    return true;
  });
}

const DONE: PushOutcome['status'][] = ['Sent', 'Logged'];

/**
 * One batch: claims up to `size` Pending recipients (`for update skip locked`, so two workers
 * never share one), hands them to the provider, records every outcome, removes dead tokens and
 * counts the progress, all in the transaction that holds the claim. A recipient is marked in the
 * same transaction that records its send, so a resumed run never picks it up again; a crash
 * inside the transaction (after the provider call, before the commit) can send that one batch
 * again (FCM has no idempotency key): at most `size` repeats, never a lost message.
 */
async function sendOneBatch(db: Db, provider: PushProvider, batchId: string, size: number) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: notifications.id,
        token: notifications.deviceToken,
        title: notifications.title,
        message: notifications.message,
      })
      .from(notifications)
      .where(and(eq(notifications.batchId, batchId), eq(notifications.status, 'Pending')))
      .orderBy(asc(notifications.id))
      .limit(size)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return 0;
    const [batch] = await tx
      .select({ imageUrl: notificationBatches.imageUrl, deepLink: notificationBatches.deepLink })
      .from(notificationBatches)
      .where(eq(notificationBatches.id, batchId));
    const outcomes = await provider.send(
      rows.map((r) => ({
        token: r.token ?? '',
        title: r.title,
        body: r.message,
        imageUrl: batch?.imageUrl,
        deepLink: batch?.deepLink,
      })),
    );
    const values = rows.map(
      (r, i) => sql`(${r.id}::uuid, ${outcomes[i].status}::text, ${outcomes[i].outcome}::text)`,
    );
    await tx.execute(sql`
      update notifications n
      set status = v.status, outcome = v.outcome,
          sent_at = case when v.status in ('Sent', 'Logged') then now() else null end
      from (values ${sql.join(values, sql`, `)}) as v(id, status, outcome)
      where n.id = v.id`);
    const dead = rows.filter((_, i) => outcomes[i].status === 'InvalidToken').map((r) => r.token!);
    if (dead.length > 0) {
      await tx.delete(userDevices).where(inArray(userDevices.token, dead));
      await tx.delete(consumerDevices).where(inArray(consumerDevices.token, dead));
    }
    const done = outcomes.filter((o) => DONE.includes(o.status)).length;
    await tx
      .update(notificationBatches)
      .set({
        sentCount: sql`${notificationBatches.sentCount} + ${done}`,
        failedCount: sql`${notificationBatches.failedCount} + ${rows.length - done}`,
      })
      .where(eq(notificationBatches.id, batchId));
    return rows.length;
  });
}

/**
 * The `notification.send` job: starts a Scheduled message (or resumes one left Sending by a
 * crash or a failed try), sends its Pending recipients batch by batch, then marks it Sent
 * (Failed when no recipient got it). A Cancelled or finished message is left alone.
 */
export async function deliverPushBatch(
  db: Db,
  provider: PushProvider,
  batchId: string,
  options: DeliverOptions,
) {
  if (!(await start(db, batchId))) {
    const [batch] = await db
      .select({ status: notificationBatches.status })
      .from(notificationBatches)
      .where(eq(notificationBatches.id, batchId));
    if (batch?.status !== 'Sending') return;
  }
  for (;;) {
    const claimed = await sendOneBatch(db, provider, batchId, options.batchSize);
    if (claimed === 0) break;
    await options.afterBatch?.(claimed);
  }
  await db
    .update(notificationBatches)
    .set({
      status: sql`case when ${notificationBatches.recipients} > 0
        and ${notificationBatches.failedCount} >= ${notificationBatches.recipients}
        then 'Failed' else 'Sent' end`,
      finishedAt: sql`now()`,
    })
    .where(
      and(
        eq(notificationBatches.id, batchId),
        eq(notificationBatches.status, 'Sending'),
        sql`not exists (select 1 from notifications p where p.batch_id = ${batchId} and p.status = 'Pending')`,
      ),
    );
}
