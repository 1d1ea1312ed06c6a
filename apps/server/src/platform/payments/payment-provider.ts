/**
 * Card payments go through a provider behind this interface: the built-in sandbox by default,
 * Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set. The provider only ever tells
 * the app that money moved through a callback whose signature it verifies.
 */
export interface CheckoutRequest {
  /** Our payment session id; the provider echoes it back in its callback. */
  sessionId: string;
  amountMinor: number;
  currency: string;
  description: string;
  successUrl: string;
  cancelUrl: string;
  /** Replaces the default metadata ({ paymentSessionId }) and client reference (a top-up's own). */
  metadata?: Record<string, string>;
  clientReference?: string;
}

export interface CheckoutSession {
  url: string;
  providerRef: string;
}

export interface PaymentEvent {
  type: 'paid' | 'cancelled' | 'ignored';
  sessionId: string | null;
  providerRef: string | null;
  /** The provider's id of the money movement itself (what a refund names). */
  paymentRef: string | null;
  amountMinor: number | null;
  currency: string | null;
  /** The provider's id of this event (Stripe: evt_...): a redelivered event is applied once. */
  eventId?: string | null;
  /** A wallet top-up's id (then sessionId is null): the event is for wallet-top-up.ts. */
  topUpId?: string | null;
}

export interface RefundRequest {
  /** Our payment session id: with the attempt, the provider's idempotency key. */
  sessionId: string;
  paymentRef: string;
  amountMinor: number;
  currency: string;
  /** Which try of the refund job this is (1 first); each try has its own idempotency key. */
  attempt?: number;
  /** A staff retry after a failed refund: part of the idempotency key (see CardRefunds). */
  retry?: string;
}

/** What the refund job needs of a provider (PayDollar refunds without being a PaymentProvider). */
export interface RefundProvider {
  readonly name: string;
  /**
   * Gives a captured payment back in full; answers the provider's refund id. A refund the
   * provider already made for the payment (an earlier try whose answer was lost) is answered
   * instead of asking again, so a retry never refunds twice.
   */
  refund(request: RefundRequest): Promise<{ refundRef: string }>;
}

export interface PaymentProvider extends RefundProvider {
  readonly name: 'sandbox' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Gives a captured payment back in full; answers the provider's refund id. A refund the
   * provider already made for the payment (an earlier try whose answer was lost) is answered
   * instead of asking again, so a retry never refunds twice.
   */
  refund(request: RefundRequest): Promise<{ refundRef: string }>;
  /** Checks the callback's signature; null when it is missing, forged or stale. */
  verifyCallback(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): PaymentEvent | null;
}
