import { reverseCouponOf } from '../coupon/redeem-coupon.js';
import { consumerOrderRefunded } from '../customer/consumer-order-events.js';
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
  type OrderActor,
} from '../orders/index.js';
import { creditWallet } from '../payment/index.js';
import { refundApprovalMinor } from './refund-approval.queries.js';
import {
  companyIdOf,
  lockCancellation,
  lockPaidSession,
  markRefundPending,
  setCancellation,
  walletPaymentOf,
} from './cancellation.queries.js';

type PoRow = NonNullable<Awaited<ReturnType<typeof lockPurchaseOrder>>>;
/** What the buyer gets back, before anything moves: how and how much (minor units). */
export interface PlannedRefund {
  method: RefundMethod;
  minor: number;
  currency: string;
}
interface Refund extends PlannedRefund {
  /** Card payments marked refund_pending: the caller queues their refund after the commit. */
  sessionIds: string[];
  /** A wallet refund: the buyer's balance after the credit. */
  balanceAfterMinor: number | null;
}

/** The way the order was paid decides the refund: its wallet debit, its card payment, or none. */
export async function plannedRefund(
  tx: Tx,
  po: PoRow,
): Promise<PlannedRefund & { sessionId?: string }> {
  if (po.paymentMethod === 'card') {
    const session = await lockPaidSession(tx, po.id);
    if (!session) throw new AppError('BUSINESS_RULE', Msg.noCardPayment);
    return {
      method: 'card',
      minor: session.amountMinor,
      currency: po.currency,
      sessionId: session.id,
    };
  }
  const paid = po.paymentMethod === 'wallet' ? await walletPaymentOf(tx, po.id) : 0;
  return paid > 0
    ? { method: 'wallet', minor: paid, currency: po.currency }
    : { method: 'none', minor: 0, currency: po.currency };
}

/**
 * The buyer of a purchase order gets back what it paid, the way it paid: a wallet payment as a
 * 'refund' credit on the wallet (ledger row under the balance row's lock, referencing the
 * invoice), a card payment through the provider (its session becomes refund_pending for the
 * payment.refund job). An order that cost nothing is refunded nothing.
 */
export async function refundBuyer(
  tx: Tx,
  po: PoRow,
  /** What the wallet's refund row names: the invoice's number, else the order's. */
  reference: string,
  planned: PlannedRefund & { sessionId?: string },
): Promise<Refund> {
  const none = { sessionIds: [], balanceAfterMinor: null };
  if (planned.method === 'card') {
    const sessionIds = await markRefundPending(tx, eq(paymentSessions.id, planned.sessionId!));
    return { ...planned, sessionIds, balanceAfterMinor: null };
  }
  if (planned.method === 'none') return { ...planned, ...none };
  const companyId = await companyIdOf(tx, po.entityCode);
  if (!companyId) throw AppError.notFound('Company');
  const row = await creditWallet(tx, {
    companyId,
    amountMinor: planned.minor,
    currency: po.currency,
    kind: 'refund',
    reference,
    purchaseOrderId: po.id,
  });
  return { ...planned, sessionIds: [], balanceAfterMinor: row?.balanceAfterMinor ?? null };
}

/**
 * PUT payment/InvoiceCancelled/Complete/{id}, in the caller's one transaction: the invoice
 * becomes Cancelled, its allocated eSIMs go back to the issuer's stock, its purchase order (or
 * sale order) becomes Cancelled and the buyer is refunded. The cancellation row is locked first,
 * so of two Completes at once the second waits, finds it Completed and is refused (422): one
 * refund. Every status move goes through the transition tables.
 */
export async function completeCancellation(
  tx: Tx,
  actor: OrderActor,
  id: string,
  /** Set by an approval: the refund may exceed the approval amount. */
  options: { approved?: boolean } = {},
): Promise<
  | { approval: PlannedRefund; released?: never; refund?: never }
  | { approval?: never; released: number; refund: Refund }
> {
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

  let refund: Refund = {
    method: 'none',
    minor: 0,
    currency: invoice.currency,
    sessionIds: [],
    balanceAfterMinor: null,
  };
  if (invoice.poId) {
    const po = await lockPurchaseOrder(tx, invoice.poId, asSeller(actor));
    if (!po) throw AppError.notFound('Purchase Order');
    assertTransition(PO_TRANSITIONS, 'purchase order', po.status as PoStatus, 'Cancelled');
    const planned = await plannedRefund(tx, po);
    // Four eyes: a refund above the platform's amount waits for another user; nothing moves.
    if (!options.approved && planned.minor > (await refundApprovalMinor(tx))) {
      const { sessionId: _session, ...approval } = planned;
      return { approval };
    }
    await setPurchaseOrderStatus(tx, po.id, { status: 'Cancelled', cancelledAt: new Date() });
    refund = await refundBuyer(tx, po, invoice.documentNo, planned);
    await reverseCouponOf(tx, po.id);
    await consumerOrderRefunded(tx, po);
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
