import { parse } from 'csv-parse/sync';

/**
 * A refusal of a whole upload (a file that cannot be read, or too much of it): the message and
 * the lines the answer lists under `file`. Plain data, so a worker thread can hand it back; the
 * caller turns it into the 400 of csvFileError.
 */
export class FileRefusal extends Error {
  constructor(
    message: string,
    readonly lines: string[] = [message],
  ) {
    super(message);
  }
}

export interface CsvLine {
  /** The line number in the file (1 is the header). */
  line: number;
  record: string[];
}

/** A CSV file read: its header, how many data rows it has, and those rows when not too many. */
export interface CsvTable {
  header: string[];
  rowCount: number;
  /** Empty when there are more than `maxRows` (the caller refuses the file). */
  lines: CsvLine[];
}

/**
 * Parses a CSV upload (blank lines skipped, cells trimmed, a BOM ignored): a pure function of the
 * bytes, run on a worker thread (csv-parse takes some 2 s for a 1 MB file of short lines). A file
 * that is no readable CSV is refused; its rows are only counted past `maxRows`, so a long file
 * is not copied back to the caller.
 */
export function parseCsvTable(content: Uint8Array, maxRows: number): CsvTable {
  const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  // PostgreSQL text cannot hold a NUL byte; a text file has none.
  if (bytes.includes(0)) {
    throw new FileRefusal('The file is not a valid CSV file', [
      'The file contains a NUL character',
    ]);
  }
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(bytes, {
      bom: true,
      info: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as typeof records;
  } catch (error) {
    throw new FileRefusal('The file is not a valid CSV file', [(error as Error).message]);
  }
  const [header, ...data] = records;
  return {
    header: header?.record ?? [],
    rowCount: data.length,
    lines:
      data.length > maxRows ? [] : data.map(({ record, info }) => ({ line: info.lines, record })),
  };
}
