import { and, eq, lt, sql } from 'drizzle-orm';
import type { Services } from '../../platform/services.js';
import { purchaseOrders } from '../../db/schema/index.js';
import { consumerReceiptMail } from './mail/consumer-mails.js';
import { consumerReceiptOf, consumerReceiptPdf } from './consumer-receipt.js';
import { queueReceiptMail, RECEIPT_MAIL_JOB } from '../orders/receipt-mail-queue.js';

const SWEEP_EVERY_MS = 60_000;
/** A Pending receipt older than this without its job is re-queued by the sweep. */
const REQUEUE_AFTER_SECONDS = 60;

/**
 * Mails a paid consumer order's receipt (issue 41): the amounts, tax and coupon in the e-mail,
 * the receipt PDF attached, in the consumer's language. The PDF is drawn first (on the worker
 * pool, outside any transaction); then, in one transaction, the order's `receipt_mail` moves
 * Pending -> Sent and the e-mail enters the outbox: a second run finds it Sent and mails nothing.
 */
export async function sendReceiptMail(services: Services, poId: string): Promise<boolean> {
  const { db } = services.database;
  const [row] = await db
    .select({ receiptMail: purchaseOrders.receiptMail })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.id, poId));
  if (row?.receiptMail !== 'Pending') return false;
  const found = await consumerReceiptOf(db, poId);
  if (!found) return false;
  const { receipt, base } = found;
  const { pdf, fileName } = await consumerReceiptPdf(receipt);
  const queued = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(purchaseOrders)
      .set({ receiptMail: 'Sent' })
      .where(and(eq(purchaseOrders.id, poId), eq(purchaseOrders.receiptMail, 'Pending')))
      .returning({ id: purchaseOrders.id });
    if (!claimed) return false;
    await services.mail.queue(tx, {
      template: consumerReceiptMail,
      to: found.email,
      entityCode: found.entityCode,
      data: {
        ...base,
        orderId: found.orderId,
        orderNo: receipt.orderNo,
        paidAt: receipt.paidAt,
        currency: receipt.currency,
        lines: receipt.lines,
        subtotalMinor: receipt.subtotalMinor,
        discountMinor: receipt.discountMinor,
        couponCode: receipt.couponCode,
        taxMinor: receipt.taxMinor,
        totalMinor: receipt.totalMinor,
      },
      attachments: [
        {
          filename: fileName,
          contentType: 'application/pdf',
          contentBase64: pdf.toString('base64'),
        },
      ],
    });
    return true;
  });
  if (queued) await services.mail.relaySafely();
  return queued;
}

/**
 * The receipt job (`store.receipt-mail`, one per paid consumer order, sent after the paying
 * commit) and its sweep, as the delivery on payment's: every minute, and at a real queue's
 * start-up, the Pending receipts paid more than a minute ago get a job again (a crash between
 * the commit and the send delays a receipt, never loses it). 3 retries with back-off.
 */
export class ReceiptMailJobs {
  private sweeper?: NodeJS.Timeout;

  constructor(
    private readonly services: Services,
    private readonly onError: (error: unknown) => void,
  ) {
    services.jobs.define<{ poId: string }>(
      RECEIPT_MAIL_JOB,
      async ({ poId }) => {
        await sendReceiptMail(services, poId);
      },
      { retryLimit: 3, retryDelaySeconds: 10, retryBackoff: true },
    );
  }

  async sweep(now = new Date(), olderThanSeconds = REQUEUE_AFTER_SECONDS) {
    const cutoff = new Date(now.getTime() - olderThanSeconds * 1000);
    const pending = await this.services.database.db
      .select({ id: purchaseOrders.id })
      .from(purchaseOrders)
      .where(
        and(
          eq(purchaseOrders.receiptMail, 'Pending'),
          lt(purchaseOrders.paidAt, sql`${cutoff.toISOString()}::timestamptz`),
        ),
      );
    for (const { id } of pending) await queueReceiptMail(this.services.jobs, id);
    return pending.length;
  }

  start() {
    if (this.services.jobs.kind !== 'inline') this.sweep(new Date(), 0).catch(this.onError);
    this.sweeper = setInterval(() => {
      this.sweep().catch(this.onError);
    }, SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  stop() {
    clearInterval(this.sweeper);
  }
}
