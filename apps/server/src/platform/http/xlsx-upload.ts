import ExcelJS from 'exceljs';
import { toCsv } from './csv-file.js';
import { csvFileError } from './csv-upload.js';

/** An xlsx file is a zip archive: it starts with the local file header PK\x03\x04. */
export const isXlsx = (content: Buffer) =>
  content.length >= 4 && content.readUInt32LE(0) === 0x04034b50;

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
 * The first worksheet of an xlsx upload as the CSV the import readers take (readCsv), so that a
 * spreadsheet and a CSV file go through the same header, row-limit and cell checks. A file that
 * is no readable workbook is refused as a whole (400 under `file`).
 */
export async function xlsxAsCsv(content: Buffer): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch (error) {
    throw csvFileError('The file is not a valid xlsx file', [(error as Error).message]);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw csvFileError('The file is not a valid xlsx file', ['It has no worksheet']);
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let i = 1; i <= row.cellCount; i++) cells.push(cellText(row.getCell(i).value).trim());
    if (cells.some((c) => c !== '')) rows.push(cells);
  });
  if (rows.length === 0) throw csvFileError('The first worksheet of the file is empty');
  const [header, ...data] = rows;
  return toCsv(header, data);
}

/** The upload as CSV: an xlsx workbook's first sheet, or the file itself. */
export const asCsv = async (content: Buffer) => (isXlsx(content) ? xlsxAsCsv(content) : content);
