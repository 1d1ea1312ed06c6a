import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { invoiceLines, invoices, wanderSerialNumbers } from '../../db/schema/index.js';

export type InvoiceRow = typeof invoices.$inferSelect;

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
