import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { documentSequences } from '../../db/schema/index.js';

/** ConsumerOrder: the orders of a distributor's consumers (the store API), CO-000001. */
export type DocumentType = 'PurchaseOrder' | 'Invoice' | 'SaleOrder' | 'ConsumerOrder';

export const DEFAULT_PREFIX: Record<DocumentType, string> = {
  PurchaseOrder: 'PO',
  Invoice: 'INV',
  SaleOrder: 'SO',
  ConsumerOrder: 'CO',
};

/**
 * The next document number of a company, e.g. PO-000042. Must run inside the transaction that
 * stores the document: the UPDATE locks the company's sequence row until commit, so two orders
 * never share a number, and a rollback hands the number back (no gaps).
 */
export async function nextDocumentNumber(tx: Tx, entityCode: string, type: DocumentType) {
  const take = () =>
    tx
      .update(documentSequences)
      .set({ nextNumber: sql`${documentSequences.nextNumber} + 1`, updatedAt: sql`now()` })
      .where(
        and(eq(documentSequences.entityCode, entityCode), eq(documentSequences.documentType, type)),
      )
      .returning({
        number: sql<number>`${documentSequences.nextNumber} - 1`,
        prefix: documentSequences.prefix,
        padding: documentSequences.padding,
      });
  let [row] = await take();
  if (!row) {
    // First document of this type: create the company's sequence row, then take from it.
    await tx
      .insert(documentSequences)
      .values({ entityCode, documentType: type, prefix: DEFAULT_PREFIX[type] })
      .onConflictDoNothing();
    [row] = await take();
  }
  return formatDocumentNumber(row.prefix, Number(row.number), row.padding);
}

export const formatDocumentNumber = (prefix: string, n: number, padding: number) =>
  `${prefix}-${String(n).padStart(padding, '0')}`;
