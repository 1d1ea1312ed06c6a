import { and, eq, isNull } from 'drizzle-orm';
import { PushMessageText } from '@wander/contract';
import type { Db } from '../../platform/db/client.js';
import type { JobQueue } from '../../platform/jobs/jobs.js';
import type { MessagingConfig } from '../../platform/config.js';
import { AppError } from '../../platform/http/errors.js';
import { notificationBatches } from '../../db/schema/index.js';
import { senderBatches, type PushSender } from './push-sender.js';
import { deliverPushBatch } from './deliver-push-batch.js';
import type { PushProvider } from './push-provider.js';

export const PUSH_SEND_JOB = 'notification.send';
/** How often Scheduled messages without a job (a crash between commit and queueing, the demo world) get one. */
const RELAY_EVERY_MS = 60_000;

/**
 * The push message jobs (pg-boss): one `notification.send` job per message, queued after the
 * batch row is committed, with `startAfter` for a scheduled one; its id is stored on the batch and
 * is what CancelScheduledJob takes. The batch's status is the truth both ways: the job starts
 * only a Scheduled message (Scheduled -> Sending) and cancelling takes only a Scheduled one
 * (Scheduled -> Cancelled), each one atomic UPDATE, so exactly one of the two wins.
 */
export class PushJobs {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    readonly provider: PushProvider,
    private readonly config: MessagingConfig,
    private readonly onError: (error: unknown) => void,
  ) {
    jobs.define<{ batchId: string }>(
      PUSH_SEND_JOB,
      async ({ batchId }) => {
        await deliverPushBatch(db, provider, batchId, { batchSize: config.batchSize });
      },
      { retryLimit: 3, retryDelaySeconds: 30, retryBackoff: true },
      { workers: 2, pollingIntervalSeconds: config.pollSeconds },
    );
  }

  /** Queues the message's job (at its time) and stores the job's id on it. */
  async queue(batchId: string, scheduledAt: Date | null): Promise<string | null> {
    const jobId = await this.jobs.send(
      PUSH_SEND_JOB,
      { batchId },
      scheduledAt ? { startAfter: scheduledAt } : { wake: true },
    );
    if (jobId) {
      await this.db
        .update(notificationBatches)
        .set({ jobId })
        .where(and(eq(notificationBatches.id, batchId), isNull(notificationBatches.jobId)));
    }
    return jobId;
  }

  /** Gives every Scheduled message without a job its job. */
  async relay() {
    const waiting = await this.db
      .select({ id: notificationBatches.id, scheduledAt: notificationBatches.scheduledAt })
      .from(notificationBatches)
      .where(and(eq(notificationBatches.status, 'Scheduled'), isNull(notificationBatches.jobId)));
    for (const b of waiting) await this.queue(b.id, b.scheduledAt);
  }

  /**
   * POST scheduler/Notification/CancelScheduledJob?jobId: cancels a message that has not started.
   * Afterwards (Sending, Sent ...) it is a 409 that says so; an unknown job, or another
   * company's (a distributor cancels its own messages only), is a 404.
   */
  async cancel(jobId: string, sender: PushSender) {
    const mine = senderBatches(sender);
    const [row] = await this.db
      .update(notificationBatches)
      .set({ status: 'Cancelled', finishedAt: new Date() })
      .where(
        and(
          eq(notificationBatches.jobId, jobId),
          eq(notificationBatches.status, 'Scheduled'),
          mine,
        ),
      )
      .returning({ id: notificationBatches.id });
    if (!row) {
      const [batch] = await this.db
        .select({ status: notificationBatches.status })
        .from(notificationBatches)
        .where(and(eq(notificationBatches.jobId, jobId), mine));
      if (!batch) throw new AppError('NOT_FOUND', PushMessageText.notFound);
      throw new AppError(
        'CONFLICT',
        batch.status === 'Cancelled'
          ? PushMessageText.alreadyCancelled
          : PushMessageText.alreadyStarted,
      );
    }
    // The queue's job is only tidied away: a job that starts anyway finds the message Cancelled.
    await this.jobs.cancel(PUSH_SEND_JOB, jobId).catch(this.onError);
    return row.id;
  }

  start() {
    if (this.jobs.kind === 'inline') return;
    this.relay().catch(this.onError);
    this.timer = setInterval(() => this.relay().catch(this.onError), RELAY_EVERY_MS);
    this.timer.unref();
  }

  stop() {
    clearInterval(this.timer);
  }
}
