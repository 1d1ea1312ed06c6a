import { eq } from 'drizzle-orm';
import type { StoreCheckoutRequest } from '@wander/contract';
import { consumerGroups, consumers, purchaseOrders } from '../../db/schema/index.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { redeemCoupon } from '../coupon/redeem-coupon.js';
import { providerTopUpPriced } from '../usage/place-provider-top-up.js';
import type { ProviderTopUpOption } from '../supply/provider-top-ups.js';
import { topUpTarget } from './top-up-consumer-esim.js';
import {
  assertDeliverable,
  insertPurchaseOrder,
  loadPriceBook,
  lockPurchaseOrder,
  nextDocumentNumber,
  priceFromBook,
  type PricedOrder,
} from '../orders/index.js';
import { salePrice, salePricing } from '../catalog/currency-pricing.js';

export const PLAN_NOT_SOLD = 'This plan is not sold here';

/**
 * A consumer's order through a sales platform (store API checkout), inside the checkout's
 * transaction: the plan priced from the distributor's price list with the consumer group's
 * discount, in the platform's currency (a plan priced in another is not sold here unless the
 * distributor sells that currency converted, issue 40), no more than
 * the distributor can deliver (422 'Insufficient Stock: ...' on `qty`), placed as a
 * purchase order of the distributor on the consumer's behalf (consumer_id, platform_id), its
 * coupon redeemed under the coupon's row lock. Returns the order, locked, as it now is.
 */
export async function placeConsumerOrder(
  tx: Tx,
  platform: { id: string; entityCode: string; currencyCode: string },
  consumer: { id: string },
  body: Omit<StoreCheckoutRequest, 'topUpOf'> & { topUpOf?: string | null },
  /** A provider's top-up offer for the eSIM the checkout tops up (consumerTopUpOffer). */
  offer: ProviderTopUpOption | null = null,
): Promise<typeof purchaseOrders.$inferSelect> {
  // A top-up (issue 28): one of the eSIM's top-up plans, or its provider's package (issue 27).
  const target = await topUpTarget(tx, platform, consumer.id, body, offer);
  const priced =
    target && offer
      ? providerTopUpPriced(target, offer)
      : await consumerPriced(tx, platform, consumer, body);
  if (priced.currency !== platform.currencyCode) throw notSold();
  // No more than the distributor can deliver (issue 37); a provider top-up takes no stock.
  await assertDeliverable(tx, platform.entityCode, priced.lines, () => 'qty');
  const remarks = target ? `Top-up of eSIM ${target.iccid}` : null;
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

const notSold = () => AppError.validation({ variantId: [PLAN_NOT_SOLD] }, PLAN_NOT_SOLD);

/**
 * The plan priced from the distributor's list with the consumer group's discount, in the
 * platform's currency: its price in that currency, or its base price converted at the day's rate
 * and rounded when the distributor sells that currency converted (issue 40); the conversion goes
 * with the order, which keeps it.
 */
async function consumerPriced(
  tx: Tx,
  platform: { entityCode: string; currencyCode: string },
  consumer: { id: string },
  body: { variantId: string; qty: number },
): Promise<PricedOrder> {
  const [group] = await tx
    .select({ discountPercent: consumerGroups.discountPercent })
    .from(consumerGroups)
    .innerJoin(consumers, eq(consumers.consumerGroupId, consumerGroups.id))
    .where(eq(consumers.id, consumer.id));
  const line = { variantId: body.variantId, qty: body.qty };
  const book = await loadPriceBook(tx, platform.entityCode, [line.variantId], line.qty, {
    discountBp: Math.round((group?.discountPercent ?? 0) * 100),
  });
  const price = book.prices.get(line.variantId);
  if (!price) throw notSold();
  const pricing = await salePricing(tx, platform.entityCode, platform.currencyCode);
  const sold = salePrice(pricing, price.unitPriceMinor, price.currency);
  if (!sold) throw notSold();
  book.prices.set(line.variantId, {
    ...price,
    unitPriceMinor: sold.minor,
    currency: pricing.currency,
  });
  try {
    return { ...priceFromBook(book, [line]), conversion: sold.conversion };
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION') throw notSold();
    throw error;
  }
}
