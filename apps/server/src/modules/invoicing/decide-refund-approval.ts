import { InvoiceCancellationMessage as Msg } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import type { OrderActor } from '../orders/index.js';
import { lockCancellation } from './cancellation.queries.js';
import { completeCancellation } from './complete-cancellation.js';
import { decideApproval, insertApproval, lockWaitingApproval } from './refund-approval.queries.js';

/**
 * PUT payment/InvoiceCancelled/Complete/{id} of a refund above the approval amount: nothing
 * moves; the refund waits for another user's approval. Answers true when it now waits, false when
 * the cancellation was completed at once (a small refund, or none).
 */
export async function completeOrAskApproval(tx: Tx, actor: OrderActor, id: string) {
  if (isUuid(id)) {
    const cancellation = await lockCancellation(tx, id, actor.company.entityCode);
    if (cancellation && (await lockWaitingApproval(tx, id))) {
      throw new AppError('BUSINESS_RULE', Msg.alreadyWaiting);
    }
  }
  const result = await completeCancellation(tx, actor, id);
  if (!result.approval) return { waiting: false as const, refund: result.refund };
  await insertApproval(tx, {
    entityCode: actor.company.entityCode,
    cancellationId: id,
    refundMethod: result.approval.method,
    refundMinor: result.approval.minor,
    currency: result.approval.currency,
    requestedBy: actor.userId,
    requestedByName: actor.email,
  });
  return { waiting: true as const };
}

async function waitingOf(tx: Tx, actor: OrderActor, id: string) {
  if (!isUuid(id)) throw AppError.notFound('Cancelled Invoice');
  const cancellation = await lockCancellation(tx, id, actor.company.entityCode);
  if (!cancellation) throw AppError.notFound('Cancelled Invoice');
  const approval = await lockWaitingApproval(tx, id);
  if (!approval) throw new AppError('BUSINESS_RULE', Msg.notWaiting);
  return approval;
}

/**
 * PUT payment/InvoiceCancelled/ApproveRefund/{id}: a user other than the requester completes the
 * cancellation with its refund, in one transaction with the decision, and the approval records
 * both names and, for a wallet refund, the buyer's balance before and after.
 */
export async function approveRefund(tx: Tx, actor: OrderActor, id: string, note?: string) {
  const approval = await waitingOf(tx, actor, id);
  if (approval.requestedBy === actor.userId || approval.requestedByName === actor.email) {
    throw new AppError('BUSINESS_RULE', Msg.sameApprover);
  }
  const result = await completeCancellation(tx, actor, id, { approved: true });
  const refund = result.refund!;
  const after = refund.balanceAfterMinor;
  await decideApproval(tx, approval.id, {
    status: 'Approved',
    decidedBy: actor.userId,
    decidedByName: actor.email,
    decisionNote: note ?? null,
    refundMinor: refund.minor,
    balanceBeforeMinor: after === null ? null : after - refund.minor,
    balanceAfterMinor: after,
  });
  return refund;
}

/**
 * PUT payment/InvoiceCancelled/RejectRefund/{id}: the refund is not approved; nothing moves and
 * the cancellation stays Pending (it can be withdrawn, or completed again to ask anew). The
 * requester may reject its own request (withdraw it).
 */
export async function rejectRefund(tx: Tx, actor: OrderActor, id: string, note: string) {
  const approval = await waitingOf(tx, actor, id);
  await decideApproval(tx, approval.id, {
    status: 'Rejected',
    decidedBy: actor.userId,
    decidedByName: actor.email,
    decisionNote: note,
  });
}
