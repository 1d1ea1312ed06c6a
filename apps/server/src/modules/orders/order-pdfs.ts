import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { parseDateRange } from '../../platform/http/date-range.js';
import { renderPdfInWorker } from '../../platform/pdf/pdf-document.js';
import { asBuyer, type OrderActor } from './order-actor.js';
import { purchaseOrdersBetween } from './orders.queries.js';
import { esimsForDocument } from './esim-document.queries.js';
import type { PurchaseOrderSummary } from './order-documents.js';

/** The orders area's rendering tasks (documents.worker.ts): PDFs and the invoice export. */
export const DOCUMENTS_WORKER = new URL('./documents.worker.ts', import.meta.url);

/**
 * POST network/PurchaseOrders/GenerateSummaryPDF/{startDate}/{endDate}: the working company's
 * purchase orders created from startDate to endDate (both days included), with totals.
 */
export async function purchaseOrderSummaryPdf(
  db: Tx,
  actor: OrderActor,
  start: string,
  end: string,
) {
  const { from, to } = parseDateRange(start, end);
  const orders = await purchaseOrdersBetween(db, asBuyer(actor), from, to);
  return renderPdfInWorker<PurchaseOrderSummary>(DOCUMENTS_WORKER, 'purchaseOrderSummaryPdf', {
    companyName: actor.company.companyName,
    entityCode: actor.company.entityCode,
    start,
    end,
    orders: orders.map((po) => ({
      documentNo: po.documentNo,
      createdAt: po.createdAt,
      distributorEntityCode: po.distributorEntityCode,
      status: po.status,
      paymentMethod: po.paymentMethod,
      currency: po.currency,
      totalMinor: po.totalMinor,
    })),
  });
}

export async function esimPdf(
  db: Tx,
  actor: OrderActor,
  target: { esimId: string } | { invoiceId: string },
) {
  const document = await esimsForDocument(db, actor, target);
  if (!document || document.esims.length === 0) throw AppError.notFound('eSIM');
  const pdf = await renderPdfInWorker(DOCUMENTS_WORKER, 'esimPdf', document);
  return {
    pdf,
    fileName: `${document.invoiceNo}${'esimId' in target ? `-${document.esims[0].iccid}` : ''}.pdf`,
  };
}
