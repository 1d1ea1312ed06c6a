/**
 * CSV files the API sends (exports): RFC 4180 quoting, CRLF line ends, a UTF-8 BOM so that
 * spreadsheet programs read accents right. A text cell that a spreadsheet would run as a formula
 * (starting with = + - @, a tab or a CR) gets a leading apostrophe; the CSV imports take it off
 * again (`fromCsvCell`), so an exported file imports back unchanged.
 */
export const CSV_TYPE = 'text/csv; charset=utf-8';

const FORMULA_START = /^[=+\-@\t\r]/;

export function toCsvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The inverse of the formula guard of toCsvCell for one read cell. */
export function fromCsvCell(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | boolean | null | undefined)[])[],
): Buffer {
  const lines = [header, ...rows].map((row) => row.map(toCsvCell).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** The headers of a file answer (a download under `fileName`). */
export function fileHeaders(contentType: string, fileName: string) {
  return {
    'content-type': contentType,
    'content-disposition': `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`,
    'cache-control': 'no-store',
  };
}
