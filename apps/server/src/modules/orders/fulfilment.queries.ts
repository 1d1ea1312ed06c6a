import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import {
  invoiceCancellations,
  invoiceLines,
  invoices,
  wanderSerialNumbers,
} from '../../db/schema/index.js';

export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * Takes `qty` available serials of a variant held by the distributor for one invoice line:
 * FOR UPDATE SKIP LOCKED lets concurrent fulfilments take different rows instead of queueing or
 * double-allocating. Returns how many were taken; fewer than asked means not enough stock and
 * the caller rolls the whole fulfilment back. eSIMs bought from a provider for a purchase-order
 * line (`reserved_for_line_id`) go to that line first and to no other.
 */
export async function allocateSerials(
  tx: Tx,
  distributor: string,
  variantId: string,
  invoiceLineId: string,
  qty: number,
  poLineId: string | null = null,
) {
  const reservation = poLineId
    ? or(
        isNull(wanderSerialNumbers.reservedForLineId),
        eq(wanderSerialNumbers.reservedForLineId, poLineId),
      )
    : isNull(wanderSerialNumbers.reservedForLineId);
  const picked = tx
    .select({ id: wanderSerialNumbers.id })
    .from(wanderSerialNumbers)
    .where(
      and(
        eq(wanderSerialNumbers.variantId, variantId),
        eq(wanderSerialNumbers.entityCode, distributor),
        eq(wanderSerialNumbers.status, 'available'),
        reservation,
      ),
    )
    .orderBy(
      sql`${wanderSerialNumbers.reservedForLineId} is null`,
      wanderSerialNumbers.createdAt,
      wanderSerialNumbers.id,
    )
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

/** An Open invoice with a cancellation (necessarily Pending) is neither completed nor cancelled twice. */
export async function hasCancellation(tx: Tx, invoiceId: string) {
  const [row] = await tx
    .select({ id: invoiceCancellations.id })
    .from(invoiceCancellations)
    .where(eq(invoiceCancellations.invoiceId, invoiceId));
  return Boolean(row);
}

/**
 * Gives an invoice's allocated eSIMs back to the issuer's stock (the invoice is cancelled): they
 * are available again, tied to no invoice line. Delivered eSIMs are never taken back.
 */
export async function releaseSerialsOf(tx: Tx, invoiceId: string) {
  const lineIds = tx
    .select({ id: invoiceLines.id })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId));
  const rows = await tx
    .update(wanderSerialNumbers)
    // Back in stock for anyone: the cancelled order's line no longer holds them (issue 37).
    .set({ status: 'available', invoiceLineId: null, allocatedAt: null, reservedForLineId: null })
    .where(
      and(
        inArray(wanderSerialNumbers.invoiceLineId, lineIds),
        eq(wanderSerialNumbers.status, 'allocated'),
      ),
    )
    .returning({ id: wanderSerialNumbers.id });
  return rows.length;
}

export async function cancelInvoiceRow(tx: Tx, id: string) {
  await tx
    .update(invoices)
    .set({ status: 'Cancelled', cancelledAt: sql`now()` })
    .where(eq(invoices.id, id));
}
