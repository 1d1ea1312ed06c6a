import { and, eq } from 'drizzle-orm';
import type { StorePlan } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import {
  invoiceLines,
  invoices,
  purchaseOrders,
  wanderSerialNumbers,
} from '../../db/schema/index.js';
import { storePlans } from './store-shop.queries.js';

export const TOP_UP_NOT_FOUND = 'This eSIM cannot be topped up';
export const TOP_UP_PLAN_INVALID = 'Top-up Plan is not a valid option';

type Seller = { entityCode: string; currencyCode: string };

/** A delivered eSIM the consumer bought, with its product. */
async function consumerEsim(db: Tx, consumerId: string, esimId: string) {
  if (!isUuid(esimId)) return null;
  const [row] = await db
    .select({
      id: wanderSerialNumbers.id,
      iccid: wanderSerialNumbers.iccid,
      productId: wanderSerialNumbers.productId,
    })
    .from(wanderSerialNumbers)
    .innerJoin(invoiceLines, eq(invoiceLines.id, wanderSerialNumbers.invoiceLineId))
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, invoices.poId))
    .where(
      and(
        eq(wanderSerialNumbers.id, esimId),
        eq(wanderSerialNumbers.status, 'delivered'),
        eq(purchaseOrders.consumerId, consumerId),
      ),
    );
  return row ?? null;
}

/**
 * The plans one of the consumer's eSIMs can be topped up with (issue 28): the store's plans of
 * the eSIM's product, in the platform's currency, as the back office's top-up offers them.
 */
export async function consumerTopUpPlans(
  db: Tx,
  seller: Seller,
  consumerId: string,
  esimId: string,
): Promise<StorePlan[]> {
  const esim = await consumerEsim(db, consumerId, esimId);
  if (!esim?.productId) throw AppError.notFound('eSIM');
  return storePlans(db, seller, { productId: esim.productId });
}

/**
 * The order remarks of a top-up checkout: the plan must be one of the eSIM's top-up plans (and
 * one of it). A store checkout with `topUpOf` is otherwise an order like any other, paid by card.
 */
export async function topUpRemarks(
  db: Tx,
  seller: Seller,
  consumerId: string,
  body: { variantId: string; qty: number; topUpOf?: string | null },
) {
  if (!body.topUpOf) return null;
  const esim = await consumerEsim(db, consumerId, body.topUpOf);
  if (!esim?.productId)
    throw AppError.validation({ topUpOf: [TOP_UP_NOT_FOUND] }, TOP_UP_NOT_FOUND);
  const plans = await storePlans(db, seller, { productId: esim.productId });
  if (body.qty !== 1 || !plans.some((p) => p.variantId === body.variantId)) {
    throw AppError.validation({ variantId: [TOP_UP_PLAN_INVALID] }, TOP_UP_PLAN_INVALID);
  }
  return `Top-up of eSIM ${esim.iccid}`;
}
