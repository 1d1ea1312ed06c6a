import {
  INVOICE_TRANSITIONS,
  PO_TRANSITIONS,
  type InvoiceStatus,
  type PoStatus,
} from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { nextDocumentNumber } from './document-number.js';
import type { EsimMailer } from './esim-mailer.js';
import {
  allocateSerials,
  completeInvoiceRow,
  deliverSerialsOf,
  insertInvoice,
  insertInvoiceLines,
  lockInvoice,
} from './fulfilment.queries.js';
import { asSeller, assertTransition, type OrderActor } from './order-actor.js';
import {
  companyByCode,
  esimsOfInvoice,
  lockPurchaseOrder,
  purchaseOrderLinesOf,
  setPurchaseOrderStatus,
} from './orders.queries.js';
import { users } from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';

export const INSUFFICIENT_STOCK = 'Insufficient Stock';

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
  const documentNo = await nextDocumentNumber(tx, po.distributorEntityCode, 'Invoice');
  const invoice = await insertInvoice(tx, po, documentNo);
  const invoiceLineRows = await insertInvoiceLines(
    tx,
    lines.map(({ id, poId: _po, ...line }) => ({ ...line, invoiceId: invoice.id, poLineId: id })),
  );
  for (const line of invoiceLineRows) {
    const taken = await allocateSerials(
      tx,
      po.distributorEntityCode,
      line.variantId,
      line.id,
      line.qty,
    );
    if (taken < line.qty) {
      // Only `taken` were free for this order (the rest are held by other orders right now).
      const available = taken;
      throw new AppError(
        'INSUFFICIENT_STOCK',
        `${INSUFFICIENT_STOCK}: ${line.productName} ${line.variantName} has ${available} available, ${line.qty} needed`,
        undefined,
        422,
      );
    }
  }
  await setPurchaseOrderStatus(tx, po.id, { status: 'Fulfilled', fulfilledAt: new Date() });
  return invoice;
}

/**
 * PUT payment/Invoices/Complete/{id}: delivers the invoice's eSIMs (allocated -> delivered),
 * completes the invoice and its purchase order, and records the buyer's eSIM e-mail.
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
  const po = await lockPurchaseOrder(tx, invoice.poId, asSeller(actor));
  if (!po) throw AppError.notFound('Purchase Order');
  assertTransition(PO_TRANSITIONS, 'purchase order', po.status as PoStatus, 'Completed');
  const delivered = await deliverSerialsOf(tx, invoice.id);
  await completeInvoiceRow(tx, invoice.id);
  await setPurchaseOrderStatus(tx, po.id, { status: 'Completed', completedAt: new Date() });

  const toEmail = await buyerEmail(tx, po.createdBy, po.entityCode);
  if (toEmail) {
    await mailer.esimsDelivered(tx, {
      senderEntityCode: actor.company.entityCode,
      invoiceId: invoice.id,
      poId: po.id,
      toEmail,
      invoiceNo: invoice.documentNo,
      poNo: po.documentNo,
      esims: (await esimsOfInvoice(tx, invoice.id)).map((e) => ({
        iccid: e.iccid,
        activationCode: e.activationCode,
        productName: e.productName,
        variantName: e.variantName,
      })),
    });
  }
  return { invoice, delivered: delivered.length };
}

/** Who gets the eSIMs: the user who placed the order, else the buyer company's e-mail. */
export async function buyerEmail(tx: Tx, userId: string | null, entityCode: string) {
  if (userId) {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (user) return user.email;
  }
  return (await companyByCode(tx, entityCode))?.email ?? null;
}
