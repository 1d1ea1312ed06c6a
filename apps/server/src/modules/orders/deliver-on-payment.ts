import type { Db, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import type { Mailer } from '../../platform/mail/index.js';
import type { EsimMailer } from './esim-mailer.js';
import { completeInvoice, fulfilPurchaseOrder } from './fulfil-purchase-order.js';
import type { OrderActor } from './order-actor.js';
import { deliveryHeldMail } from './order-mail-templates.js';
import { companyByCode } from './orders.queries.js';
import { hasProviderOnlyLines } from './order-supply-needs.js';
import {
  deliversOnPayment,
  lockOrderForDelivery,
  setDeliveryOnPayment,
  type DeliveryOnPayment,
} from './deliver-on-payment.queries.js';

/** Who the fulfilment is recorded as: no person, the distributor's own setting acting. */
export const DELIVERY_ACTOR_EMAIL = 'system: deliver on payment';
const SYSTEM_USER_ID = '00000000-0000-0000-0000-000000000000';

/**
 * In the transaction that marks a purchase order Paid (wallet checkout or card callback): when
 * the order is delivered on payment, marks it Pending, so its delivery exists exactly when the
 * payment commits. The caller queues the job after the commit (`queueDelivery`); the sweep
 * re-queues a Pending order whose job was lost.
 */
export async function markDeliveryOnPayment(
  tx: Tx,
  po: { id: string; distributorEntityCode: string; consumerId?: string | null },
): Promise<boolean> {
  // A consumer buying in an app is always delivered at once: nobody fulfils its order by hand.
  // A plan supplied by a provider alone is bought and delivered at once: nobody holds its stock.
  if (
    !po.consumerId &&
    !(await deliversOnPayment(tx, po)) &&
    !(await hasProviderOnlyLines(tx, po.id))
  ) {
    return false;
  }
  await setDeliveryOnPayment(tx, po.id, 'Pending');
  return true;
}

export type DeliveryOutcome = 'Delivered' | 'OutOfStock' | 'Failed' | 'Skipped';

/**
 * The job's use case: the EXISTING fulfilment (invoice, one serial per eSIM) and completion
 * (serials delivered, invoice and order Completed, the buyer's eSIM e-mail queued), in one
 * transaction under the order's row lock, as the distributor. An order no longer Paid and
 * Pending (delivered by an earlier run, fulfilled by hand, or never delivered on payment) is left
 * alone: running the job twice delivers once. Not enough stock is not retried: the order stays
 * Paid for manual fulfilment and the distributor is alerted. Any other error is thrown for the
 * queue to retry.
 */
export async function deliverOnPayment(
  db: Db,
  poId: string,
  mailer: EsimMailer,
  mail: Mailer,
): Promise<DeliveryOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const po = await lockOrderForDelivery(tx, poId);
      if (!po || po.status !== 'Paid' || po.deliveryOnPayment !== 'Pending') return 'Skipped';
      const actor = await systemActor(tx, po.distributorEntityCode);
      const invoice = await fulfilPurchaseOrder(tx, actor, po.id);
      await completeInvoice(tx, actor, invoice.id, mailer);
      await setDeliveryOnPayment(tx, po.id, 'Delivered');
      return 'Delivered' as const;
    });
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'INSUFFICIENT_STOCK')) throw error;
    const held = await holdForManualFulfilment(db, mail, poId, 'OutOfStock', error.message);
    return held ? 'OutOfStock' : 'Skipped';
  }
}

/**
 * Leaves a Pending order Paid for the distributor (OutOfStock, or Failed after the queue's last
 * try) and queues the distributor's alert, in one transaction. False when it was not Pending.
 */
export async function holdForManualFulfilment(
  db: Db,
  mail: Mailer,
  poId: string,
  outcome: Extract<DeliveryOnPayment, 'OutOfStock' | 'Failed'>,
  reason: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const po = await lockOrderForDelivery(tx, poId);
    if (!po || po.status !== 'Paid' || po.deliveryOnPayment !== 'Pending') return false;
    await setDeliveryOnPayment(tx, po.id, outcome);
    const [distributor, buyer] = await Promise.all([
      companyByCode(tx, po.distributorEntityCode),
      companyByCode(tx, po.entityCode),
    ]);
    if (distributor?.email) {
      await mail.queue(tx, {
        template: deliveryHeldMail,
        to: distributor.email,
        data: {
          poId: po.id,
          poNo: po.documentNo,
          buyerName: buyer?.companyName ?? po.entityCode,
          reason: reason.slice(0, 300),
        },
        entityCode: po.distributorEntityCode,
      });
    }
    return true;
  });
}

async function systemActor(tx: Tx, entityCode: string): Promise<OrderActor> {
  const company = await companyByCode(tx, entityCode);
  if (!company) throw AppError.notFound('Company');
  return {
    userId: SYSTEM_USER_ID,
    email: DELIVERY_ACTOR_EMAIL,
    company: {
      id: company.id,
      entityCode: company.entityCode,
      companyName: company.companyName,
      customCode: company.customCode,
      companyType: company.companyType,
      parentEntityCode: company.parentEntityCode ?? null,
      isSetupFully: true,
    },
  };
}
