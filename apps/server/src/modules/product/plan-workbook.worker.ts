import ExcelJS from 'exceljs';
import { workerTask } from '../../platform/workers/pool.js';

const MONEY_FORMAT = '#,##0.00';
const COLUMNS = [
  { header: 'Product Code', key: 'productCode', width: 22 },
  { header: 'Product Name', key: 'productName', width: 30 },
  { header: 'Countries', key: 'countries', width: 24 },
  { header: 'Product Active', key: 'productActive', width: 14 },
  { header: 'Variant Code', key: 'variantCode', width: 28 },
  { header: 'Variant Name', key: 'variantName', width: 34 },
  { header: 'Days', key: 'days', width: 8 },
  { header: 'Data (GB)', key: 'dataGb', width: 10 },
  { header: 'Type', key: 'type', width: 10 },
  { header: 'Network', key: 'networkName', width: 28 },
  { header: 'Unit Price', key: 'unitPrice', width: 12, money: true },
  { header: 'Currency', key: 'currency', width: 10 },
  { header: 'Variant Active', key: 'variantActive', width: 14 },
] as const;

type Cell = string | number;

/** The plan export's worksheet: its name and one row per variant, keyed by column. */
export interface PlanSheet {
  name: string;
  rows: Record<(typeof COLUMNS)[number]['key'], Cell>[];
}

/**
 * The data-plan workbook of export-plan.ts (ExportDataPlanWithVariant), written on a worker
 * thread (issue 39): a pure function of the rows the product area read.
 */
export const planWorkbook = workerTask(async (sheet: PlanSheet) => {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Wander';
  const worksheet = workbook.addWorksheet(sheet.name, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  worksheet.columns = COLUMNS.map((c) => ({
    header: c.header,
    key: c.key,
    width: c.width,
    style: 'money' in c ? { numFmt: MONEY_FORMAT } : {},
  }));
  worksheet.getRow(1).font = { bold: true };
  for (const row of sheet.rows) worksheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
});
