import type { FastifyRequest } from 'fastify';
import { parse } from 'csv-parse/sync';
import { AppError } from './errors.js';

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

export interface CsvLine {
  /** The line number in the file (1 is the header). */
  line: number;
  record: string[];
}

/**
 * Reads a CSV upload: a header line (checked by the caller), then 1..maxRows data lines (blank lines skipped, cells
 * trimmed, a BOM ignored). An unreadable file, an empty one or one with too many rows is refused
 * as a whole; the rows themselves are checked by the caller.
 */
export function readCsv(
  content: Buffer,
  options: {
    maxRows: number;
    rowsLabel: string;
    /** Refuses a wrong header (throw csvFileError); runs before the rows are counted. */
    checkHeader: (header: string[]) => void;
  },
): { header: string[]; lines: CsvLine[] } {
  let records: { record: string[]; info: { lines: number } }[];
  // PostgreSQL text cannot hold a NUL byte; a text file has none.
  if (content.includes(0)) {
    throw csvFileError('The file is not a valid CSV file', ['The file contains a NUL character']);
  }
  try {
    records = parse(content, {
      bom: true,
      info: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as typeof records;
  } catch (error) {
    throw csvFileError('The file is not a valid CSV file', [(error as Error).message]);
  }
  const [header, ...data] = records;
  options.checkHeader(header?.record ?? []);
  if (data.length === 0) throw csvFileError(`The file has no ${options.rowsLabel} rows`);
  if (data.length > options.maxRows) {
    throw csvFileError(
      `The file has ${data.length} rows; at most ${options.maxRows} can be imported at once`,
    );
  }
  return {
    header: header!.record,
    lines: data.map(({ record, info }) => ({ line: info.lines, record })),
  };
}
