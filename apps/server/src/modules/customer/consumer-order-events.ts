import type { purchaseOrders } from '../../db/schema/index.js';
import type { Tx } from '../../platform/db/client.js';
import { earnReferralCommission, reverseReferralCommission } from './consumer-commissions.js';
import { evaluateConsumerGoals } from './consumer-goals.js';

type PoRow = typeof purchaseOrders.$inferSelect;

/**
 * What follows a consumer order's payment, inside the payment's transaction (the verified card
 * callback): the referrer's commission is earned and the consumer's upgrade goals are evaluated.
 * A business customer's order (no consumer) has none of this.
 */
export async function consumerOrderPaid(tx: Tx, po: PoRow): Promise<void> {
  if (!po.consumerId) return;
  await earnReferralCommission(tx, po);
  await evaluateConsumerGoals(tx, po.consumerId);
}

/**
 * What follows a consumer order's refund, inside the cancellation's transaction: the referrer's
 * commission on it is reversed (the coupon use is reversed by the cancellation itself).
 */
export async function consumerOrderRefunded(tx: Tx, po: PoRow): Promise<void> {
  if (!po.consumerId) return;
  await reverseReferralCommission(tx, po);
}
