import { fromMinor, type StorePlan } from '@wander/contract';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { deliveredEsimOf } from '../payment/top-up.queries.js';
import { providerTopUpOptions, type ProviderTopUpOption } from '../supply/provider-top-ups.js';
import { storePlans } from './store-shop.queries.js';

export const TOP_UP_NOT_FOUND = 'This eSIM cannot be topped up';
export const TOP_UP_PLAN_INVALID = 'Top-up Plan is not a valid option';

type Seller = { entityCode: string; currencyCode: string };
type TopUpBody = {
  variantId: string;
  qty: number;
  topUpOf?: string | null;
  packageCode?: string | null;
};

/** A delivered eSIM the consumer bought (of this seller), with its product and invoice line. */
async function consumerEsim(db: Tx, seller: Seller, consumerId: string, esimId: string) {
  const esim = isUuid(esimId) ? await deliveredEsimOf(db, esimId, { consumerId }) : null;
  return esim?.distributor === seller.entityCode ? esim : null;
}

/**
 * The plans one of the consumer's eSIMs can be topped up with (issue 28): the store's plans of
 * the eSIM's product, in the platform's currency, as the back office's top-up offers them. An
 * eSIM bought from a provider is topped up with that provider's packages for it (issue 27), at
 * their cost plus the provider's top-up margin, each with its `packageCode`.
 */
export async function consumerTopUpPlans(
  db: Db,
  secrets: SecretBox,
  seller: Seller,
  consumerId: string,
  esimId: string,
): Promise<StorePlan[]> {
  const esim = await consumerEsim(db, seller, consumerId, esimId);
  if (!esim) throw AppError.notFound('eSIM');
  const offers = await providerTopUpOptions(db, secrets, {
    ...esim,
    currency: seller.currencyCode,
  });
  if (!offers) return storePlans(db, seller, { productId: esim.productId });
  return offers.map((o) => ({
    variantId: esim.variantId,
    productName: esim.productName,
    variantName: o.name,
    days: o.days,
    dataGb: o.dataGb,
    isDayPass: false,
    countries: [],
    price: fromMinor(o.priceMinor),
    currency: seller.currencyCode,
    image: null,
    inStock: true,
    packageCode: o.packageCode,
  }));
}

/**
 * The provider's offer for a top-up checkout naming a package, asked before the checkout's
 * transaction (no provider call holds it open); null for any other checkout.
 */
export async function consumerTopUpOffer(
  db: Db,
  secrets: SecretBox,
  seller: Seller,
  consumerId: string,
  body: TopUpBody,
): Promise<ProviderTopUpOption | null> {
  if (!body.topUpOf || !body.packageCode) return null;
  const esim = await consumerEsim(db, seller, consumerId, body.topUpOf);
  if (!esim) throw AppError.validation({ topUpOf: [TOP_UP_NOT_FOUND] }, TOP_UP_NOT_FOUND);
  const offers = await providerTopUpOptions(db, secrets, {
    ...esim,
    currency: seller.currencyCode,
  });
  const offer = offers?.find((o) => o.packageCode === body.packageCode);
  if (!offer || body.qty !== 1 || body.variantId !== esim.variantId) {
    throw AppError.validation({ variantId: [TOP_UP_PLAN_INVALID] }, TOP_UP_PLAN_INVALID);
  }
  return offer;
}

/**
 * The eSIM a top-up checkout tops up, checked in the checkout's transaction: with a provider's
 * offer, an eSIM of that provider; otherwise one of the eSIM's plans (qty 1), never for a
 * provider's eSIM (its top-ups are its provider's packages). Null: not a top-up.
 */
export async function topUpTarget(
  db: Tx,
  seller: Seller,
  consumerId: string,
  body: TopUpBody,
  offer: ProviderTopUpOption | null,
) {
  if (!body.topUpOf) return null;
  const esim = await consumerEsim(db, seller, consumerId, body.topUpOf);
  if (!esim) throw AppError.validation({ topUpOf: [TOP_UP_NOT_FOUND] }, TOP_UP_NOT_FOUND);
  const invalid = () =>
    AppError.validation({ variantId: [TOP_UP_PLAN_INVALID] }, TOP_UP_PLAN_INVALID);
  if (offer) {
    if (!esim.providerId) throw invalid();
    return esim;
  }
  const plans = esim.providerId ? [] : await storePlans(db, seller, { productId: esim.productId });
  if (body.qty !== 1 || !plans.some((p) => p.variantId === body.variantId)) throw invalid();
  return esim;
}
