import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { fromMinor, type InvoiceCancellationSummary } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { invoiceCancellations, invoices, paymentSessions } from '../../db/schema/index.js';

/**
 * Where an invoice cancellation's refund stands: a wallet credit is refunded at once; a card
 * refund is the state of its order's refunded card payments (the worst one first, so a failed
 * refund is never hidden by another one of the same order that went through); else null.
 */
export function refundStatusSql(refundMethod: PgColumn | SQL, poId: PgColumn | SQL): SQL<string> {
  return sql<string>`case
    when ${refundMethod} = 'wallet' then 'refunded'
    when ${refundMethod} = 'card' then (
      select case
        when bool_or(${paymentSessions.status} = 'refund_failed') then 'refund_failed'
        when bool_or(${paymentSessions.status} = 'refund_pending') then 'refund_pending'
        when bool_or(${paymentSessions.status} = 'refunded') then 'refunded'
      end
      from ${paymentSessions} where ${paymentSessions.poId} = ${poId})
  end`;
}

/** The cancellation of one invoice as its detail shows it, or null. */
export async function cancellationSummaryOf(
  db: Tx,
  invoiceId: string,
): Promise<InvoiceCancellationSummary | null> {
  const [row] = await db
    .select({
      id: invoiceCancellations.id,
      status: invoiceCancellations.status,
      reason: invoiceCancellations.reason,
      refundMethod: invoiceCancellations.refundMethod,
      refundMinor: invoiceCancellations.refundMinor,
      refundStatus: refundStatusSql(invoiceCancellations.refundMethod, invoices.poId),
    })
    .from(invoiceCancellations)
    .innerJoin(invoices, eq(invoices.id, invoiceCancellations.invoiceId))
    .where(eq(invoiceCancellations.invoiceId, invoiceId));
  if (!row) return null;
  const { refundMinor, ...rest } = row;
  return { ...rest, refundAmount: fromMinor(Number(refundMinor)) };
}
