import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { peekSerials } from './fulfilment.queries.js';
import { INSUFFICIENT_STOCK } from './fulfil-purchase-order.js';
import type { OrderActor } from './order-actor.js';

/**
 * GET product/WanderSerialNumber/GetSerialNumberByQuantity: the serials of a variant the working
 * company would hand out for a quantity (oldest stock first). A preview: fulfilment takes them
 * for real under row locks. Fewer than asked is 'Insufficient Stock' with what is available.
 */
export async function serialPreview(
  db: Tx,
  actor: OrderActor,
  query: { productId: string; variantId: string; quantity: number },
) {
  if (!isUuid(query.productId) || !isUuid(query.variantId)) throw AppError.notFound('Variant');
  const rows = await peekSerials(
    db,
    actor.company.entityCode,
    query.productId,
    query.variantId,
    query.quantity,
  );
  if (rows.length < query.quantity) {
    throw new AppError(
      'INSUFFICIENT_STOCK',
      `${INSUFFICIENT_STOCK}: ${rows.length} available`,
      { quantity: [`${INSUFFICIENT_STOCK}: ${rows.length} available`] },
      422,
    );
  }
  return rows;
}
