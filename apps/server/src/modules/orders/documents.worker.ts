import { pdfTask } from '../../platform/pdf/pdf-document.js';
import { workerTask } from '../../platform/workers/pool.js';
import { invoiceWorkbook, type ExportedInvoice } from './invoice-workbook.js';
import {
  drawPurchaseOrderSummary,
  esimPagesPdf,
  type PurchaseOrderSummary,
} from './order-documents.js';
import { drawPricedDocument, type PrintedDocument } from './priced-document.js';

/**
 * The orders area's rendering on worker threads (issue 39): pure functions of the data the
 * area read (order-pdfs.ts, invoice-pdfs.ts, invoice-export.ts); nothing here reaches the database.
 */
export const pricedDocumentPdf = pdfTask(
  (input: { pdfTitle: string; document: PrintedDocument }) => input.pdfTitle,
  (doc, input) => drawPricedDocument(doc, input.document),
);

export const purchaseOrderSummaryPdf = pdfTask(
  (s: PurchaseOrderSummary) => `Purchase orders ${s.start} to ${s.end}`,
  drawPurchaseOrderSummary,
);

export const esimPdf = workerTask(esimPagesPdf);

export const invoiceXlsx = workerTask((rows: ExportedInvoice[]) => invoiceWorkbook(rows));
