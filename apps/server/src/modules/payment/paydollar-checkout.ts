import { and, eq } from 'drizzle-orm';
import { PAYDOLLAR_CURRENCY_CODES, PaymentMessage, toMinor } from '@wander/contract';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import type { DatafeedResult } from '../../platform/payments/index.js';
import { paymentSessions, purchaseOrders } from '../../db/schema/index.js';
import type { JobQueue } from '../../platform/jobs/jobs.js';
import { applyPaymentEvent, type CheckoutStarter } from './card-checkout.js';

/**
 * A purchase order paid through PayDollar's hosted form: the payment session's reference at
 * PayDollar (orderRef, echoed as the datafeed's Ref) is `PS` and the session id's 32 hex digits
 * (34 characters, within PayDollar's 35); a wallet top-up's orderRef starts with `WT`.
 */
export const PAYDOLLAR_SESSION_PREFIX = 'PS';
export const payDollarOrderRef = (sessionId: string) =>
  `${PAYDOLLAR_SESSION_PREFIX}${sessionId.replace(/-/g, '').toUpperCase()}`;
export const isPayDollarOrderRef = (ref: string) => /^PS[0-9A-F]{32}$/.test(ref);

/** Starts a PayDollar card payment: the URL is our page that posts PayDollar's form. */
export const payDollarCheckout = (pageUrl: (sessionId: string) => string): CheckoutStarter => ({
  name: 'paydollar',
  accepts: (order) => {
    if (!PAYDOLLAR_CURRENCY_CODES[order.currency]) {
      throw new AppError(
        'PAYMENT_UNAVAILABLE',
        PaymentMessage.payDollarUnavailable,
        undefined,
        503,
      );
    }
  },
  createCheckout: async (request) => ({
    url: pageUrl(request.sessionId),
    providerRef: payDollarOrderRef(request.sessionId),
  }),
});

/** A pending PayDollar payment session with what its hosted form needs. */
export async function pendingPayDollarSession(db: Db, id: string) {
  const [row] = await db
    .select({
      id: paymentSessions.id,
      poId: paymentSessions.poId,
      orderRef: paymentSessions.providerRef,
      amountMinor: paymentSessions.amountMinor,
      currency: paymentSessions.currency,
      documentNo: purchaseOrders.documentNo,
    })
    .from(paymentSessions)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, paymentSessions.poId))
    .where(
      and(
        eq(paymentSessions.id, id),
        eq(paymentSessions.provider, 'paydollar'),
        eq(paymentSessions.status, 'pending'),
      ),
    );
  return row?.orderRef ? { ...row, orderRef: row.orderRef } : null;
}

const CURRENCY_OF_CODE = Object.fromEntries(
  Object.entries(PAYDOLLAR_CURRENCY_CODES).map(([iso, code]) => [code, iso]),
);

/**
 * A verified datafeed whose Ref names a purchase order's payment session: it goes through the
 * same path as a Stripe or sandbox paid event (applyPaymentEvent), so Amt and Cur must be the
 * session's, the order is marked Paid once (a redelivery finds the session no longer pending)
 * and PayRef is kept as the payment reference a refund names. A failed attempt (successcode not
 * 0) changes nothing: the session stays pending and the buyer may try again. An order delivered
 * on payment gets its delivery job queued (`jobs`), as after any card payment.
 */
export async function applyPayDollarOrderFeed(db: Db, feed: DatafeedResult, jobs?: JobQueue) {
  const [session] = await db
    .select({ id: paymentSessions.id })
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.provider, 'paydollar'),
        eq(paymentSessions.providerRef, feed.orderRef),
      ),
    );
  if (!session) throw AppError.notFound('Payment');
  if (!feed.paid) return { sessionId: session.id, refund: false };
  const amountMinor = /^\d+(\.\d{1,2})?$/.test(feed.amount) ? toMinor(Number(feed.amount)) : null;
  const result = await applyPaymentEvent(
    db,
    { name: 'paydollar' },
    {
      type: 'paid',
      sessionId: session.id,
      providerRef: feed.orderRef,
      paymentRef: feed.payRef || null,
      amountMinor,
      currency: CURRENCY_OF_CODE[feed.currCode] ?? null,
    },
    jobs,
  );
  return { sessionId: session.id, refund: result.refund };
}
