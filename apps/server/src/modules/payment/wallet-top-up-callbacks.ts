import { PAYDOLLAR_CURRENCY_CODES, toMinor } from '@wander/contract';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import {
  StripeProvider,
  type DatafeedResult,
  type PaymentEvent,
  type PaymentProvider,
} from '../../platform/payments/index.js';
import { applyTopUpEvent } from './wallet-top-up.js';

const providerDown = () =>
  new AppError('PAYMENT_PROVIDER', 'The payment provider could not be reached', undefined, 502);

/**
 * A verified card-provider event naming a wallet top-up. Stripe's is not taken at its word: the
 * Checkout Session is fetched back and its amount, currency, payment status and metadata (top-up
 * and wallet) must match the pending top-up; the event id makes a redelivery a no-op. The sandbox
 * signs its own events with the app's secret, so its event is the source.
 */
export async function applyProviderTopUp(db: Db, provider: PaymentProvider, event: PaymentEvent) {
  if (event.type === 'ignored' || !event.topUpId) return { credited: false, status: 'ignored' };
  const outcome = event.type === 'paid' ? ('paid' as const) : ('cancelled' as const);
  if (!(provider instanceof StripeProvider)) {
    return applyTopUpEvent(db, {
      provider: 'sandbox',
      topUpId: event.topUpId,
      outcome,
      amountMinor: event.amountMinor,
      currency: event.currency,
      providerRef: event.providerRef,
      paymentRef: event.paymentRef,
    });
  }
  if (!event.providerRef) throw new AppError('BAD_TOP_UP', 'No Checkout Session', undefined, 400);
  let session;
  try {
    session = await provider.retrieveCheckout(event.providerRef);
  } catch {
    throw providerDown();
  }
  if (session.metadata.walletTopUpId !== event.topUpId)
    throw new AppError('BAD_TOP_UP', 'The session is for another top-up', undefined, 400);
  if (outcome === 'paid' && session.paymentStatus !== 'paid')
    throw new AppError('BAD_TOP_UP', 'The session is not paid', undefined, 400);
  return applyTopUpEvent(db, {
    provider: 'stripe',
    topUpId: event.topUpId,
    outcome,
    amountMinor: session.amountMinor,
    currency: session.currency,
    providerRef: session.id,
    walletId: session.metadata.walletId ?? '',
    paymentRef: session.paymentRef ?? session.id,
    eventId: event.eventId ?? null,
  });
}

const CURRENCY_OF_CODE = Object.fromEntries(
  Object.entries(PAYDOLLAR_CURRENCY_CODES).map(([iso, code]) => [code, iso]),
);

/**
 * A verified PayDollar datafeed: Ref names the top-up, Amt and Cur must be its amount and
 * currency, successcode 0 credits it, anything else marks it failed. A mismatch changes nothing
 * (and is answered `OK` all the same by the route: PayDollar only needs to know it was received).
 */
export async function applyPayDollarDatafeed(db: Db, feed: DatafeedResult) {
  const amountMinor = /^\d+(\.\d{1,2})?$/.test(feed.amount) ? toMinor(Number(feed.amount)) : null;
  return applyTopUpEvent(db, {
    provider: 'paydollar',
    orderRef: feed.orderRef,
    outcome: feed.paid ? 'paid' : 'failed',
    amountMinor,
    currency: CURRENCY_OF_CODE[feed.currCode] ?? null,
    paymentRef: feed.payRef,
  });
}
