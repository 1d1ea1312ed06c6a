import { and, eq, sql } from 'drizzle-orm';
import type { InvoiceDetail, InvoiceDetailSearch } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { invoices, purchaseOrders, wanderSerialNumbers } from '../../db/schema/index.js';
import { cancellationSummaryOf } from './cancellation-summary.queries.js';
import { qrCodesOf } from './invoice-summary.js';
import {
  esimScope,
  invoiceEsimList,
  invoiceHeader,
  invoiceLinesOf,
  invoiceScope,
  visibleEsimCount,
  type InvoiceViewer,
} from './invoice.queries.js';
import { orderLineView } from './order-line-view.js';
import { conversionOf } from './price-conversion.js';
import { searchList } from '../../crud/list-search.js';

/** What the caller may do besides looking (from its grants). */
export interface InvoiceAbilities {
  /** payment/Invoices Update: completes its own open invoices. */
  complete: boolean;
  /** payment/InvoiceCancelled Create: asks to cancel its own open invoices. */
  cancel: boolean;
  /** network/Wander View: prints eSIM PDFs. */
  esimPdf: boolean;
  /** payment/Invoices Delete: deletes its own manual Drafts. */
  delete?: boolean;
}

/** One invoice the viewer may see (another company's is 404, like a missing one). */
export async function visibleInvoice(db: Tx, viewer: InvoiceViewer, id: string) {
  if (!isUuid(id)) throw AppError.notFound('Invoice');
  const header = await invoiceHeader(db, id, invoiceScope(viewer));
  if (!header) throw AppError.notFound('Invoice');
  return header;
}

/**
 * GET payment/Invoices/GetDetail/{id}: header, lines, how many eSIMs the caller sees and its
 * actions: Complete and Cancel (the issuer, an open invoice without a cancellation; an invoice
 * whose cancellation is pending is neither completed nor cancelled twice), Pdf, PoPdf (when it
 * bills a purchase order) and EsimPdf (the issuer, or the buyer once delivered, as
 * network/Wander/CreateBulkPDF allows). The issuer and platform staff see its cancellation.
 */
export async function getInvoice(
  db: Tx,
  viewer: InvoiceViewer,
  abilities: InvoiceAbilities,
  id: string,
): Promise<InvoiceDetail> {
  const header = await visibleInvoice(db, viewer, id);
  const [lines, esimCount, cancellation, [manual]] = await Promise.all([
    invoiceLinesOf(db, header.id),
    visibleEsimCount(db, header.id, esimScope(viewer)),
    cancellationSummaryOf(db, header.id),
    db
      .select({
        isManual: sql<boolean>`${invoices.poId} is null and ${invoices.saleOrderId} is null`,
        invoiceDate: invoices.invoiceDate,
        customerTaxGroupId: invoices.customerTaxGroupId,
        notes: invoices.notes,
        baseCurrency: purchaseOrders.baseCurrency,
        exchangeRate: purchaseOrders.exchangeRate,
        rateDate: purchaseOrders.rateDate,
      })
      .from(invoices)
      .leftJoin(purchaseOrders, eq(purchaseOrders.id, invoices.poId))
      .where(eq(invoices.id, header.id)),
  ]);
  const { minor: _minor, ...row } = header;
  const issuer = header.entityCode === viewer.entityCode;
  const party = issuer || header.customerEntityCode === viewer.entityCode;
  const actions: string[] = [];
  const open = header.status === 'Open' && issuer && !cancellation;
  const draft = header.status === 'Draft' && issuer;
  if (abilities.complete && (open || draft)) actions.push('Complete');
  if (abilities.cancel && open) actions.push('Cancel');
  if (abilities.complete && draft) actions.push('Edit');
  if (abilities.delete && draft) actions.push('Delete');
  actions.push('Pdf');
  if (header.poId) actions.push('PoPdf');
  if (abilities.esimPdf && party && esimCount > 0) actions.push('EsimPdf');
  return {
    ...row,
    lines: lines.map(orderLineView),
    esimCount,
    isManual: Boolean(manual.isManual),
    invoiceDate: manual.invoiceDate,
    customerTaxGroupId: manual.customerTaxGroupId,
    notes: manual.notes,
    conversion: conversionOf(manual),
    // The buyer sees that the invoice is cancelled (its status), not the issuer's reasons.
    cancellation: issuer || viewer.isPlatform ? cancellation : null,
    actions,
  };
}

/**
 * POST payment/Invoices/SearchInvoiceDetail: one visible invoice's eSIMs, paged, with the QR code
 * of each delivered one. The buyer sees only the delivered eSIMs.
 */
export async function searchInvoiceEsims(db: Tx, viewer: InvoiceViewer, body: InvoiceDetailSearch) {
  const { invoiceId, ...paging } = body;
  await visibleInvoice(db, viewer, invoiceId);
  const page = await searchList(
    db,
    wanderSerialNumbers,
    invoiceEsimList,
    paging,
    and(eq(invoices.id, invoiceId), esimScope(viewer)),
  );
  const qrCodes = await qrCodesOf(
    page.items.map((e) => ({ status: String(e.status), activationCode: String(e.activationCode) })),
  );
  const items = page.items.map((e, i) => ({ ...e, qrCode: qrCodes[i] }));
  return { ...page, items };
}
