import type { z } from 'zod';
import {
  ImportStatus,
  PLAN_IMPORT_MAX_ROWS,
  type ImportRowError,
  type PlanImportKind,
  type PlanImportResult,
} from '@wander/contract';
import type { Db, Tx } from '../platform/db/client.js';
import { pgErrorOf } from './db-errors.js';
import { csvFileError, readCsv } from '../platform/http/csv-upload.js';
import { fromCsvCell } from '../platform/http/csv-file.js';
import { planImports } from '../db/schema/index.js';

/** How many row errors an answer and a history row keep (the count says how many in all). */
const MAX_REPORTED = 200;

/** One data row: its number (1 = the first line after the header) and its cells by column. */
export interface CsvRow<C extends string> {
  row: number;
  cells: Partial<Record<C, string>>;
}

/**
 * Reads an import file: the header names its columns in any order and any case (the required
 * ones must be there, the optional ones may be left out), then 1..5000 rows (or `maxRows`). A file that cannot
 * be read that far is refused as a whole (400 under `file`) and nothing is recorded.
 */
export async function readImportFile<C extends string>(
  content: Buffer,
  columns: {
    all: readonly C[];
    optional: readonly C[];
    rowsLabel: string;
    /** The most rows a file may have (PLAN_IMPORT_MAX_ROWS unless said). */
    maxRows?: number;
    /** The first sheet of an xlsx workbook is read as the file. */
    xlsx?: boolean;
  },
): Promise<{ rows: CsvRow<C>[]; present: Set<C> }> {
  const index = new Map<C, number>();
  const { lines } = await readCsv(content, {
    maxRows: columns.maxRows ?? PLAN_IMPORT_MAX_ROWS,
    rowsLabel: columns.rowsLabel,
    xlsx: columns.xlsx,
    checkHeader: (header) => {
      header.forEach((name, i) => {
        const column = columns.all.find((c) => c.toLowerCase() === name.trim().toLowerCase());
        if (column && !index.has(column)) index.set(column, i);
      });
      if (columns.all.some((c) => !columns.optional.includes(c) && !index.has(c))) {
        throw csvFileError(`The first line must be the header ${columns.all.join(',')}`);
      }
    },
  });
  const rows = lines.map(({ record }, i) => {
    const cells: Partial<Record<C, string>> = {};
    for (const [column, at] of index) cells[column] = fromCsvCell((record[at] ?? '').trim());
    return { row: i + 1, cells };
  });
  return { rows, present: new Set(index.keys()) };
}

/** Collects the refused values of a file, in row order. */
export class RowErrors {
  readonly list: ImportRowError[] = [];
  add(row: number, column: string, value: string | undefined, message: string) {
    this.list.push({ row, column, value: value ?? '', message });
  }
  /**
   * Checks each cell of a row on its own (so the checks that need a valid cell still run on the
   * others): the valid values, and whether every cell was valid. Issues are added in column order.
   */
  parse<C extends string, S extends z.ZodObject>(
    schema: S,
    row: CsvRow<C>,
  ): { data: Partial<z.infer<S>>; valid: boolean } {
    const data: Record<string, unknown> = {};
    let valid = true;
    for (const [column, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      const result = field.safeParse(row.cells[column as C]);
      if (result.success) {
        data[column] = result.data;
        continue;
      }
      valid = false;
      for (const issue of result.error.issues) {
        this.add(row.row, column, row.cells[column as C], issue.message);
      }
    }
    return { data: data as Partial<z.infer<S>>, valid };
  }
  get failedRows() {
    return new Set(this.list.map((e) => e.row)).size;
  }
  sorted() {
    return [...this.list].sort((a, b) => a.row - b.row).slice(0, MAX_REPORTED);
  }
}

/** Remembers the first row of each code and answers it when the code comes again. */
export class FirstRows {
  private readonly first = new Map<string, number>();
  /** The earlier row with this code, or null (and the code is remembered as on this row). */
  seen(code: string, row: number): number | null {
    const earlier = this.first.get(code);
    if (earlier !== undefined) return earlier;
    this.first.set(code, row);
    return null;
  }
}

/** Stores the history row of an import (either way) and answers it. */
export async function recordImport(
  tx: Tx,
  input: {
    planId: string;
    entityCode: string;
    kind: PlanImportKind;
    fileName: string;
    importedBy: string;
    totalRows: number;
    createdRows: number;
    errors: RowErrors;
  },
): Promise<PlanImportResult> {
  const failedRows = input.errors.failedRows;
  const ok = failedRows === 0;
  const errors = input.errors.sorted();
  const [history] = await tx
    .insert(planImports)
    .values({
      planId: input.planId,
      entityCode: input.entityCode,
      kind: input.kind,
      fileName: input.fileName,
      totalRows: input.totalRows,
      importedRows: ok ? input.totalRows : 0,
      failedRows,
      errors,
      importedBy: input.importedBy,
    })
    .returning({ id: planImports.id });
  return {
    importId: history.id,
    planId: input.planId,
    kind: input.kind,
    fileName: input.fileName,
    status: ok ? ImportStatus.completed : ImportStatus.failed,
    totalRows: input.totalRows,
    importedRows: ok ? input.totalRows : 0,
    createdRows: ok ? input.createdRows : 0,
    failedRows,
    errors,
  };
}

/** The stored file name: at most 256 characters, a default when the upload has none. */
export const storedFileName = (name: string, fallback: string) => name.slice(0, 256) || fallback;

/**
 * Runs an import in one transaction. When another import created one of its codes meanwhile (a
 * unique violation), it runs once more: the row checks then see the code and refuse it.
 */
export async function inImportTransaction<T>(db: Db, run: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(run);
  } catch (error) {
    if (pgErrorOf(error)?.code === '23505') return db.transaction(run);
    throw error;
  }
}
