import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { JobQueue } from '../../platform/jobs/jobs.js';
import type { Mailer } from '../../platform/mail/index.js';
import { purchaseOrders } from '../../db/schema/index.js';
import type { EsimMailer } from './esim-mailer.js';
import { deliverOnPayment, holdForManualFulfilment } from './deliver-on-payment.js';

export const DELIVER_ON_PAYMENT_JOB = 'orders.deliver-on-payment';
const SWEEP_EVERY_MS = 60_000;
/** A Pending order older than this without its job is re-queued by the sweep. */
const REQUEUE_AFTER_SECONDS = 60;

/**
 * After the commit that paid a delivered-on-payment order: one job per order (singleton key:
 * the order id, a 'stately' queue), and this process's workers woken at once, so the buyer
 * does not wait for the next poll.
 */
export async function queueDelivery(jobs: JobQueue, poId: string) {
  await jobs.send(DELIVER_ON_PAYMENT_JOB, { poId }, { singletonKey: poId, wake: true });
}

/**
 * The delivery-on-payment job: 3 retries with back-off for transient failures; after the last
 * one the order is left Paid (Failed) for manual fulfilment and the distributor is alerted. A
 * sweep every minute re-queues Pending orders whose job was lost (a crash between the commit and
 * the send).
 */
export class DeliveryOnPaymentJobs {
  private sweeper?: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    mailer: EsimMailer,
    mail: Mailer,
    private readonly onError: (error: unknown) => void,
  ) {
    jobs.define<{ poId: string }>(
      DELIVER_ON_PAYMENT_JOB,
      async ({ poId }, { final }) => {
        try {
          const outcome = await deliverOnPayment(db, poId, mailer, mail);
          if (outcome === 'Delivered') await mailer.afterCommit();
          if (outcome === 'OutOfStock') await mail.relaySafely();
        } catch (error) {
          if (final) {
            const reason = error instanceof Error ? error.message : String(error);
            if (await holdForManualFulfilment(db, mail, poId, 'Failed', reason)) {
              await mail.relaySafely();
            }
          }
          throw error;
        }
      },
      { retryLimit: 3, retryDelaySeconds: 5, retryBackoff: true },
      { policy: 'stately', workers: 4 },
    );
  }

  /** Re-queues Pending orders paid more than a minute ago (their job may have been lost). */
  async sweep(now = new Date()) {
    const cutoff = new Date(now.getTime() - REQUEUE_AFTER_SECONDS * 1000);
    const pending = await this.db
      .select({ id: purchaseOrders.id })
      .from(purchaseOrders)
      .where(
        and(
          eq(purchaseOrders.deliveryOnPayment, 'Pending'),
          eq(purchaseOrders.status, 'Paid'),
          lt(purchaseOrders.paidAt, sql`${cutoff.toISOString()}::timestamptz`),
        ),
      );
    for (const { id } of pending) await queueDelivery(this.jobs, id);
    return pending.length;
  }

  start() {
    this.sweeper = setInterval(() => {
      this.sweep().catch(this.onError);
    }, SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  stop() {
    clearInterval(this.sweeper);
  }
}
