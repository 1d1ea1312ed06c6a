import { eq } from 'drizzle-orm';
import {
  INVOICE_TRANSITIONS,
  InvoiceCancellationMessage as Msg,
  PO_TRANSITIONS,
  type InvoiceStatus,
  type PoStatus,
  type RefundMethod,
} from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { paymentSessions } from '../../db/schema/index.js';
import {
  asSeller,
  assertTransition,
  cancelConfirmedSaleOrder,
  cancelInvoiceRow,
  lockInvoice,
  lockPurchaseOrder,
  releaseSerialsOf,
  setPurchaseOrderStatus,
  type InvoiceRow,
  type OrderActor,
} from '../orders/index.js';
import { creditWallet } from '../payment/index.js';
import {
  companyIdOf,
  lockCancellation,
  lockPaidSession,
  markRefundPending,
  setCancellation,
  walletPaymentOf,
} from './cancellation.queries.js';

type PoRow = NonNullable<Awaited<ReturnType<typeof lockPurchaseOrder>>>;
interface Refund {
  method: RefundMethod;
  minor: number;
  /** Card payments marked refund_pending: the caller queues their refund after the commit. */
  sessionIds: string[];
}

/**
 * The buyer of a purchase order gets back what it paid, the way it paid: a wallet payment as a
 * 'refund' credit on the wallet (ledger row under the balance row's lock, referencing the
 * invoice), a card payment through the provider (its session becomes refund_pending for the
 * payment.refund job). An order that cost nothing is refunded nothing.
 */
async function refundBuyer(tx: Tx, po: PoRow, invoice: InvoiceRow): Promise<Refund> {
  if (po.paymentMethod === 'card') {
    const session = await lockPaidSession(tx, po.id);
    if (!session) throw new AppError('BUSINESS_RULE', Msg.noCardPayment);
    const sessionIds = await markRefundPending(tx, eq(paymentSessions.id, session.id));
    return { method: 'card', minor: session.amountMinor, sessionIds };
  }
  const paid = po.paymentMethod === 'wallet' ? await walletPaymentOf(tx, po.id) : 0;
  if (paid <= 0) return { method: 'none', minor: 0, sessionIds: [] };
  const companyId = await companyIdOf(tx, po.entityCode);
  if (!companyId) throw AppError.notFound('Company');
  await creditWallet(tx, {
    companyId,
    amountMinor: paid,
    currency: po.currency,
    kind: 'refund',
    reference: invoice.documentNo,
    purchaseOrderId: po.id,
  });
  return { method: 'wallet', minor: paid, sessionIds: [] };
}

/**
 * PUT payment/InvoiceCancelled/Complete/{id}, in the caller's one transaction: the invoice
 * becomes Cancelled, its allocated eSIMs go back to the issuer's stock, its purchase order (or
 * sale order) becomes Cancelled and the buyer is refunded. The cancellation row is locked first,
 * so of two Completes at once the second waits, finds it Completed and is refused (422): one
 * refund. Every status move goes through the transition tables.
 */
export async function completeCancellation(tx: Tx, actor: OrderActor, id: string) {
  if (!isUuid(id)) throw AppError.notFound('Cancelled Invoice');
  const issuer = actor.company.entityCode;
  const cancellation = await lockCancellation(tx, id, issuer);
  if (!cancellation) throw AppError.notFound('Cancelled Invoice');
  if (cancellation.status !== 'Pending') {
    throw new AppError('BUSINESS_RULE', Msg.alreadyCompleted);
  }
  const invoice = await lockInvoice(tx, cancellation.invoiceId, issuer);
  if (!invoice) throw AppError.notFound('Invoice');
  if (invoice.status !== 'Open') throw new AppError('BUSINESS_RULE', Msg.notOpen(invoice.status));
  assertTransition(INVOICE_TRANSITIONS, 'invoice', invoice.status as InvoiceStatus, 'Cancelled');

  let refund: Refund = { method: 'none', minor: 0, sessionIds: [] };
  if (invoice.poId) {
    const po = await lockPurchaseOrder(tx, invoice.poId, asSeller(actor));
    if (!po) throw AppError.notFound('Purchase Order');
    assertTransition(PO_TRANSITIONS, 'purchase order', po.status as PoStatus, 'Cancelled');
    await setPurchaseOrderStatus(tx, po.id, { status: 'Cancelled', cancelledAt: new Date() });
    refund = await refundBuyer(tx, po, invoice);
  } else {
    // A direct sale: the distributor collected its money outside the portal; nothing to refund.
    await cancelConfirmedSaleOrder(tx, actor, invoice.saleOrderId!);
  }
  const released = await releaseSerialsOf(tx, invoice.id);
  await cancelInvoiceRow(tx, invoice.id);
  await setCancellation(tx, cancellation.id, {
    status: 'Completed',
    refundMethod: refund.method,
    refundMinor: refund.minor,
    completedAt: new Date(),
  });
  return { released, refund };
}
