import ExcelJS from 'exceljs';
import type { InvoiceRow } from '@wander/contract';

/** An invoice of the export as its row shows it (the list's row, plain data). */
export type ExportedInvoice = InvoiceRow;

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
 * The invoice export's workbook (one worksheet): dates as days (YYYY-MM-DD), amounts numbers with
 * two decimals. A pure function of the rows, run on a worker thread (documents.worker.ts).
 */
export async function invoiceWorkbook(rows: ExportedInvoice[]): Promise<Buffer> {
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
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
