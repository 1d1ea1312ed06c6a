import { fromMinor, type CheckoutBody, type OrderQuote } from '@wander/contract';
import type { Db } from '../../platform/db/client.js';
import { preview } from '../../platform/db/preview.js';
import { redeemCoupon } from '../coupon/redeem-coupon.js';
import { orderLineView, purchaseOrderLinesOf, type OrderActor } from '../orders/index.js';
import { orderToPay } from './wander-checkout.js';

/**
 * POST payment/Payment/Quote: the checkout's own steps (the buyer's order, or a new one placed from
 * the plans, then the coupon redeemed on it) in a transaction that always rolls back, so the quote
 * is exactly what paying would charge and nothing is kept: no order, no document number, no coupon
 * use. A refused coupon or order throws the checkout's own error.
 */
export function quoteOrder(db: Db, actor: OrderActor, body: CheckoutBody): Promise<OrderQuote> {
  return preview(db, async (tx) => {
    const { couponCode, ...order } = body;
    const before = await orderToPay(tx, actor, order);
    const po = couponCode ? await redeemCoupon(tx, before, couponCode) : before;
    const lines = await purchaseOrderLinesOf(tx, po.id);
    return {
      currency: po.currency,
      lines: lines.map(orderLineView),
      subTotal: fromMinor(po.subtotalMinor),
      discountAmount: fromMinor(po.discountMinor),
      taxAmount: fromMinor(po.taxMinor),
      totalAmount: fromMinor(po.totalMinor),
      couponCode: couponCode ? couponCode.trim().toUpperCase() : null,
      couponDiscount: fromMinor(before.totalMinor - po.totalMinor),
    };
  });
}
