import { parse } from 'csv-parse/sync';
import {
  SMS_IMPORT_COLUMNS,
  SMS_IMPORT_MAX_ROWS,
  smsImportRowSchema,
  type SmsImportResult,
  type SmsImportRow,
} from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { storeSmsImport } from './notification.queries.js';

/** How many line errors an answer lists (the count says how many there are in all). */
const MAX_REPORTED = 50;

interface Parsed {
  record: string[];
  info: { lines: number };
}

const fileError = (message: string, lines: string[] = [message]) =>
  AppError.validation({ file: lines }, message);

/** Reads the CSV: a phoneNumber,message header, then one SMS per line. */
export function parseSmsCsv(content: Buffer): { rows: SmsImportRow[]; errors: string[] } {
  let records: Parsed[];
  try {
    records = parse(content, {
      bom: true,
      info: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as Parsed[];
  } catch (error) {
    throw fileError('The file is not a valid CSV file', [(error as Error).message]);
  }
  const [header, ...data] = records;
  const expected = SMS_IMPORT_COLUMNS.join(',');
  if (!header || header.record.map((c) => c.toLowerCase()).join(',') !== expected.toLowerCase()) {
    throw fileError(`The first line must be the header ${expected}`);
  }
  if (data.length === 0) throw fileError('The file has no SMS rows');
  if (data.length > SMS_IMPORT_MAX_ROWS) {
    throw fileError(
      `The file has ${data.length} rows; at most ${SMS_IMPORT_MAX_ROWS} can be imported at once`,
    );
  }
  const rows: SmsImportRow[] = [];
  const errors: string[] = [];
  for (const { record, info } of data) {
    if (record.length !== SMS_IMPORT_COLUMNS.length) {
      errors.push(
        `Line ${info.lines}: expected ${SMS_IMPORT_COLUMNS.length} columns, found ${record.length}`,
      );
      continue;
    }
    const parsed = smsImportRowSchema.safeParse({ phoneNumber: record[0], message: record[1] });
    if (parsed.success) rows.push(parsed.data);
    else
      for (const issue of parsed.error.issues) errors.push(`Line ${info.lines}: ${issue.message}`);
  }
  return { rows, errors };
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
  const { rows, errors } = parseSmsCsv(input.content);
  if (errors.length > 0) {
    const invalidLines = new Set(errors.map((e) => e.split(':')[0])).size;
    throw fileError(
      `${invalidLines} row(s) of the file are invalid; nothing was imported`,
      errors.slice(0, MAX_REPORTED),
    );
  }
  const fileName = input.fileName.slice(0, 256) || 'sms.csv';
  const importId = await storeSmsImport(db, { fileName, importedBy: input.importedBy, rows });
  return { importId, fileName, totalRows: rows.length, successRows: rows.length, failedRows: 0 };
}
