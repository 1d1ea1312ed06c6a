import type { PaymentProvider } from './payment-provider.js';
import { SandboxProvider } from './sandbox-provider.js';
import { StripeProvider } from './stripe-provider.js';

export type { PaymentProvider, PaymentEvent } from './payment-provider.js';
export { SandboxProvider, SANDBOX_SIGNATURE_HEADER } from './sandbox-provider.js';

export interface PaymentConfig {
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  sandboxSecret?: string;
  sandboxEnabled: boolean;
}

/** Whether createPaymentProvider gives a provider: card payment is offered only then. */
export const cardPaymentsAvailable = (config: PaymentConfig): boolean =>
  Boolean((config.stripeSecretKey && config.stripeWebhookSecret) || config.sandboxEnabled);

/**
 * Stripe when both of its secrets are configured, else the built-in sandbox when enabled, else
 * null: no card payments (a production server never marks orders paid through the sandbox).
 */
export function createPaymentProvider(
  config: PaymentConfig,
  sandboxPageUrl: (sessionId: string) => string,
): PaymentProvider | null {
  if (!cardPaymentsAvailable(config)) return null;
  if (config.stripeSecretKey && config.stripeWebhookSecret) {
    return new StripeProvider(config.stripeSecretKey, config.stripeWebhookSecret);
  }
  return new SandboxProvider(sandboxPageUrl, config.sandboxSecret);
}
