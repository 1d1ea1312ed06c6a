import { and, asc, eq, type SQL } from 'drizzle-orm';
import {
  cancelledByInvoice,
  fromMinor,
  SO_CANCELLED_BY_INVOICE,
  SO_TRANSITIONS,
  type SaleOrderDetail,
  type SaleOrderInput,
  type SoStatus,
} from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { invoices, saleOrderLines, saleOrders } from '../../db/schema/index.js';
import { invoiceSummaryOf } from './invoice-summary.js';
import { issueInvoice } from './issue-invoice.js';
import { orderLineView } from './order-line-view.js';
import { nextDocumentNumber } from './document-number.js';
import { assertTransition, type OrderActor } from './order-actor.js';
import { priceLines, type PricedOrder } from '../catalog/price-lines.js';

const mine = (actor: OrderActor): SQL => eq(saleOrders.entityCode, actor.company.entityCode);
const header = (input: SaleOrderInput, priced: PricedOrder) => ({
  customerName: input.customerName,
  customerEmail: input.customerEmail || null,
  remarks: input.remarks ?? null,
  currency: priced.currency,
  subtotalMinor: priced.subtotalMinor,
  discountMinor: priced.discountMinor,
  taxMinor: priced.taxMinor,
  totalMinor: priced.totalMinor,
});

async function lockSaleOrder(tx: Tx, actor: OrderActor, id: string) {
  if (!isUuid(id)) throw AppError.notFound('Sale Order');
  const [row] = await tx
    .select()
    .from(saleOrders)
    .where(and(eq(saleOrders.id, id), mine(actor)))
    .for('update');
  if (!row) throw AppError.notFound('Sale Order');
  return row;
}

/** POST network/SaleOrders: a draft sale at the distributor's own prices. */
export async function createSaleOrder(tx: Tx, actor: OrderActor, input: SaleOrderInput) {
  const priced = await priceLines(tx, actor.company.entityCode, input.lines);
  const documentNo = await nextDocumentNumber(tx, actor.company.entityCode, 'SaleOrder');
  const [so] = await tx
    .insert(saleOrders)
    .values({
      documentNo,
      entityCode: actor.company.entityCode,
      createdBy: actor.userId,
      ...header(input, priced),
    })
    .returning();
  await tx.insert(saleOrderLines).values(priced.lines.map((l) => ({ ...l, saleOrderId: so.id })));
  return so;
}

/** PUT network/SaleOrders/{id}: only a draft changes. */
export async function updateSaleOrder(
  tx: Tx,
  actor: OrderActor,
  id: string,
  input: SaleOrderInput,
) {
  const so = await lockSaleOrder(tx, actor, id);
  if (so.status !== 'Draft') {
    throw new AppError(
      'INVALID_STATUS',
      `A ${so.status} sale order cannot be edited`,
      undefined,
      409,
    );
  }
  const priced = await priceLines(tx, actor.company.entityCode, input.lines);
  await tx.delete(saleOrderLines).where(eq(saleOrderLines.saleOrderId, id));
  await tx.insert(saleOrderLines).values(priced.lines.map((l) => ({ ...l, saleOrderId: id })));
  await tx.update(saleOrders).set(header(input, priced)).where(eq(saleOrders.id, id));
}

/**
 * PUT network/SaleOrders/Confirm/{id}: confirms a draft and issues its invoice with one serial
 * per eSIM from the distributor's stock, all or nothing ('Insufficient Stock' rolls it back).
 * DELETE network/SaleOrders/{id} cancels a draft.
 */
export async function moveSaleOrder(tx: Tx, actor: OrderActor, id: string, to: SoStatus) {
  const so = await lockSaleOrder(tx, actor, id);
  if (to === 'Cancelled' && SO_CANCELLED_BY_INVOICE.includes(so.status as SoStatus)) {
    throw new AppError(
      'INVALID_STATUS',
      cancelledByInvoice(so.status, 'sale order'),
      undefined,
      409,
    );
  }
  assertTransition(SO_TRANSITIONS, 'sale order', so.status as SoStatus, to);
  if (to === 'Confirmed') {
    const lines = await tx
      .select()
      .from(saleOrderLines)
      .where(eq(saleOrderLines.saleOrderId, id))
      .orderBy(asc(saleOrderLines.lineNo));
    await issueInvoice(tx, {
      issuer: so.entityCode,
      customerEntityCode: null,
      saleOrderId: so.id,
      currency: so.currency,
      subtotalMinor: so.subtotalMinor,
      discountMinor: so.discountMinor,
      taxMinor: so.taxMinor,
      totalMinor: so.totalMinor,
      lines: lines.map(({ id: _id, saleOrderId: _so, ...line }) => line),
    });
  }
  await tx
    .update(saleOrders)
    .set({ status: to, ...(to === 'Confirmed' ? { confirmedAt: new Date() } : {}) })
    .where(eq(saleOrders.id, id));
}

/**
 * A confirmed sale order whose invoice is being cancelled (payment/InvoiceCancelled/Complete):
 * the only way a Confirmed sale order becomes Cancelled, in the cancellation's transaction.
 */
export async function cancelConfirmedSaleOrder(tx: Tx, actor: OrderActor, id: string) {
  const so = await lockSaleOrder(tx, actor, id);
  assertTransition(SO_TRANSITIONS, 'sale order', so.status as SoStatus, 'Cancelled');
  await tx.update(saleOrders).set({ status: 'Cancelled' }).where(eq(saleOrders.id, id));
}

const INVOICE_ACTIONS: Record<string, string[]> = {
  Open: ['Complete'],
  Completed: ['Pdf', 'Email'],
};

export async function getSaleOrder(
  db: Tx,
  actor: OrderActor,
  id: string,
): Promise<SaleOrderDetail> {
  if (!isUuid(id)) throw AppError.notFound('Sale Order');
  const [so] = await db
    .select()
    .from(saleOrders)
    .where(and(eq(saleOrders.id, id), mine(actor)));
  if (!so) throw AppError.notFound('Sale Order');
  const [lines, [invoice]] = await Promise.all([
    db
      .select()
      .from(saleOrderLines)
      .where(eq(saleOrderLines.saleOrderId, id))
      .orderBy(asc(saleOrderLines.lineNo)),
    db.select().from(invoices).where(eq(invoices.saleOrderId, id)),
  ]);
  return {
    id: so.id,
    documentNo: so.documentNo,
    customerName: so.customerName,
    customerEmail: so.customerEmail,
    remarks: so.remarks,
    currency: so.currency,
    status: so.status,
    subTotal: fromMinor(so.subtotalMinor),
    discountAmount: fromMinor(so.discountMinor),
    taxAmount: fromMinor(so.taxMinor),
    totalAmount: fromMinor(so.totalMinor),
    createdAt: so.createdAt.toISOString(),
    confirmedAt: so.confirmedAt ? so.confirmedAt.toISOString() : null,
    lines: lines.map(orderLineView),
    invoice: invoice ? await invoiceSummaryOf(db, invoice, true) : null,
    actions:
      so.status === 'Draft'
        ? ['Edit', 'Confirm', 'Cancel']
        : invoice
          ? (INVOICE_ACTIONS[invoice.status] ?? [])
          : [],
  };
}

export const saleOrderScope = mine;
