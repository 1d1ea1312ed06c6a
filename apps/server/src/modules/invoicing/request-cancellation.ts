import {
  InvoiceCancellationMessage as Msg,
  type InvoiceCancellationCreate,
  type InvoiceCancellationUpdate,
} from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { pgErrorOf } from '../../crud/db-errors.js';
import { lockInvoice, type OrderActor } from '../orders/index.js';
import {
  cancellationOfInvoice,
  deleteCancellation,
  insertCancellation,
  lockCancellation,
  setCancellation,
} from './cancellation.queries.js';

const alreadyRequested = () => new AppError('CONFLICT', Msg.alreadyRequested, undefined, 409);

/**
 * POST payment/InvoiceCancelled: the issuer asks to cancel one of its Open invoices (Pending).
 * The invoice row is locked, so two requests for one invoice queue up and the second is refused;
 * a delivered (Completed) or cancelled invoice is a 422 and nothing is stored.
 */
export async function requestCancellation(
  tx: Tx,
  actor: OrderActor,
  input: InvoiceCancellationCreate,
) {
  const invoice = await lockInvoice(tx, input.invoiceId, actor.company.entityCode);
  if (!invoice) throw AppError.notFound('Invoice');
  if (invoice.status !== 'Open') throw new AppError('BUSINESS_RULE', Msg.notOpen(invoice.status));
  if (await cancellationOfInvoice(tx, invoice.id)) throw alreadyRequested();
  try {
    return await insertCancellation(tx, {
      entityCode: actor.company.entityCode,
      invoiceId: invoice.id,
      reason: input.reason,
      createdBy: actor.userId,
    });
  } catch (error) {
    if (pgErrorOf(error)?.code === '23505') throw alreadyRequested();
    throw error;
  }
}

/** A Pending cancellation of the issuer, locked; a completed one can no longer change (422). */
async function pendingCancellation(tx: Tx, actor: OrderActor, id: string) {
  if (!isUuid(id)) throw AppError.notFound('Cancelled Invoice');
  const row = await lockCancellation(tx, id, actor.company.entityCode);
  if (!row) throw AppError.notFound('Cancelled Invoice');
  if (row.status !== 'Pending') throw new AppError('BUSINESS_RULE', Msg.notPending);
  return row;
}

/** PUT payment/InvoiceCancelled/{id}: a new reason while Pending. */
export async function editCancellation(
  tx: Tx,
  actor: OrderActor,
  id: string,
  input: InvoiceCancellationUpdate,
) {
  const row = await pendingCancellation(tx, actor, id);
  await setCancellation(tx, row.id, { reason: input.reason });
}

/** DELETE payment/InvoiceCancelled/{id}: withdraws a Pending request; the invoice stays Open. */
export async function withdrawCancellation(tx: Tx, actor: OrderActor, id: string) {
  const row = await pendingCancellation(tx, actor, id);
  await deleteCancellation(tx, row.id);
}
