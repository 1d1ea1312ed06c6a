import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { invoices, purchaseOrders, saleOrders } from '../../db/schema/index.js';
import { esimsForMail, type EsimMailer } from './esim-mailer.js';
import { buyerEmail } from './fulfil-purchase-order.js';
import { asSeller, type OrderActor } from './order-actor.js';

/**
 * POST network/Wander/SendCustomerEmail: the issuer sends a completed invoice's eSIMs again (a
 * consumer's order without another address: the consumer's own e-mail, issue 41).
 */
export async function resendEsimMail(
  tx: Tx,
  actor: OrderActor,
  body: { invoiceId: string; email?: string | null },
  mailer: EsimMailer,
) {
  const [row] = await tx
    .select({ invoice: invoices, po: purchaseOrders, so: saleOrders })
    .from(invoices)
    .leftJoin(purchaseOrders, eq(purchaseOrders.id, invoices.poId))
    .leftJoin(saleOrders, eq(saleOrders.id, invoices.saleOrderId))
    .where(and(eq(invoices.id, body.invoiceId), eq(invoices.entityCode, actor.company.entityCode)));
  if (!row) throw AppError.notFound('Invoice');
  if (row.invoice.status !== 'Completed') {
    throw new AppError(
      'INVALID_STATUS',
      'The eSIMs are sent once the invoice is completed',
      undefined,
      409,
    );
  }
  const { po, so } = row;
  // A consumer's order: its own e-mail again, in its language and brand (issue 41).
  if (po?.consumerId && !body.email && mailer.consumerDelivered) {
    const esims = await esimsForMail(tx, row.invoice.id);
    await mailer.consumerDelivered(tx, { poId: po.id, invoiceId: row.invoice.id, esims });
    return 1;
  }
  const toEmail =
    body.email ||
    (po ? await buyerEmail(tx, po.createdBy, po.entityCode) : (so?.customerEmail ?? null));
  if (!toEmail) throw AppError.validation({ email: ['Email is required'] });
  await mailer.esimsDelivered(tx, {
    senderEntityCode: actor.company.entityCode,
    invoiceId: row.invoice.id,
    toEmail,
    invoiceNo: row.invoice.documentNo,
    orderNo: po?.documentNo ?? so?.documentNo ?? '',
    orderPath: po ? `/purchase-order-detail/${po.id}` : null,
    esims: await esimsForMail(tx, row.invoice.id),
  });
  return 1;
}

/** POST network/Wander/SendPOCustomerEmail/{id}/{smtpId}/{third}: a copy of a received order to its buyer. */
export async function sendPurchaseOrderMail(
  tx: Tx,
  actor: OrderActor,
  poId: string,
  smtpId: string,
  mailer: EsimMailer,
) {
  if (!isUuid(poId)) throw AppError.notFound('Purchase Order');
  const [po] = await tx
    .select()
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, poId), asSeller(actor)));
  if (!po) throw AppError.notFound('Purchase Order');
  const toEmail = await buyerEmail(tx, po.createdBy, po.entityCode);
  if (!toEmail) throw AppError.validation({ email: ['Email is required'] });
  await mailer.purchaseOrderCopy(tx, {
    senderEntityCode: actor.company.entityCode,
    poId: po.id,
    toEmail,
    poNo: po.documentNo,
    smtpId: smtpId || null,
  });
  return 1;
}
