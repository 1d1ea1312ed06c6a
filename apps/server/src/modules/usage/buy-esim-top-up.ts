import type { BuyTopUpBody, BuyTopUpResult } from '@wander/contract';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import type { JobQueue } from '../../platform/jobs/jobs.js';
import { creditTopUpToOriginalAgent } from '../network/agent-attribution.js';
import { placePurchaseOrder, queueDelivery, type OrderActor } from '../orders/index.js';
import { deliveredEsimOf, topUpOptions } from './top-up.queries.js';
import { TOP_UP_UNAVAILABLE } from './top-up-esim.js';
import { orderToPay, payFromWallet } from '../payment/wander-checkout.js';
import { providerTopUpOptions, type ProviderTopUpOption } from '../supply/provider-top-ups.js';
import { placeProviderTopUp } from './place-provider-top-up.js';
import { journalTopUp, topUpRemark } from '../orders/top-up-journal.js';

const NOT_AN_OPTION = { variantId: ['Top-up Plan is not a valid option'] };

/**
 * POST payment/InvoiceDetail/TopUpESim/{esimId}: the buyer of a delivered eSIM buys one of its
 * top-ups (those GetTopUpESim offers) from its wallet, in one transaction: a purchase order to
 * the distributor that sold the original eSIM (so the sale is credited to that seller), the
 * wallet debit, Paid, and the eSIM's TopUp service event. A stock eSIM's top-up is one of the
 * distributor's plans, delivered on payment as the distributor set it. An eSIM bought from a
 * provider is topped up with that provider's package (issue 27): its price is asked of the
 * provider before the transaction, and the order is delivered on payment, its procurement
 * buying the package for that eSIM. (By card: buy-esim-top-up-by-card.ts.)
 */
export async function buyEsimTopUp(
  db: Db,
  secrets: SecretBox,
  actor: OrderActor,
  esimId: string,
  body: BuyTopUpBody,
  jobs?: JobQueue,
): Promise<BuyTopUpResult> {
  const offer = await providerOffer(db, secrets, actor, esimId, body);
  let deliverPoId: string | null = null;
  const result = await db.transaction(async (tx) => {
    const { po, esim, planName } = await placeEsimTopUp(tx, actor, esimId, body, offer);
    const { result: paid, deliver } = await payFromWallet(tx, actor, po);
    if (deliver) deliverPoId = po.id;
    await journalTopUp(tx, esim, {
      buyer: actor.company.entityCode,
      planName,
      reference: paid.documentNo,
      performedBy: actor.email,
    });
    return {
      poHeaderId: paid.poHeaderId,
      documentNo: paid.documentNo,
      distributorEntityCode: esim.distributor,
      amount: paid.amount,
      walletBalance: paid.walletBalance,
    };
  });
  if (deliverPoId && jobs) await queueDelivery(jobs, deliverPoId);
  return result;
}

/**
 * In the caller's transaction: the top-up's purchase order to the distributor that sold the eSIM
 * (the chosen plan of a stock eSIM, or the provider's package of a provider's eSIM), locked and
 * payable, credited to the agent of the eSIM's own order.
 */
export async function placeEsimTopUp(
  tx: Tx,
  actor: OrderActor,
  esimId: string,
  body: BuyTopUpBody,
  offer: ProviderTopUpOption | null,
) {
  const esim = isUuid(esimId) ? await deliveredEsimOf(tx, esimId, actor.company.entityCode) : null;
  if (!esim) throw new AppError('NOT_FOUND', TOP_UP_UNAVAILABLE);
  let draft;
  let planName;
  if (offer) {
    if (!esim.providerId) throw AppError.validation(NOT_AN_OPTION);
    draft = await placeProviderTopUp(tx, actor, esim, offer);
    planName = offer.name;
  } else {
    // A provider's eSIM is topped up with its provider's packages only.
    if (esim.providerId) throw AppError.validation(NOT_AN_OPTION);
    const plan = (await topUpOptions(tx, esim.distributor, esim.productId)).find(
      (o) => o.variantId === body.variantId,
    );
    if (!plan) throw AppError.validation(NOT_AN_OPTION);
    draft = await placePurchaseOrder(tx, actor, {
      distributorEntityCode: esim.distributor,
      remarks: topUpRemark(esim.iccid),
      lines: [{ variantId: plan.variantId, qty: 1 }],
    });
    planName = plan.variantName;
  }
  const po = await orderToPay(tx, actor, { poHeaderId: draft.id });
  await creditTopUpToOriginalAgent(tx, po.id, esim.id);
  return { po, esim, planName };
}

/**
 * The provider's offer for the chosen package, asked now (never the price the client sent), before
 * any transaction; null when the body names no package (a plan of a stock eSIM).
 */
export async function providerOffer(
  db: Db,
  secrets: SecretBox,
  actor: OrderActor,
  esimId: string,
  body: BuyTopUpBody,
): Promise<ProviderTopUpOption | null> {
  if (!body.packageCode) return null;
  const esim = isUuid(esimId) ? await deliveredEsimOf(db, esimId, actor.company.entityCode) : null;
  if (!esim) throw new AppError('NOT_FOUND', TOP_UP_UNAVAILABLE);
  const options = (await providerTopUpOptions(db, secrets, esim)) ?? [];
  const offer = options.find((o) => o.packageCode === body.packageCode);
  if (!offer || esim.variantId !== body.variantId) throw AppError.validation(NOT_AN_OPTION);
  return offer;
}
