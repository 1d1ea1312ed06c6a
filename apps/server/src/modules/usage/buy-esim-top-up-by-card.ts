import type { BuyTopUpBody } from '@wander/contract';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import type { Db } from '../../platform/db/client.js';
import type { OrderActor } from '../orders/index.js';
import { openCardCheckout, type CheckoutStarter } from '../payment/card-checkout.js';
import { placeEsimTopUp, providerOffer } from './buy-esim-top-up.js';

/**
 * POST payment/InvoiceDetail/TopUpESimByCard/{esimId} (issue 37): the same top-up as TopUpESim,
 * paid by card instead of from the wallet. One transaction places the top-up's purchase order
 * (Submitted) and records a pending card payment; the answer is the provider's checkout page
 * (the sandbox's when Stripe is not configured). Only the provider's verified callback makes the
 * order Paid, and in that transaction the eSIM's TopUp service event is written
 * (journalCardTopUp) and delivery on payment decided, as for any card-paid order.
 */
export async function buyEsimTopUpByCard(
  db: Db,
  secrets: SecretBox,
  starter: CheckoutStarter,
  actor: OrderActor,
  esimId: string,
  body: BuyTopUpBody,
  urls: (poId: string) => { successUrl: string; cancelUrl: string },
) {
  const offer = await providerOffer(db, secrets, actor, esimId, body);
  const opened = await openCardCheckout(
    db,
    starter,
    async (tx) => (await placeEsimTopUp(tx, actor, esimId, body, offer)).po,
    actor.userId,
    urls,
  );
  return {
    poHeaderId: opened.poHeaderId,
    documentNo: opened.documentNo,
    url: opened.url,
    provider: opened.provider,
  };
}
