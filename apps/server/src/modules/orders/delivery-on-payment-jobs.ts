import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { JobQueue } from '../../platform/jobs/jobs.js';
import type { Mailer } from '../../platform/mail/index.js';
import { purchaseOrders } from '../../db/schema/index.js';
import type { EsimMailer } from './esim-mailer.js';
import type { OrderSupplyPort } from './order-supply-port.js';
import { deliverOnPayment, holdForManualFulfilment } from './deliver-on-payment.js';

export const DELIVER_ON_PAYMENT_JOB = 'orders.deliver-on-payment';
const SWEEP_EVERY_MS = 60_000;
/** A Pending order older than this without its job is re-queued by the sweep. */
const REQUEUE_AFTER_SECONDS = 60;
/** An order waiting for a provider (an async order, or another worker's call) is looked at again. */
const SUPPLY_RECHECK_MS = 5_000;
/**
 * Deliveries at once per process. A provider-supplied one spends most of its time waiting on the
 * provider's API (hundreds of ms) holding no connection, so more workers than cores pay off: 16
 * delivered 100 lines at 300 ms per provider call with p95 under 3 s (bench:supply).
 */
const DELIVERY_WORKERS = 16;

/**
 * After the commit that paid a delivered-on-payment order: a job for the order, and this
 * process's workers woken at once, so the buyer does not wait for the next poll. The queue is
 * 'standard': a second job for the same order (the sweep's) is a no-op under the order's row lock,
 * and it is never held back behind a job a killed process left 'active' (pg-boss only expires
 * such a job after 15 minutes; a 'stately' queue would not start the order's new job until then,
 * nor, as its fetch fails on the oldest job first, any other order's).
 */
export async function queueDelivery(jobs: JobQueue, poId: string) {
  await jobs.send(DELIVER_ON_PAYMENT_JOB, { poId }, { wake: true });
}

/**
 * The delivery-on-payment job: 3 retries with back-off for transient failures; after the last
 * one the order is left Paid (Failed) for manual fulfilment and the distributor is alerted. The
 * sweep re-queues Pending orders whose job was lost (a crash between the commit and the send, or
 * a process killed while its job ran): at start-up every Pending order, then every minute those
 * paid more than a minute ago.
 */
export class DeliveryOnPaymentJobs {
  private sweeper?: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    mailer: EsimMailer,
    mail: Mailer,
    private readonly onError: (error: unknown) => void,
    supply: OrderSupplyPort,
  ) {
    /** A provider that cannot supply: the order is refunded (a card's refund queued after). */
    const refund = (poId: string, reason: string) => supply.refund(poId, reason);
    jobs.define<{ poId: string }>(
      DELIVER_ON_PAYMENT_JOB,
      async ({ poId }, { final }) => {
        try {
          // Provider-supplied lines are bought first (issue 27); stock lines need nothing here.
          const bought = await supply.procure(poId);
          if (bought.state === 'failed') return await refund(poId, bought.reason);
          if (bought.state === 'wait') {
            await jobs.send(
              DELIVER_ON_PAYMENT_JOB,
              { poId },
              { startAfter: new Date(Date.now() + SUPPLY_RECHECK_MS) },
            );
            return;
          }
          const outcome = await deliverOnPayment(db, poId, mailer, mail);
          if (outcome === 'Delivered') await mailer.afterCommit();
          if (outcome === 'OutOfStock') await mail.relaySafely();
        } catch (error) {
          if (final) {
            const reason = error instanceof Error ? error.message : String(error);
            // A provider still failing after the retries: the buyer is refunded, not left waiting.
            if (await supply.providerOnly(poId)) {
              await refund(poId, reason);
            } else if (await holdForManualFulfilment(db, mail, poId, 'Failed', reason)) {
              await mail.relaySafely();
            }
          }
          throw error;
        }
      },
      { retryLimit: 3, retryDelaySeconds: 5, retryBackoff: true },
      { policy: 'standard', workers: DELIVERY_WORKERS },
    );
  }

  /**
   * Re-queues Pending orders paid more than `olderThanSeconds` ago (default a minute: their job
   * may have been lost). A job still running elsewhere makes the new one a no-op.
   */
  async sweep(now = new Date(), olderThanSeconds = REQUEUE_AFTER_SECONDS) {
    const cutoff = new Date(now.getTime() - olderThanSeconds * 1000);
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
    // A restart after a crash: the jobs the dead process held (or never sent) are sent again now.
    if (this.jobs.kind !== 'inline') this.sweep(new Date(), 0).catch(this.onError);
    this.sweeper = setInterval(() => {
      this.sweep().catch(this.onError);
    }, SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  stop() {
    clearInterval(this.sweeper);
  }
}
