import Stripe from 'stripe';
import type {
  CheckoutRequest,
  PaymentEvent,
  PaymentProvider,
  RefundRequest,
} from './payment-provider.js';

/** A webhook signed longer ago than this is refused (a replayed capture). */
export const STRIPE_TOLERANCE_SECONDS = 300;

/**
 * Stripe Checkout: a hosted payment page per purchase order, and the `checkout.session.completed`
 * webhook (signature checked with STRIPE_WEBHOOK_SECRET) marks the order paid.
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(
    secretKey: string,
    private readonly webhookSecret: string,
    /** Where the API is (tests point it at a local fake); Stripe's own by default. */
    api?: Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'>,
  ) {
    this.stripe = new Stripe(secretKey, api);
  }

  async createCheckout(request: CheckoutRequest) {
    const session = await this.stripe.checkout.sessions.create({
      mode: 'payment',
      client_reference_id: request.clientReference ?? request.sessionId,
      metadata: request.metadata ?? { paymentSessionId: request.sessionId },
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: request.currency.toLowerCase(),
            unit_amount: request.amountMinor,
            product_data: { name: request.description },
          },
        },
      ],
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    });
    if (!session.url) throw new Error('Stripe returned no checkout URL');
    return { url: session.url, providerRef: session.id };
  }

  /**
   * Stripe replays the first answer of an idempotency key for a day, failures included, so each
   * try gets its own key; a try first looks for a refund an earlier try made (its answer lost),
   * and Stripe itself never refunds more than was captured.
   */
  async refund(request: RefundRequest) {
    const earlier = await this.stripe.refunds.list({
      payment_intent: request.paymentRef,
      limit: 100,
    });
    const made = earlier.data.find(
      (r) => r.status === 'succeeded' || r.status === 'pending' || r.status === 'requires_action',
    );
    if (made) return { refundRef: made.id };
    const key = ['refund', request.sessionId, request.retry, `try${request.attempt ?? 1}`]
      .filter(Boolean)
      .join('-');
    const refund = await this.stripe.refunds.create(
      { payment_intent: request.paymentRef, amount: request.amountMinor },
      { idempotencyKey: key },
    );
    return { refundRef: refund.id };
  }

  /** A Checkout Session as Stripe has it now (a webhook's copy is checked against this). */
  async retrieveCheckout(id: string) {
    const session = await this.stripe.checkout.sessions.retrieve(id);
    return {
      id: session.id,
      amountMinor: session.amount_total,
      currency: session.currency ? session.currency.toUpperCase() : null,
      paymentStatus: session.payment_status,
      metadata: session.metadata ?? {},
      paymentRef:
        typeof session.payment_intent === 'string'
          ? session.payment_intent
          : (session.payment_intent?.id ?? null),
    };
  }

  verifyCallback(rawBody: string, headers: Record<string, string | string[] | undefined>) {
    const signature = headers['stripe-signature'];
    if (typeof signature !== 'string') return null;
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.webhookSecret,
        STRIPE_TOLERANCE_SECONDS,
      );
    } catch {
      return null;
    }
    const ignored: PaymentEvent = {
      type: 'ignored',
      sessionId: null,
      providerRef: null,
      paymentRef: null,
      amountMinor: null,
      currency: null,
    };
    if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.expired') {
      return ignored;
    }
    const session = event.data.object;
    const topUpId = session.metadata?.walletTopUpId ?? null;
    const paid = event.type === 'checkout.session.completed' && session.payment_status === 'paid';
    if (event.type === 'checkout.session.completed' && !paid) return ignored;
    return {
      type: paid ? 'paid' : 'cancelled',
      sessionId: topUpId
        ? null
        : (session.metadata?.paymentSessionId ?? session.client_reference_id ?? null),
      topUpId,
      eventId: event.id,
      providerRef: session.id,
      paymentRef:
        typeof session.payment_intent === 'string'
          ? session.payment_intent
          : (session.payment_intent?.id ?? null),
      amountMinor: session.amount_total ?? null,
      currency: session.currency ? session.currency.toUpperCase() : null,
    } satisfies PaymentEvent;
  }
}
