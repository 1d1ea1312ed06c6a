import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import { INVOICE_CANCELLATION_SORTS, sortByLabel } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import {
  companies,
  invoiceCancellations,
  invoices,
  paymentSessions,
  purchaseOrders,
  saleOrders,
  users,
  walletTransactions,
} from '../../db/schema/index.js';
import { refundStatusSql } from '../orders/index.js';
import { type ListSpec } from '../../crud/list-search.js';

export type CancellationRow = typeof invoiceCancellations.$inferSelect;

const customer = alias(companies, 'cancel_customer');
const asColumn = (expression: SQL, dataType: string) =>
  Object.assign(expression, { dataType }) as unknown as PgColumn;

/** What completing a Pending cancellation will refund: the way the order was paid, or none. */
const plannedMethod = sql`case
  when ${purchaseOrders.paymentMethod} in ('wallet', 'card') and ${purchaseOrders.totalMinor} > 0
  then ${purchaseOrders.paymentMethod} else 'none' end`;

/**
 * POST payment/InvoiceCancelled/Search: each cancellation with its invoice (number, buyer, total)
 * and its refund: stored at completion, planned while Pending.
 */
export const cancellationList: ListSpec = {
  columns: {
    id: invoiceCancellations.id,
    invoiceId: invoiceCancellations.invoiceId,
    documentNo: invoices.documentNo,
    invoiceStatus: invoices.status,
    entityCode: invoiceCancellations.entityCode,
    customerName: asColumn(
      sql<string>`coalesce(${customer.companyName}, ${saleOrders.customerName})`,
      'string',
    ),
    customerEntityCode: invoices.customerEntityCode,
    currency: invoices.currency,
    totalAmount: invoices.totalMinor,
    reason: invoiceCancellations.reason,
    status: invoiceCancellations.status,
    refundMethod: asColumn(
      sql<string>`case when ${invoiceCancellations.status} = 'Pending' then ${plannedMethod}
        else ${invoiceCancellations.refundMethod} end`,
      'string',
    ),
    refundAmount: asColumn(
      sql<number>`case when ${invoiceCancellations.status} = 'Completed'
        then ${invoiceCancellations.refundMinor}
        when ${plannedMethod} = 'none' then 0 else ${purchaseOrders.totalMinor} end`,
      'number',
    ),
    refundStatus: asColumn(
      refundStatusSql(invoiceCancellations.refundMethod, invoices.poId),
      'string',
    ),
    createdAt: invoiceCancellations.createdAt,
    completedAt: invoiceCancellations.completedAt,
  },
  join: (q) =>
    q
      .innerJoin(invoices, eq(invoices.id, invoiceCancellations.invoiceId))
      .leftJoin(customer, eq(customer.entityCode, invoices.customerEntityCode))
      .leftJoin(purchaseOrders, eq(purchaseOrders.id, invoices.poId))
      .leftJoin(saleOrders, eq(saleOrders.id, invoices.saleOrderId)) as unknown as PgSelect,
  filters: {
    status: ['eq', 'in'],
    createdAt: ['gte', 'lte', 'between', 'gt', 'lt'],
    completedAt: ['gte', 'lte', 'between', 'gt', 'lt'],
    documentNo: ['contains', 'eq', 'startsWith'],
    customerName: ['contains', 'startsWith', 'eq'],
    entityCode: ['eq', 'contains', 'startsWith'],
  },
  sorts: INVOICE_CANCELLATION_SORTS,
  defaultSort: { column: 'createdAt', order: 'desc' },
  money: ['totalAmount', 'refundAmount'],
};

/** One cancellation as the list shows it plus its orders and refund error; null if not in scope. */
export async function cancellationHeader(db: Tx, id: string, scope: SQL | undefined) {
  const query = db
    .select({
      ...cancellationList.columns,
      poId: invoices.poId,
      poNo: purchaseOrders.documentNo,
      saleOrderId: invoices.saleOrderId,
      saleOrderNo: saleOrders.documentNo,
      createdBy: users.email,
      refundError: sql<string | null>`(select ${paymentSessions.refundError}
        from ${paymentSessions} where ${paymentSessions.poId} = ${invoices.poId}
        and ${paymentSessions.status} = 'refund_failed'
        order by ${paymentSessions.createdAt} desc limit 1)`,
    })
    .from(invoiceCancellations)
    .leftJoin(users, eq(users.id, invoiceCancellations.createdBy))
    .$dynamic();
  const [row] = (await cancellationList.join!(query).where(
    and(eq(invoiceCancellations.id, id), scope),
  )) as Record<string, unknown>[];
  return row ?? null;
}

/** GetSelectList: the scope's cancellations by invoice number. */
export async function cancellationOptions(db: Tx, scope: SQL | undefined) {
  const rows = await db
    .select({ label: invoices.documentNo, value: invoiceCancellations.id })
    .from(invoiceCancellations)
    .innerJoin(invoices, eq(invoices.id, invoiceCancellations.invoiceId))
    .where(scope)
    .orderBy(invoices.documentNo)
    .limit(1000);
  return sortByLabel(rows);
}

/** A cancellation of the issuer, locked for a change (null when missing or another's). */
export async function lockCancellation(tx: Tx, id: string, issuer: string) {
  const [row] = await tx
    .select()
    .from(invoiceCancellations)
    .where(and(eq(invoiceCancellations.id, id), eq(invoiceCancellations.entityCode, issuer)))
    .for('update');
  return row ?? null;
}

export async function cancellationOfInvoice(tx: Tx, invoiceId: string) {
  const [row] = await tx
    .select()
    .from(invoiceCancellations)
    .where(eq(invoiceCancellations.invoiceId, invoiceId));
  return row ?? null;
}

/** The wallet debit that paid a purchase order (at most one, by a unique index). */
export async function walletPaymentOf(tx: Tx, poId: string) {
  const [row] = await tx
    .select({ amountMinor: walletTransactions.amountMinor })
    .from(walletTransactions)
    .where(
      and(eq(walletTransactions.purchaseOrderId, poId), eq(walletTransactions.kind, 'purchase')),
    );
  return row ? -row.amountMinor : 0;
}

/** The card payment that paid a purchase order, locked; it is about to be refunded. */
export async function lockPaidSession(tx: Tx, poId: string) {
  const [row] = await tx
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.poId, poId), eq(paymentSessions.status, 'paid')))
    .for('update');
  return row ?? null;
}

/** Marks sessions for the refund job; answers the ids to queue after the commit. */
export async function markRefundPending(tx: Tx, where: SQL) {
  const rows = await tx
    .update(paymentSessions)
    .set({ status: 'refund_pending', refundError: null })
    .where(where)
    .returning({ id: paymentSessions.id });
  return rows.map((r) => r.id);
}

export const failedRefundsOf = (poId: string) =>
  and(eq(paymentSessions.poId, poId), eq(paymentSessions.status, 'refund_failed'));

/** The buyer company's id (its wallet is keyed by company id). */
export async function companyIdOf(tx: Tx, entityCode: string) {
  const [row] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.entityCode, entityCode));
  return row?.id ?? null;
}

export async function insertCancellation(tx: Tx, values: typeof invoiceCancellations.$inferInsert) {
  const [row] = await tx.insert(invoiceCancellations).values(values).returning();
  return row;
}

export async function setCancellation(
  tx: Tx,
  id: string,
  values: Partial<typeof invoiceCancellations.$inferInsert>,
) {
  await tx.update(invoiceCancellations).set(values).where(eq(invoiceCancellations.id, id));
}

export async function deleteCancellation(tx: Tx, id: string) {
  await tx.delete(invoiceCancellations).where(eq(invoiceCancellations.id, id));
}
