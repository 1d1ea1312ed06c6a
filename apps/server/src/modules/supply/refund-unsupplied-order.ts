import { formatAmount } from '@wander/contract';
import type { Db } from '../../platform/db/client.js';
import type { Mailer } from '../../platform/mail/index.js';
import { reverseCouponOf } from '../coupon/redeem-coupon.js';
import { plannedRefund, refundBuyer } from '../invoicing/complete-cancellation.js';
import { queueOrderRefundedMail } from '../invoicing/order-refunded-mail.js';
import {
  lockOrderForDelivery,
  setDeliveryOnPayment,
} from '../orders/deliver-on-payment.queries.js';
import { companyByCode, setPurchaseOrderStatus } from '../orders/orders.queries.js';
import { releaseHeldStock } from '../orders/order-stock.js';
import { supplyFailedMail } from './supply-mails.js';

/**
 * A paid order whose provider could not supply it (a permanent error, or retries exhausted):
 * in one transaction the order is Cancelled (delivery Failed), the buyer gets back what it paid
 * the way it paid (a wallet credit now; a card payment through the refund job, whose session ids
 * are answered for the caller to queue after the commit), its coupon is given back, the stock a
 * line held goes back on sale, and the distributor and the buyer are e-mailed. Only a Paid order
 * still Pending delivery is touched: a second call refunds nothing.
 */
export async function refundUnsuppliedOrder(db: Db, mail: Mailer, poId: string, reason: string) {
  return db.transaction(async (tx) => {
    const po = await lockOrderForDelivery(tx, poId);
    if (!po || po.status !== 'Paid' || po.deliveryOnPayment !== 'Pending') return null;
    const planned = await plannedRefund(tx, po);
    // Paid -> Cancelled is not a user's transition (PO_TRANSITIONS): only a supply failure,
    // with its refund in this same transaction, takes it.
    await setPurchaseOrderStatus(tx, po.id, { status: 'Cancelled', cancelledAt: new Date() });
    await setDeliveryOnPayment(tx, po.id, 'Failed');
    const refund = await refundBuyer(tx, po, po.documentNo, planned);
    await reverseCouponOf(tx, po.id);
    // The stock a 'stock, then provider' line held goes back on sale.
    await releaseHeldStock(tx, po.id);
    const [distributor, buyer] = await Promise.all([
      companyByCode(tx, po.distributorEntityCode),
      companyByCode(tx, po.entityCode),
    ]);
    const amount = `${refund.currency} ${formatAmount(refund.minor / 100)}`;
    if (distributor?.email) {
      await mail.queue(tx, {
        template: supplyFailedMail,
        to: distributor.email,
        data: {
          poId: po.id,
          poNo: po.documentNo,
          buyerName: buyer?.companyName ?? po.entityCode,
          reason: reason.slice(0, 300),
          refund:
            refund.method === 'wallet'
              ? `${amount} went back to the buyer's wallet`
              : refund.method === 'card'
                ? `${amount} is being refunded to the buyer's card`
                : 'nothing had been paid',
        },
        entityCode: po.distributorEntityCode,
      });
    }
    // The buyer is told too (issue 37); the provider's own words stay with the distributor.
    await queueOrderRefundedMail(tx, mail, po, refund, null);
    return refund;
  });
}
