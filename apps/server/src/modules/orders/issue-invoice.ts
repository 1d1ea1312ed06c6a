import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { invoiceLines, invoices } from '../../db/schema/index.js';
import { nextDocumentNumber } from './document-number.js';
import { allocateSerials } from './fulfilment.queries.js';

export const INSUFFICIENT_STOCK = 'Insufficient Stock';

type LineRow = typeof invoiceLines.$inferInsert;

export interface InvoiceSource {
  /** The issuing distributor: its sequence numbers the invoice, its stock fills it. */
  issuer: string;
  customerEntityCode: string | null;
  poId?: string;
  saleOrderId?: string;
  currency: string;
  subtotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  totalMinor: number;
  /** The order's lines, copied as they were priced. */
  lines: (Omit<LineRow, 'id' | 'invoiceId'> & { sourceLineId?: string })[];
}

/**
 * Issues the invoice of a paid purchase order or a confirmed sale order, in the caller's
 * transaction: a document number from the issuer's sequence, the lines, and one available serial
 * per ordered eSIM (FOR UPDATE SKIP LOCKED, never the same serial twice). A line the issuer
 * cannot fill throws 'Insufficient Stock' and the caller's whole transaction rolls back.
 */
export async function issueInvoice(tx: Tx, source: InvoiceSource) {
  const documentNo = await nextDocumentNumber(tx, source.issuer, 'Invoice');
  const [invoice] = await tx
    .insert(invoices)
    .values({
      documentNo,
      entityCode: source.issuer,
      customerEntityCode: source.customerEntityCode,
      poId: source.poId ?? null,
      saleOrderId: source.saleOrderId ?? null,
      currency: source.currency,
      subtotalMinor: source.subtotalMinor,
      discountMinor: source.discountMinor,
      taxMinor: source.taxMinor,
      totalMinor: source.totalMinor,
    })
    .returning();
  const rows = await tx
    .insert(invoiceLines)
    .values(
      source.lines.map(({ sourceLineId, ...line }) => ({
        ...line,
        invoiceId: invoice.id,
        poLineId: source.poId ? (sourceLineId ?? null) : null,
      })),
    )
    .returning(allocatedLineColumns);
  await allocateInvoiceLines(tx, source.issuer, rows);
  return invoice;
}

const allocatedLineColumns = {
  id: invoiceLines.id,
  variantId: invoiceLines.variantId,
  qty: invoiceLines.qty,
  productName: invoiceLines.productName,
  variantName: invoiceLines.variantName,
  poLineId: invoiceLines.poLineId,
  topUpSerialId: invoiceLines.topUpSerialId,
};
type AllocatedLine = {
  [K in Exclude<keyof typeof allocatedLineColumns, 'poLineId' | 'topUpSerialId'>]: LineRow[K] & {};
} & { poLineId: string | null; topUpSerialId?: string | null };

/**
 * Takes one available serial of the issuer per eSIM of each line (FOR UPDATE SKIP LOCKED, never
 * the same serial twice). A line the issuer cannot fill throws 'Insufficient Stock' and the
 * caller's whole transaction rolls back. Used when an order's invoice is issued and when a
 * manual invoice is completed.
 */
export async function allocateInvoiceLines(tx: Tx, issuer: string, lines: AllocatedLine[]) {
  for (const line of lines) {
    // A provider top-up tops up the buyer's eSIM: it takes no new one (issue 27).
    if (line.topUpSerialId) continue;
    const taken = await allocateSerials(
      tx,
      issuer,
      line.variantId,
      line.id,
      line.qty,
      line.poLineId,
    );
    if (taken < line.qty) {
      // Only `taken` were free for this order (the rest are held by other orders right now).
      throw new AppError(
        'INSUFFICIENT_STOCK',
        `${INSUFFICIENT_STOCK}: ${line.productName} ${line.variantName} has ${taken} available, ${line.qty} needed`,
        undefined,
        422,
      );
    }
  }
}

/** The lines of an invoice as allocation takes them (a manual invoice being completed). */
export async function linesToAllocate(tx: Tx, invoiceId: string) {
  return tx
    .select(allocatedLineColumns)
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.lineNo));
}
