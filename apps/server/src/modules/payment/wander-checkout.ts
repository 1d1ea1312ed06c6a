import {
  fromMinor,
  PO_PAYABLE,
  PO_TRANSITIONS,
  PaymentMessage,
  type CheckoutBody,
  type CheckoutResult,
  type PoStatus,
} from '@wander/contract';
import type { Db, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import type { JobQueue } from '../../platform/jobs/jobs.js';
import {
  asBuyer,
  assertTransition,
  insufficientStock,
  lockPurchaseOrder,
  markDeliveryOnPayment,
  placePurchaseOrder,
  queueDelivery,
  reserveStock,
  setPurchaseOrderStatus,
  type OrderActor,
} from '../orders/index.js';
import { redeemCoupon } from '../coupon/redeem-coupon.js';
import { claimIdempotencyKey, requestHash, storeIdempotentResponse } from './idempotency.js';
import { debitWallet } from './wallet-ledger.js';
import { assertBuysFrom } from '../network/buyer-connections.js';

/**
 * The order to pay, locked: an existing one of the buyer, or a new one placed from the cart, with
 * the buyer's coupon redeemed on it.
 */
export async function orderToPay(tx: Tx, actor: OrderActor, body: CheckoutBody) {
  const id = body.poHeaderId ?? (await placePurchaseOrder(tx, actor, body.dataPlanModel!)).id;
  const po = await lockPurchaseOrder(tx, id, asBuyer(actor));
  if (!po) throw AppError.notFound('Purchase Order');
  if (!PO_PAYABLE.includes(po.status as PoStatus)) {
    throw new AppError('INVALID_STATUS', PaymentMessage.notPayable(po.status), undefined, 409);
  }
  await assertBuysFrom(tx, actor.company, po.distributorEntityCode);
  // The coupon is redeemed in the payment's transaction: refused, nothing is paid or kept.
  return body.couponCode ? redeemCoupon(tx, po, body.couponCode) : po;
}

/**
 * POST payment/Payment/WanderCheckout: pays a purchase order from the buyer's wallet. The wallet
 * debit and the move to Paid happen in one transaction under the wallet's row lock, so two
 * checkouts can never spend the same money and a failed one changes nothing. With an
 * Idempotency-Key a retry replays the first answer: one order, one debit. An order delivered on
 * payment is marked so in the same transaction and its delivery job queued after the commit.
 */
export async function wanderCheckout(
  db: Db,
  actor: OrderActor,
  body: CheckoutBody,
  idempotencyKey?: string,
  jobs?: JobQueue,
): Promise<CheckoutResult> {
  let deliverPoId: string | null = null;
  const paid = await db.transaction(async (tx) => {
    let claimId: string | undefined;
    if (idempotencyKey) {
      const claim = await claimIdempotencyKey<CheckoutResult>(tx, {
        companyId: actor.company.id,
        scope: 'WanderCheckout',
        key: idempotencyKey,
        hash: requestHash(body),
      });
      if ('replay' in claim) return claim.replay;
      claimId = claim.claimed;
    }
    const po = await orderToPay(tx, actor, body);
    const { result, deliver } = await payFromWallet(tx, actor, po);
    if (deliver) deliverPoId = po.id;
    if (claimId) await storeIdempotentResponse(tx, claimId, result);
    return result;
  });
  if (deliverPoId && jobs) await queueDelivery(jobs, deliverPoId);
  return paid;
}

/**
 * Inside the caller's transaction: holds the order's eSIMs of stock (an order the distributor
 * cannot deliver is refused: 422 'Insufficient Stock: ...', nothing paid or held), debits the
 * buyer's wallet for a locked payable order, moves it to Paid and decides delivery on payment
 * (the caller queues the delivery after its commit).
 */
export async function payFromWallet(
  tx: Tx,
  actor: OrderActor,
  po: Awaited<ReturnType<typeof orderToPay>>,
): Promise<{ result: CheckoutResult; deliver: boolean }> {
  assertTransition(PO_TRANSITIONS, 'purchase order', po.status as PoStatus, 'Paid');
  const shortages = await reserveStock(tx, po);
  if (shortages.length) throw insufficientStock(shortages);
  let balanceMinor: number | null = null;
  if (po.totalMinor > 0) {
    const entry = await debitWallet(tx, {
      companyId: actor.company.id,
      amountMinor: po.totalMinor,
      currency: po.currency,
      kind: 'purchase',
      reference: po.documentNo,
      purchaseOrderId: po.id,
    });
    balanceMinor = entry.balanceAfterMinor;
  }
  await setPurchaseOrderStatus(tx, po.id, {
    status: 'Paid',
    paymentMethod: 'wallet',
    paidAt: new Date(),
  });
  // Delivery on payment is decided with the payment: it exists exactly when the payment does.
  const deliver = await markDeliveryOnPayment(tx, po);
  const result: CheckoutResult = {
    poHeaderId: po.id,
    documentNo: po.documentNo,
    status: 'Paid',
    amount: fromMinor(po.totalMinor),
    walletBalance: balanceMinor === null ? 0 : fromMinor(balanceMinor),
  };
  return { result, deliver };
}
