import ExcelJS from 'exceljs';
import {
  InvoiceMessage,
  MAX_INVOICE_EXPORT,
  type InvoiceExportRequest,
  type InvoiceRow,
} from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { invoices } from '../../db/schema/index.js';
import { invoiceList, invoiceScope, type InvoiceViewer } from './invoice.queries.js';
import { listAll } from './order-search.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const MONEY_FORMAT = '#,##0.00';
const COLUMNS: { header: string; key: keyof InvoiceRow; width: number; money?: boolean }[] = [
  { header: 'Invoice No', key: 'documentNo', width: 16 },
  { header: 'Date', key: 'createdAt', width: 12 },
  { header: 'Customer', key: 'customerName', width: 30 },
  { header: 'Customer Code', key: 'customerEntityCode', width: 16 },
  { header: 'Distributor', key: 'issuerName', width: 24 },
  { header: 'Purchase Order', key: 'poNo', width: 16 },
  { header: 'Status', key: 'status', width: 12 },
  { header: 'Currency', key: 'currency', width: 10 },
  { header: 'Sub Total', key: 'subTotal', width: 14, money: true },
  { header: 'Discount', key: 'discountAmount', width: 14, money: true },
  { header: 'Tax', key: 'taxAmount', width: 14, money: true },
  { header: 'Total', key: 'totalAmount', width: 14, money: true },
  { header: 'Completed', key: 'completedAt', width: 12 },
];

/**
 * POST payment/Invoices/ExportExcel: the invoices the list shows with the same filters and sort,
 * every page, as one worksheet. Dates are days (YYYY-MM-DD), amounts numbers with two decimals.
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
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Wander';
  const sheet = workbook.addWorksheet('Invoices', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((c) => ({
    header: c.header,
    key: c.key,
    width: c.width,
    style: c.money ? { numFmt: MONEY_FORMAT } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow({
      ...row,
      createdAt: row.createdAt.slice(0, 10),
      completedAt: row.completedAt?.slice(0, 10) ?? '',
      poNo: row.poNo ?? '',
    });
  }
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return { buffer, fileName: `invoices-${new Date().toISOString().slice(0, 10)}.xlsx` };
}
