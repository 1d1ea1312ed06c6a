import type { Services } from '../../platform/services.js';
import { createPayDollarGateway, createPaymentProvider } from '../../platform/payments/index.js';
import { payDollarCheckout } from './paydollar-checkout.js';

/**
 * The card providers of this configuration: Stripe or the built-in sandbox (`provider`, null when
 * card payments are off) and PayDollar's gateway with its hosted-form starter (null when not set).
 * The back-office checkout and the store API's checkout open payments through the same ones.
 */
export function cardStarters(services: Services) {
  const apiBase = `${services.config.basePath}api/`;
  const provider = createPaymentProvider(
    services.config.payments,
    (sessionId) => `${apiBase}payment/Sandbox/Checkout/${sessionId}`,
  );
  const paydollar = createPayDollarGateway(services.config.payments);
  const paydollarCheckout =
    paydollar && payDollarCheckout((sessionId) => `${apiBase}payment/PayDollar/Pay/${sessionId}`);
  return { provider, paydollar, paydollarCheckout };
}
