/** What buying an order's provider-supplied lines came to (the supply area's answer). */
export type SupplyOutcome =
  { state: 'ready' } | { state: 'wait' } | { state: 'failed'; reason: string };

/**
 * How the delivery job reaches the supply area, which sits above orders (docs/architecture.md,
 * "Areas"): the supply area fills this port when the server starts (`orderSupplyOf`), so orders
 * imports neither supply nor the refund it causes in invoicing and payment.
 */
export interface OrderSupplyPort {
  /** Buys from providers what a paid order's lines need before its delivery. */
  procure(poId: string): Promise<SupplyOutcome>;
  /** True when the order has lines only a provider can supply (no stock to fall back on). */
  providerOnly(poId: string): Promise<boolean>;
  /** Cancels and refunds a paid order no provider could supply; the buyer is told. */
  refund(poId: string, reason: string): Promise<void>;
}

/** A server without the supply area: every order is delivered from stock. */
export const STOCK_ONLY: OrderSupplyPort = {
  procure: () => Promise.resolve({ state: 'ready' }),
  providerOnly: () => Promise.resolve(false),
  refund: () => Promise.reject(new Error('no supply area: nothing to refund')),
};
