import { OrderRefundMessage as Msg } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import type { Mailer } from '../../platform/mail/index.js';
import { reverseCouponOf } from '../coupon/redeem-coupon.js';
import { consumerOrderRefunded } from '../customer/consumer-order-events.js';
import {
  asSeller,
  lockPurchaseOrder,
  releaseHeldStock,
  setPurchaseOrderStatus,
  stockShortages,
  type OrderActor,
} from '../orders/index.js';
import { plannedRefund, refundBuyer } from './complete-cancellation.js';
import { queueOrderRefundedMail } from './order-refunded-mail.js';

/**
 * PUT network/PurchaseOrders/Refund/{id} (issue 37), the distributor's way out of a paid order it
 * cannot fulfil: only a Paid order of its own that waits for stock (a line it cannot deliver
 * now), never one whose delivery on payment is under way. In one transaction under the order's
 * row lock: the order becomes Cancelled, the buyer gets back what it paid the way it paid (a
 * wallet credit now; a card refund through the refund job, whose sessions the caller queues after
 * the commit), its coupon is given back, the stock it held goes back on sale, and the buyer is
 * e-mailed. Like the refund of an order a provider could not supply, it returns exactly what was
 * paid to whoever paid it, so it is not held for the four-eyes approval of invoice cancellations.
 */
export async function refundWaitingOrder(tx: Tx, actor: OrderActor, poId: string, mail: Mailer) {
  const po = await lockPurchaseOrder(tx, poId, asSeller(actor));
  if (!po) throw AppError.notFound('Purchase Order');
  if (po.status !== 'Paid') throw new AppError('BUSINESS_RULE', Msg.notPaid(po.status));
  if (po.deliveryOnPayment === 'Pending') throw new AppError('BUSINESS_RULE', Msg.delivering);
  const shortages = await stockShortages(tx, po);
  if (shortages.length === 0) throw new AppError('BUSINESS_RULE', Msg.inStock);
  const planned = await plannedRefund(tx, po);
  // Paid -> Cancelled is not a user's transition (PO_TRANSITIONS): only a refund of an order that
  // cannot be supplied, with the refund in this same transaction, takes it.
  await setPurchaseOrderStatus(tx, po.id, { status: 'Cancelled', cancelledAt: new Date() });
  const refund = await refundBuyer(tx, po, po.documentNo, planned);
  await reverseCouponOf(tx, po.id);
  await consumerOrderRefunded(tx, po);
  await releaseHeldStock(tx, po.id);
  const short = shortages[0];
  await queueOrderRefundedMail(
    tx,
    mail,
    po,
    refund,
    `${short.productName} ${short.variantName} is out of stock`,
  );
  return refund;
}
