import { eq } from 'drizzle-orm';
import type { StoreCheckoutRequest } from '@wander/contract';
import { consumerGroups, consumers, purchaseOrders } from '../../db/schema/index.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { redeemCoupon } from '../coupon/redeem-coupon.js';
import { topUpRemarks } from './top-up-consumer-esim.js';
import {
  insertPurchaseOrder,
  lockPurchaseOrder,
  nextDocumentNumber,
  priceLines,
} from '../orders/index.js';

export const PLAN_NOT_SOLD = 'This plan is not sold here';

/**
 * A consumer's order through a sales platform (store API checkout), inside the checkout's
 * transaction: the plan priced from the distributor's price list with the consumer group's
 * discount, in the platform's currency (a plan priced in another is not sold here), placed as a
 * purchase order of the distributor on the consumer's behalf (consumer_id, platform_id), its
 * coupon redeemed under the coupon's row lock. Returns the order, locked, as it now is.
 */
export async function placeConsumerOrder(
  tx: Tx,
  platform: { id: string; entityCode: string; currencyCode: string },
  consumer: { id: string },
  body: Omit<StoreCheckoutRequest, 'topUpOf'> & { topUpOf?: string | null },
): Promise<typeof purchaseOrders.$inferSelect> {
  const [group] = await tx
    .select({ discountPercent: consumerGroups.discountPercent })
    .from(consumerGroups)
    .innerJoin(consumers, eq(consumers.consumerGroupId, consumerGroups.id))
    .where(eq(consumers.id, consumer.id));
  let priced;
  try {
    priced = await priceLines(
      tx,
      platform.entityCode,
      [{ variantId: body.variantId, qty: body.qty }],
      { discountBp: Math.round((group?.discountPercent ?? 0) * 100) },
    );
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION') {
      throw AppError.validation({ variantId: [PLAN_NOT_SOLD] }, PLAN_NOT_SOLD);
    }
    throw error;
  }
  if (priced.currency !== platform.currencyCode) {
    throw AppError.validation({ variantId: [PLAN_NOT_SOLD] }, PLAN_NOT_SOLD);
  }
  // A top-up (issue 28): one of the eSIM's top-up plans, named in the order's remarks.
  const remarks = await topUpRemarks(tx, platform, consumer.id, body);
  const documentNo = await nextDocumentNumber(tx, platform.entityCode, 'ConsumerOrder');
  const placed = await insertPurchaseOrder(
    tx,
    {
      documentNo,
      entityCode: platform.entityCode,
      distributorEntityCode: platform.entityCode,
      remarks,
      createdBy: null,
      status: 'Draft',
      consumerId: consumer.id,
      platformId: platform.id,
    },
    priced,
  );
  const po = await lockPurchaseOrder(tx, placed.id, eq(purchaseOrders.consumerId, consumer.id));
  if (!po) throw AppError.notFound('Order');
  return body.couponCode ? redeemCoupon(tx, po, body.couponCode) : po;
}
