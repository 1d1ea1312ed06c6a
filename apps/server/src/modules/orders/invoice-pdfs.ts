import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { renderPdfInWorker } from '../../platform/pdf/pdf-document.js';
import { invoices, purchaseOrders } from '../../db/schema/index.js';
import { visibleInvoice } from './get-invoice.js';
import { invoiceLinesOf, type InvoiceViewer } from './invoice.queries.js';
import { DOCUMENTS_WORKER } from './order-pdfs.js';
import { purchaseOrderHeader, purchaseOrderLinesOf } from './orders.queries.js';
import type { PrintedDocument, PrintedLine } from './priced-document.js';
import { warrantyTermsOf } from '../product/warranty-terms.js';

/** A document drawn on the orders area's worker thread (documents.worker.ts). */
const pricedPdf = (pdfTitle: string, document: PrintedDocument) =>
  renderPdfInWorker(DOCUMENTS_WORKER, 'pricedDocumentPdf', { pdfTitle, document });

/** The printed fields of a line (a row of the database carries more than the worker needs). */
const printed = (l: PrintedLine): PrintedLine => ({
  lineNo: l.lineNo,
  productName: l.productName,
  variantName: l.variantName,
  qty: l.qty,
  unitPriceMinor: l.unitPriceMinor,
  discountMinor: l.discountMinor,
  taxCode: l.taxCode,
  taxRatePercent: l.taxRatePercent,
  taxMinor: l.taxMinor,
  lineTotalMinor: l.lineTotalMinor,
  promotions: l.promotions,
});

const day = (iso: string | Date | null) =>
  iso ? (typeof iso === 'string' ? iso : iso.toISOString()).slice(0, 10) : '-';

/** POST payment/Invoices/CreatePDF/{id}: the invoice with its lines, tax and totals. */
export async function invoicePdf(db: Tx, viewer: InvoiceViewer, id: string) {
  const invoice = await visibleInvoice(db, viewer, id);
  const lines = await invoiceLinesOf(db, invoice.id);
  const terms = await warrantyTermsOf(db, invoice.entityCode, lines);
  // A manual invoice is dated by its invoice date; a Draft says so in its title.
  const [{ invoiceDate }] = await db
    .select({ invoiceDate: invoices.invoiceDate })
    .from(invoices)
    .where(eq(invoices.id, invoice.id));
  const pdf = await pricedPdf(`Invoice ${invoice.documentNo}`, {
    title: invoice.status === 'Draft' ? 'Draft Invoice' : 'Invoice',
    documentNo: invoice.documentNo,
    currency: invoice.currency,
    from: {
      heading: 'From',
      name: invoice.issuerName,
      code: invoice.entityCode,
      address: invoice.issuerAddress,
    },
    to: {
      heading: 'Bill To',
      name: invoice.customerName,
      code: invoice.customerEntityCode,
      address: invoice.customerAddress,
    },
    facts: [
      ['Invoice Date', invoiceDate ?? day(invoice.createdAt)],
      ['Status', invoice.status],
      ['Purchase Order', invoice.poNo ?? '-'],
      ['Completed', day(invoice.completedAt)],
      ['Currency', invoice.currency],
    ],
    lines: lines.map(printed),
    totals: {
      subTotal: invoice.minor.subTotal,
      discount: invoice.minor.discountAmount,
      tax: invoice.minor.taxAmount,
      total: invoice.minor.totalAmount,
    },
    terms,
  });
  return { pdf, fileName: `${invoice.documentNo}.pdf` };
}

/**
 * POST payment/Invoices/CreatePOHeaderPDF/{id}: the purchase order that invoice {id} bills, as
 * its buyer placed it. An invoice without a purchase order has none to print (404).
 */
export async function purchaseOrderHeaderPdf(db: Tx, viewer: InvoiceViewer, invoiceId: string) {
  const invoice = await visibleInvoice(db, viewer, invoiceId);
  const header = invoice.poId
    ? await purchaseOrderHeader(db, invoice.poId, eq(purchaseOrders.id, invoice.poId))
    : null;
  if (!header) throw AppError.notFound('Purchase Order');
  const { po } = header;
  const lines = await purchaseOrderLinesOf(db, po.id);
  const pdf = await pricedPdf(`Purchase Order ${po.documentNo}`, {
    title: 'Purchase Order',
    documentNo: po.documentNo,
    currency: po.currency,
    from: { heading: 'Buyer', name: header.companyName, code: po.entityCode, address: null },
    to: {
      heading: 'Distributor',
      name: header.distributorName,
      code: po.distributorEntityCode,
      address: null,
    },
    facts: [
      ['Order Date', day(po.createdAt)],
      ['Status', po.status],
      ['Payment', po.paymentMethod ? `${po.paymentMethod}, paid ${day(po.paidAt)}` : '-'],
      ['Invoice', invoice.documentNo],
      ['Remarks', po.remarks ?? '-'],
    ],
    lines: lines.map(printed),
    totals: {
      subTotal: po.subtotalMinor,
      discount: po.discountMinor,
      tax: po.taxMinor,
      total: po.totalMinor,
    },
  });
  return { pdf, fileName: `${po.documentNo}.pdf` };
}
