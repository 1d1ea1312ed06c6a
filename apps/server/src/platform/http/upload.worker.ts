import { workerTask } from '../workers/pool.js';
import { FileRefusal, parseCsvTable, type CsvTable } from './csv-read.js';
import { isXlsx } from './xlsx-bounds.js';
import { xlsxAsCsv } from './xlsx-read.js';

export interface ReadTableInput {
  content: Uint8Array;
  maxRows: number;
  /** The first sheet of an xlsx workbook is read as the CSV file. */
  xlsx: boolean;
}

export type ReadTableOutput = CsvTable | { refused: { message: string; lines: string[] } };

/**
 * The worker task of an import upload (csv-upload.ts readCsv): a CSV file, or the first sheet of
 * an xlsx workbook, parsed off the event loop. A refusal comes back as data (an error's own
 * fields do not cross a thread).
 */
export const readTable = workerTask(async (input: ReadTableInput): Promise<ReadTableOutput> => {
  try {
    const csv =
      input.xlsx && isXlsx(input.content)
        ? await xlsxAsCsv(input.content, input.maxRows)
        : input.content;
    return parseCsvTable(csv, input.maxRows);
  } catch (error) {
    if (error instanceof FileRefusal) {
      return { refused: { message: error.message, lines: error.lines } };
    }
    throw error;
  }
});
