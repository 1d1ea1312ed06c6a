import { sortByLabel } from '@wander/contract';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../platform/db/client.js';
import {
  companies,
  invoiceLines,
  invoices,
  purchaseOrderLines,
  purchaseOrders,
  wanderSerialNumbers,
} from '../../db/schema/index.js';
import type { PricedLine, PricedOrder } from '../catalog/price-lines.js';
import { recordLineCosts } from './record-line-costs.js';
import { agentOfBuyer } from '../network/agent-attribution.js';

export type PoRow = typeof purchaseOrders.$inferSelect;

/** A company by its entity code, or null (the network's query). */
export { findCompanyByCode as companyByCode } from '../network/network.queries.js';

export async function insertPurchaseOrder(
  tx: Tx,
  header: {
    documentNo: string;
    entityCode: string;
    distributorEntityCode: string;
    remarks: string | null;
    createdBy: string | null;
    status: string;
    /** A consumer order (store API): bought by the consumer through a platform, no agent. */
    consumerId?: string;
    platformId?: string;
  },
  priced: PricedOrder,
) {
  const [po] = await tx
    .insert(purchaseOrders)
    .values({
      ...header,
      ...totalsOf(priced),
      agentId: header.consumerId ? null : agentOfBuyer(header.entityCode),
    })
    .returning();
  await insertPoLines(tx, po.id, priced.lines);
  return po;
}

const totalsOf = (priced: PricedOrder) => ({
  currency: priced.currency,
  subtotalMinor: priced.subtotalMinor,
  discountMinor: priced.discountMinor,
  taxMinor: priced.taxMinor,
  totalMinor: priced.totalMinor,
  // The rate a converted order was priced at (issue 40); null for a price list's own currency.
  baseCurrency: priced.conversion?.baseCurrency ?? null,
  exchangeRate: priced.conversion?.rate ?? null,
  rateDate: priced.conversion?.rateDate ?? null,
});

async function insertPoLines(tx: Tx, poId: string, lines: PricedLine[]) {
  await tx.insert(purchaseOrderLines).values(lines.map((l) => ({ ...l, poId })));
}

export async function replacePurchaseOrder(
  tx: Tx,
  id: string,
  header: { distributorEntityCode: string; remarks: string | null },
  priced: PricedOrder,
) {
  await tx.delete(purchaseOrderLines).where(eq(purchaseOrderLines.poId, id));
  await insertPoLines(tx, id, priced.lines);
  await tx
    .update(purchaseOrders)
    .set({ ...header, ...totalsOf(priced), updatedAt: sql`now()` })
    .where(eq(purchaseOrders.id, id));
}

/** A purchase order locked for a status move; `where` carries the caller's side (buyer or seller). */
export async function lockPurchaseOrder(tx: Tx, id: string, where: SQL) {
  const [row] = await tx
    .select()
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, id), where))
    .for('update');
  return row ?? null;
}

export async function setPurchaseOrderStatus(
  tx: Tx,
  id: string,
  values: Partial<
    Pick<
      PoRow,
      'status' | 'paymentMethod' | 'paidAt' | 'fulfilledAt' | 'completedAt' | 'cancelledAt'
    >
  >,
) {
  await tx
    .update(purchaseOrders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(purchaseOrders.id, id));
  // Paid: its lines' costs are recorded now, at this day's costs and rates (issue 40).
  if (values.status === 'Paid') await recordLineCosts(tx, sql`po.id = ${id}`);
}

const distributorCompany = alias(companies, 'distributor_company');

export async function purchaseOrderHeader(db: Tx, id: string, where: SQL) {
  const [row] = await db
    .select({
      po: purchaseOrders,
      companyName: companies.companyName,
      companyEmail: companies.email,
      distributorName: distributorCompany.companyName,
    })
    .from(purchaseOrders)
    .innerJoin(companies, eq(companies.entityCode, purchaseOrders.entityCode))
    .innerJoin(
      distributorCompany,
      eq(distributorCompany.entityCode, purchaseOrders.distributorEntityCode),
    )
    .where(and(eq(purchaseOrders.id, id), where));
  return row ?? null;
}

export async function purchaseOrderLinesOf(db: Tx, poId: string) {
  return db
    .select()
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.poId, poId))
    .orderBy(asc(purchaseOrderLines.lineNo));
}

export async function invoiceOfPo(db: Tx, poId: string) {
  const [row] = await db.select().from(invoices).where(eq(invoices.poId, poId));
  return row ?? null;
}

/** The eSIMs allocated to an invoice, line by line. */
export async function esimsOfInvoice(db: Tx, invoiceId: string) {
  return db
    .select({
      id: wanderSerialNumbers.id,
      iccid: wanderSerialNumbers.iccid,
      activationCode: wanderSerialNumbers.activationCode,
      status: wanderSerialNumbers.status,
      productName: invoiceLines.productName,
      variantName: invoiceLines.variantName,
      lineNo: invoiceLines.lineNo,
    })
    .from(wanderSerialNumbers)
    .innerJoin(invoiceLines, eq(invoiceLines.id, wanderSerialNumbers.invoiceLineId))
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.lineNo), asc(wanderSerialNumbers.iccid));
}

/** Purchase orders of one side in a date range, oldest first (the PO summary PDF). */
export async function purchaseOrdersBetween(db: Tx, where: SQL, from: Date, to: Date) {
  return db
    .select()
    .from(purchaseOrders)
    .where(
      and(
        where,
        sql`${purchaseOrders.createdAt} >= ${from.toISOString()}`,
        sql`${purchaseOrders.createdAt} < ${to.toISOString()}`,
      ),
    )
    .orderBy(asc(purchaseOrders.createdAt), asc(purchaseOrders.id))
    .limit(5000);
}

export async function linesOfPurchaseOrders(db: Tx, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(purchaseOrderLines).where(inArray(purchaseOrderLines.poId, ids));
}

/** GetSelectList of purchase orders: document numbers, in the select-list order. */
export async function purchaseOrderOptions(db: Tx, where: SQL) {
  const rows = await db
    .select({ label: purchaseOrders.documentNo, value: purchaseOrders.id })
    .from(purchaseOrders)
    .where(where)
    .orderBy(asc(purchaseOrders.documentNo))
    .limit(1000);
  return sortByLabel(rows);
}
