import { eq } from 'drizzle-orm';
import { dataAndDaysIn, fromMinor, type StorePlan } from '@wander/contract';
import { products, productVariants, wanderSerialNumbers } from '../../db/schema/index.js';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { deliveredEsimOf } from '../usage/top-up.queries.js';
import { providerTopUpOptions, type ProviderTopUpOption } from '../supply/provider-top-ups.js';
import { supplierTopsUpSql } from './esim-top-up-sql.js';
import { localNamesOf } from './store-local-names.js';

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

/** Whether the eSIM's supplier adds data to it (a provider's eSIM whose package tops up). */
async function supplierTopsUp(db: Tx, esimId: string) {
  const [row] = await db
    .select({ topUp: supplierTopsUpSql })
    .from(wanderSerialNumbers)
    .where(eq(wanderSerialNumbers.id, esimId));
  return row?.topUp === true;
}

/** The consumer's eSIM a top-up names, if its supplier can top it up; else 400 on topUpOf. */
async function topUpEsim(db: Tx, seller: Seller, consumerId: string, esimId: string) {
  const esim = await consumerEsim(db, seller, consumerId, esimId);
  if (!esim || !(await supplierTopsUp(db, esim.id))) {
    throw AppError.validation({ topUpOf: [TOP_UP_NOT_FOUND] }, TOP_UP_NOT_FOUND);
  }
  return esim;
}

/**
 * The top-ups of one of the consumer's eSIMs (issues 27, 28, 37): a top-up adds data to that very
 * eSIM, so only an eSIM bought from a provider that tops it up has any: that provider's packages
 * for it, asked now, at their cost plus the provider's top-up margin, each with its
 * `packageCode`. A stock eSIM (or a provider's that cannot be topped up) has none: another plan
 * would be a new eSIM with a new ICCID, which the store sells as such.
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
  if (!(await supplierTopsUp(db, esim.id))) return [];
  const offers = await providerTopUpOptions(db, secrets, {
    ...esim,
    currency: seller.currencyCode,
  });
  const [local] = await db
    .select({ productNameMs: products.productNameMs, productNameZh: products.productNameZh })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .where(eq(productVariants.id, esim.variantId));
  return (offers ?? []).map((o) => ({
    variantId: esim.variantId,
    productName: esim.productName,
    variantName: o.name,
    // The eSIM's product, and the package by its data and days (issue 41).
    names: localNamesOf({
      productName: esim.productName,
      variantName: o.name,
      productNameMs: local?.productNameMs ?? null,
      productNameZh: local?.productNameZh ?? null,
      variantNameMs: dataAndDaysIn({ ...o, isDayPass: false }, 'ms'),
      variantNameZh: dataAndDaysIn({ ...o, isDayPass: false }, 'zh'),
    }),
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
  const esim = await topUpEsim(db, seller, consumerId, body.topUpOf);
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
 * The eSIM a top-up checkout tops up, checked in the checkout's transaction: one its supplier
 * tops up, with that provider's offer (a plan instead would sell a second eSIM). Null: not a
 * top-up.
 */
export async function topUpTarget(
  db: Tx,
  seller: Seller,
  consumerId: string,
  body: TopUpBody,
  offer: ProviderTopUpOption | null,
) {
  if (!body.topUpOf) return null;
  const esim = await topUpEsim(db, seller, consumerId, body.topUpOf);
  if (!offer) throw AppError.validation({ variantId: [TOP_UP_PLAN_INVALID] }, TOP_UP_PLAN_INVALID);
  return esim;
}
