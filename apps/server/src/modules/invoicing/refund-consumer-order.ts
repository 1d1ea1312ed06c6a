import { and, eq, inArray, sql } from 'drizzle-orm';
import { ConsumerOrderMessage as Msg } from '@wander/contract';
import {
  invoiceLines,
  invoices,
  paymentSessions,
  purchaseOrders,
  wanderSerialNumbers,
} from '../../db/schema/index.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { reverseCouponOf } from '../coupon/redeem-coupon.js';
import { lockPaidSession, markRefundPending } from './cancellation.queries.js';
import { cancelInvoiceRow } from '../orders/index.js';
import { consumerOrderRefunded } from '../customer/consumer-order-events.js';

/**
 * PUT customer/Consumer/RefundOrder/{id}: the distributor refunds a consumer's paid order, in one
 * transaction under the order's row lock, while none of its eSIMs has been used (a travel eSIM
 * is refunded when it was never activated). The order and its invoice become Cancelled, its
 * eSIMs are written off (their QR codes were shown: they are never sold again), the card payment
 * is marked for the refund job (queued by the caller after the commit), the coupon use and the
 * referrer's commission are reversed; the reason is kept in the order's remarks. Twice is
 * refused; nothing moves on a refusal.
 */
export async function refundConsumerOrder(tx: Tx, distributor: string, id: string, reason: string) {
  if (!isUuid(id)) throw AppError.notFound('Order');
  const [po] = await tx
    .select()
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.id, id),
        eq(purchaseOrders.distributorEntityCode, distributor),
        sql`${purchaseOrders.consumerId} is not null`,
      ),
    )
    .for('update');
  if (!po) throw AppError.notFound('Order');
  if (po.status === 'Cancelled') throw new AppError('BUSINESS_RULE', Msg.alreadyRefunded);
  if (!['Paid', 'Fulfilled', 'Completed'].includes(po.status)) {
    throw new AppError('BUSINESS_RULE', Msg.notPaid);
  }
  const [invoice] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.poId, po.id))
    .for('update');
  const serials = invoice
    ? await tx
        .select({
          id: wanderSerialNumbers.id,
          used: sql<boolean>`exists (select 1 from esim_usages u
            where u.serial_id = ${wanderSerialNumbers.id} and u.used_mb > 0)`,
        })
        .from(wanderSerialNumbers)
        .innerJoin(invoiceLines, eq(invoiceLines.id, wanderSerialNumbers.invoiceLineId))
        .where(eq(invoiceLines.invoiceId, invoice.id))
        .for('update', { of: wanderSerialNumbers })
    : [];
  if (serials.some((s) => s.used)) throw new AppError('BUSINESS_RULE', Msg.used);

  const session = await lockPaidSession(tx, po.id);
  const sessionIds = session ? await markRefundPending(tx, eq(paymentSessions.id, session.id)) : [];
  if (serials.length) {
    await tx
      .update(wanderSerialNumbers)
      .set({ status: 'written_off', invoiceLineId: null })
      .where(
        inArray(
          wanderSerialNumbers.id,
          serials.map((s) => s.id),
        ),
      );
  }
  if (invoice) await cancelInvoiceRow(tx, invoice.id);
  const cancelledAt = new Date();
  await tx
    .update(purchaseOrders)
    .set({
      status: 'Cancelled',
      cancelledAt,
      updatedAt: cancelledAt,
      remarks: `Refunded: ${reason}`,
    })
    .where(eq(purchaseOrders.id, po.id));
  await reverseCouponOf(tx, po.id);
  await consumerOrderRefunded(tx, po);
  return {
    result: {
      id: po.id,
      status: 'Cancelled',
      refundMinor: session?.amountMinor ?? 0,
      currency: po.currency,
      writtenOffEsims: serials.length,
    },
    sessionIds,
  };
}
