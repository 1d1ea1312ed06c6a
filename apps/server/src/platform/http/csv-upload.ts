import type { FastifyRequest } from 'fastify';
import { runInWorker } from '../workers/pool.js';
import { FileRefusal, type CsvLine } from './csv-read.js';
import { AppError } from './errors.js';
import type { ReadTableInput, ReadTableOutput } from './upload.worker.js';
import { checkXlsxArchive, isXlsx } from './xlsx-bounds.js';

export type { CsvLine } from './csv-read.js';

const WORKER = new URL('./upload.worker.ts', import.meta.url);

/** Largest CSV upload (the multipart limit of the routes that take one). */
export const MAX_CSV_BYTES = 1024 * 1024;
/** @fastify/multipart options of a route plugin that takes one CSV file. */
export const CSV_MULTIPART_LIMITS = {
  limits: { fileSize: MAX_CSV_BYTES, files: 1, fields: 5, parts: 6 },
};

/** A refusal of the whole file: 400 with the lines under `file`. */
export const csvFileError = (message: string, lines: string[] = [message]) =>
  AppError.validation({ file: lines }, message);

/**
 * One refused cell of a CSV upload, by its row (the file's line: the header is row 1, as a
 * spreadsheet numbers it) and its column's name in the header.
 */
export const cellError = (row: number, column: PropertyKey | undefined, message: string) =>
  column === undefined
    ? `Row ${row}: ${message}`
    : `Row ${row}, column ${String(column)}: ${message}`;

/** The one uploaded file of a multipart request (field `file`), or 400 'File is required'. */
export async function uploadedFile(
  request: FastifyRequest,
): Promise<{ fileName: string; content: Buffer }> {
  const missing = () => AppError.validation({ file: ['File is required'] });
  if (!request.isMultipart()) throw missing();
  // A malformed form (no boundary, cut short) fails in the multipart parser with a plain Error,
  // which would be a 500: it is a request without a readable file. Its own 4xx errors (too many
  // parts, ...) keep their status.
  const unreadable = (error: unknown) =>
    Number((error as { statusCode?: unknown }).statusCode) < 500 ? error : missing();
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  let content: Buffer;
  try {
    file = await request.file();
    if (!file) throw missing();
    content = await file.toBuffer();
  } catch (error) {
    throw error instanceof AppError ? error : unreadable(error);
  }
  // A file over the limit is cut short by the parser: refuse it rather than import a part.
  if (file.file.truncated) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The file is too large');
  }
  return { fileName: file.filename, content };
}

/**
 * Reads an import upload: a header line (checked by the caller), then 1..maxRows data lines
 * (blank lines skipped, cells trimmed, a BOM ignored); with `xlsx`, the first sheet of an xlsx
 * workbook as such a file. An unreadable file, an empty one or one with too many rows is refused
 * as a whole; the rows themselves are checked by the caller. The parse runs on a worker thread
 * (upload.worker.ts); a workbook's zip directory is checked here first, which refuses a zip bomb
 * before any thread inflates it.
 */
export async function readCsv(
  content: Buffer,
  options: {
    maxRows: number;
    rowsLabel: string;
    /** Refuses a wrong header (throw csvFileError); runs before the rows are counted. */
    checkHeader: (header: string[]) => void;
    /** Accepts the first sheet of an xlsx workbook too. */
    xlsx?: boolean;
  },
): Promise<{ header: string[]; lines: CsvLine[] }> {
  const xlsx = options.xlsx === true && isXlsx(content);
  let table: ReadTableOutput;
  try {
    if (xlsx) checkXlsxArchive(content);
    table = await runInWorker<ReadTableInput, ReadTableOutput>(WORKER, 'readTable', {
      content,
      maxRows: options.maxRows,
      xlsx,
    });
  } catch (error) {
    if (error instanceof FileRefusal) throw csvFileError(error.message, error.lines);
    throw error;
  }
  if ('refused' in table) throw csvFileError(table.refused.message, table.refused.lines);
  options.checkHeader(table.header);
  if (table.rowCount === 0) throw csvFileError(`The file has no ${options.rowsLabel} rows`);
  if (table.rowCount > options.maxRows) {
    throw csvFileError(
      `The file has ${table.rowCount} rows; at most ${options.maxRows} can be imported at once`,
    );
  }
  return { header: table.header, lines: table.lines };
}
