import { and, asc, eq, ne, or } from 'drizzle-orm';
import { fromMinor, ManualInvoiceMessage, type ManualInvoiceData } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { invoiceLines, invoices } from '../../db/schema/index.js';
import { nextDocumentNumber } from './document-number.js';
import { lockInvoice } from './fulfilment.queries.js';
import { priceManualLines, requireCustomer } from './manual-invoice-lines.js';
import type { OrderActor } from './order-actor.js';
import type { PricedOrder } from '../catalog/price-lines.js';

const header = (input: ManualInvoiceData, customer: string, priced: PricedOrder) => ({
  customerEntityCode: customer,
  invoiceDate: input.invoiceDate,
  customerTaxGroupId: input.customerTaxGroupId ?? null,
  notes: input.notes ?? null,
  currency: priced.currency,
  subtotalMinor: priced.subtotalMinor,
  discountMinor: priced.discountMinor,
  taxMinor: priced.taxMinor,
  totalMinor: priced.totalMinor,
});

const saved = (row: typeof invoices.$inferSelect) => ({
  id: row.id,
  documentNo: row.documentNo,
  status: row.status,
  totalAmount: fromMinor(row.totalMinor),
});

async function priced(tx: Tx, actor: OrderActor, input: ManualInvoiceData) {
  const issuer = actor.company.entityCode;
  const customer = await requireCustomer(tx, issuer, input.customerEntityCode);
  return { customer, priced: await priceManualLines(tx, issuer, input) };
}

/**
 * POST payment/Invoices: a Draft manual invoice of the working company (the issuer) to one of
 * its customer companies. It takes its INV number now (the issuer's sequence, in this
 * transaction); no eSIM is taken until it is completed.
 */
export async function createManualInvoice(tx: Tx, actor: OrderActor, input: ManualInvoiceData) {
  const { customer, priced: p } = await priced(tx, actor, input);
  const documentNo = await nextDocumentNumber(tx, actor.company.entityCode, 'Invoice');
  const [row] = await tx
    .insert(invoices)
    .values({
      documentNo,
      entityCode: actor.company.entityCode,
      status: 'Draft',
      createdBy: actor.userId,
      ...header(input, customer, p),
    })
    .returning();
  await tx.insert(invoiceLines).values(p.lines.map((l) => ({ ...l, invoiceId: row.id })));
  return saved(row);
}

/** The issuer's Draft manual invoice, locked; anything else is refused and changes nothing. */
async function lockDraft(tx: Tx, actor: OrderActor, id: string) {
  if (!isUuid(id)) throw AppError.notFound('Invoice');
  const row = await lockInvoice(tx, id, actor.company.entityCode);
  if (!row) throw AppError.notFound('Invoice');
  if (row.poId || row.saleOrderId) {
    throw new AppError('INVALID_STATUS', ManualInvoiceMessage.notManual, undefined, 409);
  }
  if (row.status !== 'Draft') {
    throw new AppError('INVALID_STATUS', ManualInvoiceMessage.notDraft(row.status), undefined, 409);
  }
  return row;
}

/** PUT payment/Invoices/{id}: replaces a Draft's header and lines, repriced. */
export async function updateManualInvoice(
  tx: Tx,
  actor: OrderActor,
  id: string,
  input: ManualInvoiceData,
) {
  await lockDraft(tx, actor, id);
  const { customer, priced: p } = await priced(tx, actor, input);
  await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, id));
  await tx.insert(invoiceLines).values(p.lines.map((l) => ({ ...l, invoiceId: id })));
  const [row] = await tx
    .update(invoices)
    .set(header(input, customer, p))
    .where(eq(invoices.id, id))
    .returning();
  return saved(row);
}

/** DELETE payment/Invoices/{id}: removes a Draft with its lines (its number is not reused). */
export async function deleteManualInvoice(tx: Tx, actor: OrderActor, id: string) {
  const row = await lockDraft(tx, actor, id);
  await tx.delete(invoices).where(eq(invoices.id, id));
  return saved(row);
}

/**
 * GET payment/Invoices/GetSelectList: the invoices the working company issued or received
 * (a buyer never sees a Draft), label the invoice number, newest number last by label order.
 */
export async function invoiceOptions(db: Tx, entityCode: string) {
  const rows = await db
    .select({ label: invoices.documentNo, value: invoices.id })
    .from(invoices)
    .where(
      or(
        eq(invoices.entityCode, entityCode),
        and(eq(invoices.customerEntityCode, entityCode), ne(invoices.status, 'Draft')),
      ),
    )
    .orderBy(asc(invoices.documentNo))
    .limit(1000);
  return rows;
}
