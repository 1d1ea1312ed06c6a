import type { BuyTopUpBody, BuyTopUpResult } from '@wander/contract';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import type { JobQueue } from '../../platform/jobs/jobs.js';
import { creditTopUpToOriginalAgent } from '../agent/agent-attribution.js';
import { queueDelivery, type OrderActor } from '../orders/index.js';
import { deliveredEsimOf, topUpOptions } from '../payment/top-up.queries.js';
import { TOP_UP_UNAVAILABLE } from '../payment/top-up-esim.js';
import { orderToPay, payFromWallet } from '../payment/wander-checkout.js';
import { recordServiceEvents } from './service-journal.js';

/**
 * POST payment/InvoiceDetail/TopUpESim/{esimId}: the buyer of a delivered eSIM buys one of its
 * top-up plans (those GetTopUpESim offers) from its wallet, in one transaction: a purchase order
 * to the distributor that sold the original eSIM (so the sale is credited to that seller), the
 * wallet debit, Paid, and the eSIM's TopUp service event. Delivery on payment follows the
 * distributor's setting, as for any order.
 */
export async function buyEsimTopUp(
  db: Db,
  actor: OrderActor,
  esimId: string,
  body: BuyTopUpBody,
  jobs?: JobQueue,
): Promise<BuyTopUpResult> {
  let deliverPoId: string | null = null;
  const result = await db.transaction(async (tx) => {
    const buyer = actor.company.entityCode;
    const esim = isUuid(esimId) ? await deliveredEsimOf(tx, esimId, buyer) : null;
    if (!esim) throw new AppError('NOT_FOUND', TOP_UP_UNAVAILABLE);
    const options = await topUpOptions(tx, esim.distributor, esim.productId);
    const plan = options.find((o) => o.variantId === body.variantId);
    if (!plan) {
      throw AppError.validation({ variantId: ['Top-up Plan is not a valid option'] });
    }
    const po = await orderToPay(tx, actor, {
      dataPlanModel: {
        distributorEntityCode: esim.distributor,
        remarks: `Top-up of eSIM ${esim.iccid}`,
        lines: [{ variantId: plan.variantId, qty: 1 }],
      },
    });
    await creditTopUpToOriginalAgent(tx, po.id, esim.id);
    const { result: paid, deliver } = await payFromWallet(tx, actor, po);
    if (deliver) deliverPoId = po.id;
    await recordServiceEvents(tx, [
      {
        serialId: esim.id,
        iccid: esim.iccid,
        event: 'TopUp',
        entityCode: esim.distributor,
        customerEntityCode: buyer,
        description: `Topped up with ${plan.variantName}`,
        reference: po.documentNo,
        performedBy: actor.email,
      },
    ]);
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
