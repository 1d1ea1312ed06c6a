import { eq } from 'drizzle-orm';
import {
  InvoiceCancellationMessage,
  INVOICE_TRANSITIONS,
  PO_TRANSITIONS,
  type InvoiceStatus,
  type PoStatus,
} from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { consumers, saleOrders, users } from '../../db/schema/index.js';
import { esimsForMail, type EsimMailer } from './esim-mailer.js';
import {
  completeInvoiceRow,
  deliverSerialsOf,
  hasCancellation,
  lockInvoice,
} from './fulfilment.queries.js';
import { allocateInvoiceLines, issueInvoice, linesToAllocate } from './issue-invoice.js';
import { asSeller, assertTransition, type OrderActor } from './order-actor.js';
import {
  companyByCode,
  lockPurchaseOrder,
  purchaseOrderLinesOf,
  setPurchaseOrderStatus,
} from './orders.queries.js';
import { recordActivations } from './service-journal.js';

export { INSUFFICIENT_STOCK } from './issue-invoice.js';

/**
 * PUT network/PurchaseOrders/Fulfil/{id} (the distributor): creates the invoice of a paid order
 * and allocates one serial per ordered eSIM, all in the caller's transaction. Not enough stock
 * for any line throws 'Insufficient Stock' and the whole fulfilment rolls back.
 */
export async function fulfilPurchaseOrder(tx: Tx, actor: OrderActor, poId: string) {
  const po = await lockPurchaseOrder(tx, poId, asSeller(actor));
  if (!po) throw AppError.notFound('Purchase Order');
  assertTransition(PO_TRANSITIONS, 'purchase order', po.status as PoStatus, 'Fulfilled');
  const lines = await purchaseOrderLinesOf(tx, po.id);
  const invoice = await issueInvoice(tx, {
    issuer: po.distributorEntityCode,
    customerEntityCode: po.entityCode,
    poId: po.id,
    currency: po.currency,
    subtotalMinor: po.subtotalMinor,
    discountMinor: po.discountMinor,
    taxMinor: po.taxMinor,
    totalMinor: po.totalMinor,
    lines: lines.map(({ id, poId: _po, ...line }) => ({ ...line, sourceLineId: id })),
  });
  await setPurchaseOrderStatus(tx, po.id, { status: 'Fulfilled', fulfilledAt: new Date() });
  return invoice;
}

/** Where a completed invoice's eSIMs go: its buyer's address and the order they belong to. */
interface Delivery {
  toEmail: string | null;
  orderNo: string;
  orderPath: string | null;
}

/**
 * PUT payment/Invoices/Complete/{id} (the issuer): delivers the invoice's eSIMs (allocated ->
 * delivered), completes the invoice and, for a purchase order, the order too, and queues the
 * buyer's eSIM e-mail. A sale order's buyer gets it at the sale order's e-mail, if it has one.
 * A manual Draft first takes its eSIMs from stock as a confirmed sale order does (short stock:
 * 'Insufficient Stock', the caller's transaction rolls back); its customer company's e-mail
 * gets them.
 */
export async function completeInvoice(
  tx: Tx,
  actor: OrderActor,
  invoiceId: string,
  mailer: EsimMailer,
) {
  const invoice = await lockInvoice(tx, invoiceId, actor.company.entityCode);
  if (!invoice) throw AppError.notFound('Invoice');
  assertTransition(INVOICE_TRANSITIONS, 'invoice', invoice.status as InvoiceStatus, 'Completed');
  if (await hasCancellation(tx, invoice.id)) {
    throw new AppError(
      'INVALID_STATUS',
      InvoiceCancellationMessage.pendingCancellation,
      undefined,
      409,
    );
  }
  if (invoice.status === 'Draft') {
    await allocateInvoiceLines(tx, invoice.entityCode, await linesToAllocate(tx, invoice.id));
  }
  let delivery: Delivery;
  let consumerPoId: string | null = null;
  if (invoice.poId) {
    const po = await lockPurchaseOrder(tx, invoice.poId, asSeller(actor));
    if (!po) throw AppError.notFound('Purchase Order');
    assertTransition(PO_TRANSITIONS, 'purchase order', po.status as PoStatus, 'Completed');
    await setPurchaseOrderStatus(tx, po.id, { status: 'Completed', completedAt: new Date() });
    if (po.consumerId) consumerPoId = po.id;
    delivery = po.consumerId
      ? { toEmail: await consumerEmail(tx, po.consumerId), orderNo: po.documentNo, orderPath: null }
      : {
          toEmail: await buyerEmail(tx, po.createdBy, po.entityCode),
          orderNo: po.documentNo,
          orderPath: `/purchase-order-detail/${po.id}`,
        };
  } else if (!invoice.saleOrderId) {
    const customer = await companyByCode(tx, invoice.customerEntityCode!);
    delivery = { toEmail: customer?.email ?? null, orderNo: invoice.documentNo, orderPath: null };
  } else {
    const [so] = await tx
      .select({ documentNo: saleOrders.documentNo, customerEmail: saleOrders.customerEmail })
      .from(saleOrders)
      .where(eq(saleOrders.id, invoice.saleOrderId));
    delivery = { toEmail: so.customerEmail, orderNo: so.documentNo, orderPath: null };
  }
  const delivered = await deliverSerialsOf(tx, invoice.id);
  await completeInvoiceRow(tx, invoice.id);
  await recordActivations(
    tx,
    invoice.id,
    delivered.map((d) => d.id),
    actor.email,
  );

  const esims = await esimsForMail(tx, invoice.id);
  if (consumerPoId && mailer.consumerDelivered) {
    // A consumer's e-mail in its language and brand; a top-up's says it is done (issue 41).
    await mailer.consumerDelivered(tx, { poId: consumerPoId, invoiceId: invoice.id, esims });
  } else if (delivery.toEmail && esims.length > 0) {
    // A provider top-up delivers no new eSIM (issue 27): there is nothing to send.
    await mailer.esimsDelivered(tx, {
      senderEntityCode: actor.company.entityCode,
      invoiceId: invoice.id,
      toEmail: delivery.toEmail,
      invoiceNo: invoice.documentNo,
      orderNo: delivery.orderNo,
      orderPath: delivery.orderPath,
      esims,
    });
  }
  if (invoice.poId && esims.length > 0) await mailer.orderDelivered?.(tx, { poId: invoice.poId });
  return { invoice, delivered: delivered.length };
}

/** A consumer order's eSIMs go to the consumer. */
async function consumerEmail(tx: Tx, consumerId: string) {
  const [row] = await tx
    .select({ email: consumers.email })
    .from(consumers)
    .where(eq(consumers.id, consumerId));
  return row?.email ?? null;
}

/** Who gets the eSIMs: the user who placed the order, else the buyer company's e-mail. */
export async function buyerEmail(tx: Tx, userId: string | null, entityCode: string) {
  if (userId) {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (user) return user.email;
  }
  return (await companyByCode(tx, entityCode))?.email ?? null;
}
