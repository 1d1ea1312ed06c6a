import {
  cancelledByInvoice,
  PO_CANCELLED_BY_INVOICE,
  PO_EDITABLE,
  PO_TRANSITIONS,
  type PoStatus,
  type PurchaseOrderInput,
} from '@wander/contract';
import { reverseCouponOf } from '../coupon/redeem-coupon.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { nextDocumentNumber } from './document-number.js';
import { asBuyer, assertTransition, type OrderActor } from './order-actor.js';
import {
  insertPurchaseOrder,
  lockPurchaseOrder,
  replacePurchaseOrder,
  setPurchaseOrderStatus,
} from './orders.queries.js';
import { assertDeliverable } from './order-stock.js';
import { priceLines, type PricedOrder } from '../catalog/price-lines.js';
import { assertBuysFrom } from '../network/buyer-connections.js';

const checkDistributor = (tx: Tx, actor: OrderActor, code: string) =>
  assertBuysFrom(tx, actor.company, code);

/**
 * Saving an order asks no more than the distributor can deliver (issue 37): each line's error
 * is keyed by the line as the form sent it (`lines.N.qty`).
 */
function checkStock(tx: Tx, input: PurchaseOrderInput, priced: PricedOrder) {
  const byVariant = new Map(priced.lines.map((l) => [l.variantId, l]));
  return assertDeliverable(
    tx,
    input.distributorEntityCode,
    input.lines.map((l) => ({ ...byVariant.get(l.variantId)!, qty: l.qty })),
  );
}

/** POST network/PurchaseOrders: a draft order of the working company, priced by the server. */
export async function placePurchaseOrder(tx: Tx, actor: OrderActor, input: PurchaseOrderInput) {
  await checkDistributor(tx, actor, input.distributorEntityCode);
  const priced = await priceLines(
    tx,
    input.distributorEntityCode,
    input.lines,
    actor.company.entityCode,
  );
  await checkStock(tx, input, priced);
  const documentNo = await nextDocumentNumber(tx, actor.company.entityCode, 'PurchaseOrder');
  return insertPurchaseOrder(
    tx,
    {
      documentNo,
      entityCode: actor.company.entityCode,
      distributorEntityCode: input.distributorEntityCode,
      remarks: input.remarks ?? null,
      createdBy: actor.userId,
      status: 'Draft',
    },
    priced,
  );
}

/** PUT network/PurchaseOrders/{id}: replaces the lines of a draft and prices them again. */
export async function updatePurchaseOrder(
  tx: Tx,
  actor: OrderActor,
  id: string,
  input: PurchaseOrderInput,
) {
  const po = await lockPurchaseOrder(tx, id, asBuyer(actor));
  if (!po) throw AppError.notFound('Purchase Order');
  if (!PO_EDITABLE.includes(po.status as PoStatus)) {
    throw new AppError(
      'INVALID_STATUS',
      `A ${po.status} purchase order cannot be edited`,
      undefined,
      409,
    );
  }
  await checkDistributor(tx, actor, input.distributorEntityCode);
  const priced = await priceLines(
    tx,
    input.distributorEntityCode,
    input.lines,
    actor.company.entityCode,
  );
  await checkStock(tx, input, priced);
  await replacePurchaseOrder(
    tx,
    id,
    { distributorEntityCode: input.distributorEntityCode, remarks: input.remarks ?? null },
    priced,
  );
}

/** PUT network/PurchaseOrders/Submit/{id} and Cancel/{id}: the buyer's own moves. */
export async function moveOwnPurchaseOrder(
  tx: Tx,
  actor: OrderActor,
  id: string,
  to: Extract<PoStatus, 'Submitted' | 'Cancelled'>,
) {
  const po = await lockPurchaseOrder(tx, id, asBuyer(actor));
  if (!po) throw AppError.notFound('Purchase Order');
  if (to === 'Cancelled' && PO_CANCELLED_BY_INVOICE.includes(po.status as PoStatus)) {
    throw new AppError(
      'INVALID_STATUS',
      cancelledByInvoice(po.status, 'purchase order'),
      undefined,
      409,
    );
  }
  assertTransition(PO_TRANSITIONS, 'purchase order', po.status as PoStatus, to);
  if (to === 'Submitted') await checkDistributor(tx, actor, po.distributorEntityCode);
  await setPurchaseOrderStatus(tx, id, {
    status: to,
    ...(to === 'Cancelled' ? { cancelledAt: new Date() } : {}),
  });
  if (to === 'Cancelled') await reverseCouponOf(tx, id);
}
