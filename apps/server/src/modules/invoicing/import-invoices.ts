import {
  INVOICE_IMPORT_COLUMNS,
  INVOICE_IMPORT_MAX_ROWS,
  InvoiceImportStatus,
} from '@wander/contract';
import type { Db } from '../../platform/db/client.js';
import type { JobQueue } from '../../platform/jobs/jobs.js';
import { csvFileError, readCsv } from '../../platform/http/csv-upload.js';
import { finishImport, insertImport } from './invoice-import.queries.js';

export const INVOICE_IMPORT_JOB = 'invoices.import';

type Column = (typeof INVOICE_IMPORT_COLUMNS)[number];

/** One data line of the file as read (row 1 is the first line after the header). */
export interface ImportLine {
  row: number;
  reference: string;
  customerName: string;
  customerEmail: string;
  variantCode: string;
  quantity: string;
}

export interface InvoiceImportJob {
  importId: string;
  entityCode: string;
  userId: string;
  lines: ImportLine[];
}

/** The columns by header name (any case, any order); customerEmail may be left out. */
function columnsOf(header: string[]): Partial<Record<Column, number>> {
  const index: Partial<Record<Column, number>> = {};
  header.forEach((name, i) => {
    const column = INVOICE_IMPORT_COLUMNS.find((k) => k.toLowerCase() === name.toLowerCase());
    if (column && index[column] === undefined) index[column] = i;
  });
  const needed: Column[] = ['reference', 'customerName', 'variantCode', 'quantity'];
  if (needed.some((c) => index[c] === undefined)) {
    throw csvFileError(`The first line must be the header ${INVOICE_IMPORT_COLUMNS.join(',')}`);
  }
  return index;
}

/** Reads the file: an unreadable one, a wrong header or too many rows is a 400, nothing stored. */
export async function readImportFile(content: Buffer): Promise<ImportLine[]> {
  let columns: Partial<Record<Column, number>> = {};
  const { lines } = await readCsv(content, {
    maxRows: INVOICE_IMPORT_MAX_ROWS,
    rowsLabel: 'sale',
    checkHeader: (header) => {
      columns = columnsOf(header);
    },
  });
  return lines.map(({ record }, i) => {
    const cell = (c: Column) => {
      const at = columns[c];
      return at === undefined ? '' : (record[at] ?? '').trim();
    };
    return {
      row: i + 1,
      reference: cell('reference'),
      customerName: cell('customerName'),
      customerEmail: cell('customerEmail'),
      variantCode: cell('variantCode'),
      quantity: cell('quantity'),
    };
  });
}

/**
 * POST scheduler/Invoices/Import: the file is read now (its shape), recorded as a Queued import
 * and handed to the job queue with its rows; the job checks and invoices them all or none. When
 * the job cannot be queued the import is Failed at once and the error goes up.
 */
export async function queueInvoiceImport(
  db: Db,
  jobs: JobQueue,
  input: { entityCode: string; userId: string; email: string; fileName: string; content: Buffer },
) {
  const lines = await readImportFile(input.content);
  const record = await insertImport(db, {
    entityCode: input.entityCode,
    fileName: input.fileName.slice(0, 256) || 'invoices.csv',
    status: InvoiceImportStatus.queued,
    totalRows: lines.length,
    importedBy: input.email,
  });
  const job: InvoiceImportJob = {
    importId: record.id,
    entityCode: input.entityCode,
    userId: input.userId,
    lines,
  };
  try {
    await jobs.send(INVOICE_IMPORT_JOB, job, { singletonKey: record.id });
  } catch (error) {
    await finishImport(db, record.id, {
      status: 'Failed',
      invoiceCount: 0,
      errors: [{ row: 0, column: 'file', value: '', message: 'The import could not be queued' }],
    });
    throw error;
  }
  return record;
}
