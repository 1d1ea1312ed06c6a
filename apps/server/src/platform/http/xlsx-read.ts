import ExcelJS from 'exceljs';
import { toCsv } from './csv-file.js';
import { FileRefusal } from './csv-read.js';
import { checkWorksheets, checkXlsxArchive } from './xlsx-bounds.js';

/** The text of one cell as a spreadsheet shows it (formulas by their result, dates as days). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('text' in value) return String(value.text);
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  if ('error' in value) return String(value.error);
  return '';
}

/**
 * The first worksheet of an xlsx upload as the CSV the import readers take, so that a spreadsheet
 * and a CSV file go through the same header, row-limit and cell checks. The archive and its sheets
 * are checked first (xlsx-bounds.ts: unzipped size, rows of the first sheet, cells), then the
 * workbook is built. A pure function of the bytes: it runs on a worker thread (upload.worker.ts).
 * A file that is no readable workbook is refused as a whole (FileRefusal).
 */
export async function xlsxAsCsv(content: Uint8Array, maxRows: number): Promise<Buffer> {
  const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  checkWorksheets(bytes, checkXlsxArchive(bytes), maxRows);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    throw new FileRefusal('The file is not a valid xlsx file', [(error as Error).message]);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new FileRefusal('The file is not a valid xlsx file', ['It has no worksheet']);
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let i = 1; i <= row.cellCount; i++) cells.push(cellText(row.getCell(i).value).trim());
    if (cells.some((c) => c !== '')) rows.push(cells);
  });
  if (rows.length === 0) throw new FileRefusal('The first worksheet of the file is empty');
  const [header, ...data] = rows;
  return toCsv(header, data);
}
