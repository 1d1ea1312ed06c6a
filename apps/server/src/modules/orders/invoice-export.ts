import {
  InvoiceMessage,
  MAX_INVOICE_EXPORT,
  type InvoiceExportRequest,
  type InvoiceRow,
} from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { asBuffer } from '../../platform/workers/buffers.js';
import { runInWorker } from '../../platform/workers/pool.js';
import { invoices } from '../../db/schema/index.js';
import { invoiceList, invoiceScope, type InvoiceViewer } from './invoice.queries.js';
import { DOCUMENTS_WORKER } from './order-pdfs.js';
import { listAll } from '../../crud/list-search.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * POST payment/Invoices/ExportExcel: the invoices the list shows with the same filters and sort,
 * every page, as one worksheet (invoice-workbook.ts, written on a worker thread).
 */
export async function exportInvoices(db: Tx, viewer: InvoiceViewer, request: InvoiceExportRequest) {
  const rows = (await listAll(
    db,
    invoices,
    invoiceList,
    request,
    invoiceScope(viewer),
    MAX_INVOICE_EXPORT,
    InvoiceMessage.tooManyToExport(MAX_INVOICE_EXPORT),
  )) as InvoiceRow[];
  const buffer = asBuffer(
    await runInWorker<InvoiceRow[], Uint8Array>(DOCUMENTS_WORKER, 'invoiceXlsx', rows),
  );
  return { buffer, fileName: `invoices-${new Date().toISOString().slice(0, 10)}.xlsx` };
}
