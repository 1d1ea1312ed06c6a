import type { PaymentProvider } from './payment-provider.js';
import { SandboxProvider } from './sandbox-provider.js';
import { StripeProvider } from './stripe-provider.js';

export type { PaymentProvider, PaymentEvent, RefundProvider } from './payment-provider.js';
export { SandboxProvider, SANDBOX_SIGNATURE_HEADER } from './sandbox-provider.js';

/**
 * The errors a route that starts a payment with a provider may answer besides the ones its
 * declaration implies (its `config.errors`): 502 when the provider fails, 503 when none is set up.
 */
export const PROVIDER_ERRORS = [502, 503];
export { StripeProvider, STRIPE_TOLERANCE_SECONDS } from './stripe-provider.js';
export {
  PayDollarGateway,
  datafeedHash,
  paymentFormHash,
  type DatafeedResult,
} from './paydollar-gateway.js';
import { PayDollarGateway } from './paydollar-gateway.js';

export interface PaymentConfig {
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  sandboxSecret?: string;
  sandboxEnabled: boolean;
  /** Where Stripe's API is (stripe-mock, a test's fake); Stripe's own when unset. */
  stripeApiBase?: string;
  paydollarMerchantId?: string;
  paydollarSecret?: string;
  paydollarBaseUrl: string;
  paydollarApiLoginId?: string;
  paydollarApiPassword?: string;
}

/** PayDollar when its merchant id and secure hash secret are both set, else null. */
export function createPayDollarGateway(config: PaymentConfig): PayDollarGateway | null {
  if (!config.paydollarMerchantId || !config.paydollarSecret) return null;
  return new PayDollarGateway({
    merchantId: config.paydollarMerchantId,
    secret: config.paydollarSecret,
    baseUrl: config.paydollarBaseUrl,
    apiLoginId: config.paydollarApiLoginId,
    apiPassword: config.paydollarApiPassword,
  });
}

const stripeApi = (base?: string) => {
  if (!base) return undefined;
  const url = new URL(base);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? '443' : '80'),
    protocol: url.protocol.replace(':', '') as 'http' | 'https',
  };
};

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
    return new StripeProvider(
      config.stripeSecretKey,
      config.stripeWebhookSecret,
      stripeApi(config.stripeApiBase),
    );
  }
  return new SandboxProvider(sandboxPageUrl, config.sandboxSecret);
}
