import { and, eq } from 'drizzle-orm';
import { PO_TRANSITIONS, type CheckoutBody, type PoStatus } from '@wander/contract';
import type { Db, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import type { JobQueue } from '../../platform/jobs/jobs.js';
import type { PaymentEvent, PaymentProvider } from '../../platform/payments/index.js';
import { paymentSessions, purchaseOrders } from '../../db/schema/index.js';
import {
  assertDeliverable,
  assertTransition,
  markDeliveryOnPayment,
  purchaseOrderLinesOf,
  queueDelivery,
  reserveStock,
  setPurchaseOrderStatus,
  type OrderActor,
} from '../orders/index.js';
import { consumerOrderPaid } from '../customer/consumer-order-events.js';
import { journalCardTopUp } from '../orders/top-up-journal.js';
import { queueReceiptMail } from '../orders/receipt-mail-queue.js';
import { orderToPay } from './wander-checkout.js';

/** What starting a card payment needs: a provider, or PayDollar's hosted form (paydollar-checkout). */
export interface CheckoutStarter {
  readonly name: string;
  createCheckout: PaymentProvider['createCheckout'];
  /** Refuses an order the provider cannot take (PayDollar: its currency), inside the transaction. */
  accepts?: (order: { currency: string }) => void;
}

/**
 * POST payment/Payment/GetStripePlzUrl: opens a card payment of a purchase order at the
 * configured provider and answers its checkout URL (see openCardCheckout).
 */
export async function startCardCheckout(
  db: Db,
  provider: CheckoutStarter,
  actor: OrderActor,
  body: CheckoutBody,
  urls: (poId: string) => { successUrl: string; cancelUrl: string },
) {
  return openCardCheckout(db, provider, (tx) => orderToPay(tx, actor, body), actor.userId, urls);
}

/**
 * Opens a card payment of the order `prepare` answers, locked (a buyer's purchase order, or a
 * consumer's order of the store API). The order is placed (Draft -> Submitted) and a pending
 * payment session recorded in one transaction; the provider is called after commit. Nothing is
 * marked paid here: only the provider's verified callback does that. An order its distributor
 * cannot deliver now is refused before the card is charged ('Insufficient Stock: ...').
 */
export async function openCardCheckout(
  db: Db,
  provider: CheckoutStarter,
  prepare: (tx: Tx) => Promise<typeof purchaseOrders.$inferSelect>,
  createdBy: string | null,
  urls: (poId: string) => { successUrl: string; cancelUrl: string },
) {
  const { po, sessionId } = await db.transaction(async (tx) => {
    const po = await prepare(tx);
    if (po.totalMinor <= 0) {
      throw new AppError('BUSINESS_RULE', 'There is nothing to pay on this purchase order');
    }
    provider.accepts?.(po);
    // The card is not charged for what cannot be delivered (issue 37); the callback holds it.
    await assertDeliverable(tx, po.distributorEntityCode, await purchaseOrderLinesOf(tx, po.id));
    if (po.status === 'Draft') {
      assertTransition(PO_TRANSITIONS, 'purchase order', po.status as PoStatus, 'Submitted');
      await setPurchaseOrderStatus(tx, po.id, { status: 'Submitted' });
    }
    const [session] = await tx
      .insert(paymentSessions)
      .values({
        poId: po.id,
        provider: provider.name,
        amountMinor: po.totalMinor,
        currency: po.currency,
        createdBy,
      })
      .returning({ id: paymentSessions.id });
    return { po, sessionId: session.id };
  });
  let checkout;
  try {
    checkout = await provider.createCheckout({
      sessionId,
      amountMinor: po.totalMinor,
      currency: po.currency,
      description: `Wander purchase order ${po.documentNo}`,
      ...urls(po.id),
    });
  } catch {
    throw new AppError(
      'PAYMENT_PROVIDER',
      'The card payment could not be started. Please try again.',
      undefined,
      502,
    );
  }
  await db
    .update(paymentSessions)
    .set({ providerRef: checkout.providerRef })
    .where(eq(paymentSessions.id, sessionId));
  return {
    poHeaderId: po.id,
    documentNo: po.documentNo,
    totalMinor: po.totalMinor,
    currency: po.currency,
    url: checkout.url,
    provider: provider.name,
  };
}

/**
 * A provider callback: verified first (a forged or stale signature changes nothing), then the
 * session and its order move in one transaction. Replays of the same event are harmless. A
 * payment for an order that is no longer payable is kept as `refund_pending`: the caller runs
 * `CardRefunds.relay()` after the commit when `refund` is true.
 */
export async function applyPaymentCallback(
  db: Db,
  provider: PaymentProvider,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
  jobs?: JobQueue,
) {
  const event: PaymentEvent | null = provider.verifyCallback(rawBody, headers);
  if (!event)
    throw new AppError('BAD_SIGNATURE', 'Invalid payment callback signature', undefined, 400);
  return applyPaymentEvent(db, provider, event, jobs);
}

/**
 * A verified event of a purchase order's card payment (see applyPaymentCallback; PayDollar's
 * datafeed comes here too, as provider { name: 'paydollar' }). An order delivered on payment is
 * marked so with the payment and its job queued after the commit.
 */
export async function applyPaymentEvent(
  db: Db,
  provider: { readonly name: string },
  event: PaymentEvent,
  jobs?: JobQueue,
) {
  if (event.type === 'ignored' || !event.sessionId)
    return { handled: false, poId: null, refund: false };
  const sessionId = event.sessionId;
  let deliverPoId: string | null = null;
  let receiptPoId: string | null = null;
  const result = await db.transaction(async (tx) => {
    const [session] = await tx
      .select()
      .from(paymentSessions)
      .where(and(eq(paymentSessions.id, sessionId), eq(paymentSessions.provider, provider.name)))
      .for('update');
    if (!session) throw AppError.notFound('Payment');
    if (session.status !== 'pending') return { handled: true, poId: session.poId, refund: false };
    if (event.type === 'cancelled') {
      await tx
        .update(paymentSessions)
        .set({ status: 'cancelled' })
        .where(eq(paymentSessions.id, session.id));
      return { handled: true, poId: session.poId, refund: false };
    }
    if (event.amountMinor !== session.amountMinor || event.currency !== session.currency) {
      throw new AppError('BAD_AMOUNT', 'The paid amount does not match the order', undefined, 400);
    }
    const [po] = await tx
      .select()
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, session.poId))
      .for('update');
    const payable = po && (po.status === 'Draft' || po.status === 'Submitted');
    // Paid another way meanwhile (or cancelled): the money goes back through the refund job.
    await tx
      .update(paymentSessions)
      .set({
        status: payable ? 'paid' : 'refund_pending',
        paidAt: new Date(),
        paymentRef: event.paymentRef,
      })
      .where(eq(paymentSessions.id, session.id));
    if (payable) {
      assertTransition(PO_TRANSITIONS, 'purchase order', po.status as PoStatus, 'Paid');
      await setPurchaseOrderStatus(tx, po.id, {
        status: 'Paid',
        paymentMethod: 'card',
        paidAt: new Date(),
      });
      await consumerOrderPaid(tx, po);
      // A consumer's receipt e-mail is due with the payment (issue 41): its outbox flag.
      if (po.consumerId) {
        await tx
          .update(purchaseOrders)
          .set({ receiptMail: 'Pending' })
          .where(eq(purchaseOrders.id, po.id));
        receiptPoId = po.id;
      }
      // The money is taken: its eSIMs of stock are held now; what another payment took meanwhile
      // leaves the order waiting for stock (its distributor receives stock or refunds it).
      await reserveStock(tx, po);
      await journalCardTopUp(tx, po, session.createdBy);
      if (await markDeliveryOnPayment(tx, po)) deliverPoId = po.id;
    }
    return { handled: true, poId: session.poId, refund: !payable };
  });
  if (receiptPoId && jobs) await queueReceiptMail(jobs, receiptPoId);
  if (deliverPoId && jobs) await queueDelivery(jobs, deliverPoId);
  return result;
}

/** A pending card payment with its order number (the sandbox checkout page). */
export async function pendingSession(db: Db, id: string) {
  const [row] = await db
    .select({
      id: paymentSessions.id,
      poId: paymentSessions.poId,
      amountMinor: paymentSessions.amountMinor,
      currency: paymentSessions.currency,
      documentNo: purchaseOrders.documentNo,
      consumerId: purchaseOrders.consumerId,
    })
    .from(paymentSessions)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, paymentSessions.poId))
    .where(and(eq(paymentSessions.id, id), eq(paymentSessions.status, 'pending')));
  return row ?? null;
}
