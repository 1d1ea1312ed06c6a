import {
  SMS_IMPORT_COLUMNS,
  SMS_IMPORT_MAX_ROWS,
  smsImportRowSchema,
  type SmsImportResult,
  type SmsImportRow,
} from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { cellError, csvFileError, readCsv } from '../../platform/http/csv-upload.js';
import { storeSmsImport } from './notification.queries.js';

/** How many line errors an answer lists (the count says how many there are in all). */
const MAX_REPORTED = 50;

/**
 * Reads the CSV: a phoneNumber,message header, then one SMS per line. A bad cell is reported by
 * its row (the file's line, as a spreadsheet numbers it: the header is row 1) and its column's
 * name in the header (issue 26); `invalidRows` counts the rows with at least one.
 */
export async function parseSmsCsv(content: Buffer): Promise<{
  rows: SmsImportRow[];
  errors: string[];
  invalidRows: number;
}> {
  const expected = SMS_IMPORT_COLUMNS.join(',');
  const { lines: data } = await readCsv(content, {
    maxRows: SMS_IMPORT_MAX_ROWS,
    rowsLabel: 'SMS',
    checkHeader: (header) => {
      if (header.map((c) => c.toLowerCase()).join(',') !== expected.toLowerCase()) {
        throw csvFileError(`The first line must be the header ${expected}`);
      }
    },
  });
  const rows: SmsImportRow[] = [];
  const errors: string[] = [];
  let invalidRows = 0;
  for (const { record, line } of data) {
    if (record.length !== SMS_IMPORT_COLUMNS.length) {
      errors.push(
        `Row ${line}: expected ${SMS_IMPORT_COLUMNS.length} columns, found ${record.length}`,
      );
      invalidRows++;
      continue;
    }
    const parsed = smsImportRowSchema.safeParse({ phoneNumber: record[0], message: record[1] });
    if (parsed.success) {
      rows.push(parsed.data);
      continue;
    }
    invalidRows++;
    for (const issue of parsed.error.issues)
      errors.push(cellError(line, issue.path[0], issue.message));
  }
  return { rows, errors, invalidRows };
}

/**
 * POST scheduler/Notification/SparkPushNotification: imports an SMS file all or nothing. A file
 * with any invalid row is refused with every bad line and why, and nothing is stored, so the
 * corrected file can be uploaded again without queueing an SMS twice. A good file is stored in one
 * transaction: its rows as Queued in the SMS log (the sender picks them up) and one history row.
 */
export async function importSms(
  db: Tx,
  input: { fileName: string; importedBy: string; content: Buffer },
): Promise<SmsImportResult> {
  const { rows, errors, invalidRows } = await parseSmsCsv(input.content);
  if (errors.length > 0) {
    throw csvFileError(
      `${invalidRows} row(s) of the file are invalid; nothing was imported`,
      errors.slice(0, MAX_REPORTED),
    );
  }
  const fileName = input.fileName.slice(0, 256) || 'sms.csv';
  const importId = await storeSmsImport(db, { fileName, importedBy: input.importedBy, rows });
  return { importId, fileName, totalRows: rows.length, successRows: rows.length, failedRows: 0 };
}
