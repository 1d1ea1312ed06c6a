import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { JobQueue } from '../../platform/jobs/jobs.js';
import type { RefundProvider } from '../../platform/payments/index.js';
import { idempotencyKeys, paymentSessions } from '../../db/schema/index.js';

export const REFUND_JOB = 'payment.refund';
/** An Idempotency-Key protects retries of one call; a day is far beyond any client's retries. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
const SWEEP_EVERY_MS = 10 * 60_000;

interface RefundJob {
  sessionId: string;
  /**
   * Set by a staff retry of a failed refund (payment/Invoices/PaydollarRefund): part of the
   * provider idempotency keys, so the retry's tries do not replay the failed run's answers.
   */
  retry?: string;
}

/**
 * Queues the refund of a session already marked `refund_pending` (after the commit that marked
 * it). Used by the callback path, the invoice cancellation and the staff retry.
 */
export async function queueCardRefund(jobs: JobQueue, sessionId: string, retry?: string) {
  const data: RefundJob = retry ? { sessionId, retry } : { sessionId };
  await jobs.send(REFUND_JOB, data, { singletonKey: sessionId });
}

/**
 * Card payments that arrived for an order already paid another way (a wallet payment won the
 * race) are given back: the callback marks the session `refund_pending` in its transaction, and
 * this job asks the provider that took the payment (the session's provider: Stripe, the sandbox
 * or PayDollar) for the refund after the commit, with retries. The provider takes a
 * refund an earlier try made instead of asking again, so a retried job never refunds twice. A refund
 * that fails on its last try ends `refund_failed` with the provider's error, for staff to follow.
 * The same sweeper drops Idempotency-Keys older than a day.
 */
export class CardRefunds {
  private sweeper?: NodeJS.Timeout;
  private readonly providers: readonly (RefundProvider | null)[];

  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    /** The configured providers; a session is refunded by the one that took it (its provider). */
    providers: RefundProvider | null | readonly (RefundProvider | null)[],
    private readonly onError: (error: unknown) => void,
  ) {
    this.providers = Array.isArray(providers) ? providers : [providers as RefundProvider | null];
    jobs.define<RefundJob>(
      REFUND_JOB,
      (data, meta) => this.refund(data.sessionId, meta, data.retry),
      {
        retryLimit: 5,
        retryDelaySeconds: 30,
        retryBackoff: true,
      },
    );
  }

  async refund(
    sessionId: string,
    { attempt, final }: { attempt: number; final: boolean },
    retry?: string,
  ) {
    const [session] = await this.db
      .select()
      .from(paymentSessions)
      .where(and(eq(paymentSessions.id, sessionId), eq(paymentSessions.status, 'refund_pending')));
    if (!session) return;
    try {
      const provider = this.providers.find((p) => p?.name === session.provider);
      if (!provider) throw new Error(`${session.provider} is not configured: it cannot refund`);
      if (!session.paymentRef) throw new Error('the provider named no payment to refund');
      const { refundRef } = await provider.refund({
        sessionId: session.id,
        paymentRef: session.paymentRef,
        amountMinor: session.amountMinor,
        currency: session.currency,
        attempt,
        ...(retry && { retry }),
      });
      await this.settle(session.id, { status: 'refunded', refundRef, refundedAt: new Date() });
    } catch (error) {
      if (final) {
        const message = error instanceof Error ? error.message : String(error);
        await this.settle(session.id, {
          status: 'refund_failed',
          refundError: message.slice(0, 500),
        });
      }
      throw error;
    }
  }

  private async settle(id: string, values: Partial<typeof paymentSessions.$inferInsert>) {
    await this.db
      .update(paymentSessions)
      .set(values)
      .where(and(eq(paymentSessions.id, id), eq(paymentSessions.status, 'refund_pending')));
  }

  /** Queues every refund still pending (after a callback's commit, at start and every sweep). */
  async relay() {
    const pending = await this.db
      .select({ id: paymentSessions.id })
      .from(paymentSessions)
      .where(eq(paymentSessions.status, 'refund_pending'));
    for (const { id } of pending) await queueCardRefund(this.jobs, id);
    return pending.length;
  }

  async purgeIdempotencyKeys(now = new Date()) {
    const cutoff = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000);
    const gone = await this.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, sql`${cutoff.toISOString()}::timestamptz`))
      .returning({ id: idempotencyKeys.id });
    return gone.length;
  }

  /** relay() and the purge without failing the caller: the next sweep tries again. */
  async sweepSafely(options: { purge?: boolean } = {}) {
    try {
      await this.relay();
      if (options.purge) await this.purgeIdempotencyKeys();
    } catch (error) {
      this.onError(error);
    }
  }

  start() {
    this.sweeper = setInterval(() => void this.sweepSafely({ purge: true }), SWEEP_EVERY_MS);
    this.sweeper.unref();
    void this.sweepSafely({ purge: true });
  }

  stop() {
    clearInterval(this.sweeper);
  }
}
