import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { invoiceLines, invoices, wanderSerialNumbers } from '../../db/schema/index.js';
import type { PoRow } from './orders.queries.js';

export type InvoiceRow = typeof invoices.$inferSelect;

export async function insertInvoice(tx: Tx, po: PoRow, documentNo: string) {
  const [row] = await tx
    .insert(invoices)
    .values({
      documentNo,
      entityCode: po.distributorEntityCode,
      customerEntityCode: po.entityCode,
      poId: po.id,
      currency: po.currency,
      subtotalMinor: po.subtotalMinor,
      discountMinor: po.discountMinor,
      taxMinor: po.taxMinor,
      totalMinor: po.totalMinor,
    })
    .returning();
  return row;
}

export async function insertInvoiceLines(tx: Tx, rows: (typeof invoiceLines.$inferInsert)[]) {
  return tx.insert(invoiceLines).values(rows).returning({
    id: invoiceLines.id,
    variantId: invoiceLines.variantId,
    qty: invoiceLines.qty,
    productName: invoiceLines.productName,
    variantName: invoiceLines.variantName,
  });
}

/**
 * Takes `qty` available serials of a variant held by the distributor for one invoice line:
 * FOR UPDATE SKIP LOCKED lets concurrent fulfilments take different rows instead of queueing or
 * double-allocating. Returns how many were taken; fewer than asked means not enough stock and
 * the caller rolls the whole fulfilment back.
 */
export async function allocateSerials(
  tx: Tx,
  distributor: string,
  variantId: string,
  invoiceLineId: string,
  qty: number,
) {
  const picked = tx
    .select({ id: wanderSerialNumbers.id })
    .from(wanderSerialNumbers)
    .where(
      and(
        eq(wanderSerialNumbers.variantId, variantId),
        eq(wanderSerialNumbers.entityCode, distributor),
        eq(wanderSerialNumbers.status, 'available'),
      ),
    )
    .orderBy(wanderSerialNumbers.createdAt, wanderSerialNumbers.id)
    .limit(qty)
    .for('update', { skipLocked: true });
  const rows = await tx
    .update(wanderSerialNumbers)
    .set({ status: 'allocated', invoiceLineId, allocatedAt: sql`now()` })
    .where(
      and(inArray(wanderSerialNumbers.id, picked), eq(wanderSerialNumbers.status, 'available')),
    )
    .returning({ id: wanderSerialNumbers.id });
  return rows.length;
}

export async function availableCount(db: Tx, distributor: string, variantId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(wanderSerialNumbers)
    .where(
      and(
        eq(wanderSerialNumbers.variantId, variantId),
        eq(wanderSerialNumbers.entityCode, distributor),
        eq(wanderSerialNumbers.status, 'available'),
      ),
    );
  return row.n;
}

/** A preview of the serials fulfilment would take (GetSerialNumberByQuantity); nothing is locked. */
export async function peekSerials(
  db: Tx,
  distributor: string,
  productId: string,
  variantId: string,
  qty: number,
) {
  return db
    .select({
      id: wanderSerialNumbers.id,
      iccid: wanderSerialNumbers.iccid,
      activationCode: wanderSerialNumbers.activationCode,
    })
    .from(wanderSerialNumbers)
    .where(
      and(
        eq(wanderSerialNumbers.productId, productId),
        eq(wanderSerialNumbers.variantId, variantId),
        eq(wanderSerialNumbers.entityCode, distributor),
        eq(wanderSerialNumbers.status, 'available'),
      ),
    )
    .orderBy(wanderSerialNumbers.createdAt, wanderSerialNumbers.id)
    .limit(qty);
}

export async function lockInvoice(tx: Tx, id: string, issuer: string) {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.entityCode, issuer)))
    .for('update');
  return row ?? null;
}

export async function deliverSerialsOf(tx: Tx, invoiceId: string) {
  const lineIds = tx
    .select({ id: invoiceLines.id })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId));
  return tx
    .update(wanderSerialNumbers)
    .set({ status: 'delivered', deliveredAt: sql`now()` })
    .where(
      and(
        inArray(wanderSerialNumbers.invoiceLineId, lineIds),
        eq(wanderSerialNumbers.status, 'allocated'),
      ),
    )
    .returning({
      id: wanderSerialNumbers.id,
      iccid: wanderSerialNumbers.iccid,
      activationCode: wanderSerialNumbers.activationCode,
    });
}

export async function completeInvoiceRow(tx: Tx, id: string) {
  await tx
    .update(invoices)
    .set({ status: 'Completed', completedAt: sql`now()` })
    .where(eq(invoices.id, id));
}
