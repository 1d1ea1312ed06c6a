import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { INVOICE_IMPORT_SORTS, InvoiceImportMessage, type ImportRowError } from '@wander/contract';
import type { Db, Tx } from '../../platform/db/client.js';
import {
  companies,
  invoiceImports,
  productVariants,
  wanderSerialNumbers,
} from '../../db/schema/index.js';
import type { ListSpec } from '../../crud/list-search.js';

export type ImportRow = typeof invoiceImports.$inferSelect;

/** POST scheduler/Invoices/SearchImportHistory: the working company's imports, newest first. */
export const importHistoryList: ListSpec = {
  columns: {
    id: invoiceImports.id,
    fileName: invoiceImports.fileName,
    status: invoiceImports.status,
    totalRows: invoiceImports.totalRows,
    invoiceCount: invoiceImports.invoiceCount,
    errors: invoiceImports.errors,
    importedBy: invoiceImports.importedBy,
    createdAt: invoiceImports.createdAt,
    finishedAt: invoiceImports.finishedAt,
  },
  filters: {
    status: ['eq', 'in'],
    fileName: ['contains', 'eq'],
    importedBy: ['contains', 'eq'],
    createdAt: ['gte', 'lte', 'between', 'gt', 'lt'],
  },
  sorts: INVOICE_IMPORT_SORTS,
  defaultSort: { column: 'createdAt', order: 'desc' },
  money: [],
};

export const importScope = (entityCode: string): SQL => eq(invoiceImports.entityCode, entityCode);

export async function insertImport(db: Db, values: typeof invoiceImports.$inferInsert) {
  const [row] = await db.insert(invoiceImports).values(values).returning();
  return row;
}

export async function importById(db: Tx, id: string, scope: SQL) {
  const [row] = await db
    .select()
    .from(invoiceImports)
    .where(and(eq(invoiceImports.id, id), scope));
  return row ?? null;
}

/** The import row while still Queued, locked: one run at a time, and never twice. */
export async function lockQueuedImport(tx: Tx, id: string) {
  const [row] = await tx
    .select()
    .from(invoiceImports)
    .where(and(eq(invoiceImports.id, id), eq(invoiceImports.status, 'Queued')))
    .for('update');
  return row ?? null;
}

export async function finishImport(
  db: Tx,
  id: string,
  result: { status: 'Completed' | 'Failed'; invoiceCount: number; errors: ImportRowError[] },
) {
  await db
    .update(invoiceImports)
    .set({ ...result, finishedAt: sql`now()` })
    .where(and(eq(invoiceImports.id, id), eq(invoiceImports.status, 'Queued')));
}

/** Imports still Queued long after their job should have run (lost job): Failed, say so. */
export async function failStaleImports(db: Db, olderThanMinutes: number) {
  const cutoff = new Date(Date.now() - olderThanMinutes * 60_000);
  const rows = await db
    .update(invoiceImports)
    .set({
      status: 'Failed',
      errors: [
        { row: 0, column: 'file', value: '', message: InvoiceImportMessage.interrupted },
      ] as ImportRowError[],
      finishedAt: sql`now()`,
    })
    .where(
      and(
        eq(invoiceImports.status, 'Queued'),
        lt(invoiceImports.createdAt, sql`${cutoff.toISOString()}::timestamptz`),
      ),
    )
    .returning({ id: invoiceImports.id });
  return rows.length;
}

export async function variantsByCode(db: Tx, codes: string[]) {
  if (codes.length === 0) return [];
  return db
    .select({ id: productVariants.id, code: productVariants.variantCode })
    .from(productVariants)
    .where(inArray(productVariants.variantCode, codes));
}

/** Available eSIMs of the distributor per variant. */
export async function availableStock(db: Tx, entityCode: string, variantIds: string[]) {
  if (variantIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ variantId: wanderSerialNumbers.variantId, n: sql<number>`count(*)::int` })
    .from(wanderSerialNumbers)
    .where(
      and(
        eq(wanderSerialNumbers.entityCode, entityCode),
        eq(wanderSerialNumbers.status, 'available'),
        inArray(wanderSerialNumbers.variantId, variantIds),
      ),
    )
    .groupBy(wanderSerialNumbers.variantId);
  return new Map(rows.map((r) => [r.variantId, Number(r.n)]));
}

export async function companyOf(db: Tx, entityCode: string) {
  const [row] = await db.select().from(companies).where(eq(companies.entityCode, entityCode));
  return row ?? null;
}
