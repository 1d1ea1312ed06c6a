import { and, asc, count, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import { INVOICE_SORTS, sortByLabel, type InvoiceRow } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import {
  companies,
  consumers,
  invoiceLines,
  invoices,
  purchaseOrders,
  saleOrders,
  wanderSerialNumbers,
} from '../../db/schema/index.js';
import { toApiRow, type ListSpec } from '../../crud/list-search.js';

/**
 * Who looks at invoices: the issuing distributor and the buying company see theirs, platform
 * staff (a platform admin, or anyone working in the platform company) every invoice.
 */
export interface InvoiceViewer {
  entityCode: string;
  isPlatform: boolean;
}

/**
 * The invoices a viewer may see (undefined: all of them). Anything else answers 404. A manual
 * invoice's Draft is the issuer's own until it is completed: its customer does not see it.
 */
export function invoiceScope(viewer: InvoiceViewer): SQL | undefined {
  if (viewer.isPlatform) return undefined;
  return or(
    eq(invoices.entityCode, viewer.entityCode),
    and(eq(invoices.customerEntityCode, viewer.entityCode), ne(invoices.status, 'Draft')),
  );
}

/**
 * The eSIMs of visible invoices a viewer may see: the issuer (and platform staff) every one, the
 * buyer only those delivered to it (activation codes are secret until then).
 */
export function esimScope(viewer: InvoiceViewer): SQL | undefined {
  if (viewer.isPlatform) return undefined;
  return or(
    eq(invoices.entityCode, viewer.entityCode),
    and(
      eq(invoices.customerEntityCode, viewer.entityCode),
      eq(wanderSerialNumbers.status, 'delivered'),
    ),
  );
}

const issuer = alias(companies, 'issuer_company');
const customer = alias(companies, 'customer_company');
const text = ['eq', 'contains', 'startsWith', 'in'] as const;

/**
 * POST payment/Invoices/Search and ExportExcel. An invoice bills a purchase order (the buyer is a
 * company) or a sale order (the buyer is named on it): both are LEFT JOINs, poNo is null for a
 * sale order's invoice and its customer is the sale order's.
 */
export const invoiceList: ListSpec = {
  columns: {
    id: invoices.id,
    documentNo: invoices.documentNo,
    entityCode: invoices.entityCode,
    issuerName: issuer.companyName,
    customerEntityCode: invoices.customerEntityCode,
    // A consumer order's buyer is the consumer; a sale order's is named on it, not a company.
    customerName: Object.assign(
      sql<string>`coalesce(${consumers.name}, ${customer.companyName}, ${saleOrders.customerName})`,
      { dataType: 'string' },
    ) as unknown as PgColumn,
    poId: invoices.poId,
    poNo: purchaseOrders.documentNo,
    currency: invoices.currency,
    status: invoices.status,
    subTotal: invoices.subtotalMinor,
    discountAmount: invoices.discountMinor,
    taxAmount: invoices.taxMinor,
    totalAmount: invoices.totalMinor,
    createdAt: invoices.createdAt,
    completedAt: invoices.completedAt,
    cancelledAt: invoices.cancelledAt,
  },
  join: (q) =>
    q
      .innerJoin(issuer, eq(issuer.entityCode, invoices.entityCode))
      .leftJoin(customer, eq(customer.entityCode, invoices.customerEntityCode))
      .leftJoin(purchaseOrders, eq(purchaseOrders.id, invoices.poId))
      .leftJoin(consumers, eq(consumers.id, purchaseOrders.consumerId))
      .leftJoin(saleOrders, eq(saleOrders.id, invoices.saleOrderId)) as unknown as PgSelect,
  filters: {
    status: ['eq', 'in', 'ne'],
    createdAt: ['gte', 'lte', 'between', 'gt', 'lt'],
    documentNo: text,
    customerEntityCode: text,
    customerName: ['contains', 'startsWith', 'eq'],
    poNo: text,
    entityCode: text,
  },
  sorts: INVOICE_SORTS,
  defaultSort: { column: 'createdAt', order: 'desc' },
  money: ['subTotal', 'discountAmount', 'taxAmount', 'totalAmount'],
};

/** One visible invoice as the list answers it, plus both parties' addresses; null if not visible. */
export async function invoiceHeader(db: Tx, id: string, scope: SQL | undefined) {
  const query = db
    .select({
      ...invoiceList.columns,
      issuerAddress: issuer.address,
      customerAddress: customer.address,
    })
    .from(invoices)
    .$dynamic();
  const [row] = (await invoiceList.join!(query).where(and(eq(invoices.id, id), scope))) as Record<
    string,
    unknown
  >[];
  if (!row) return null;
  const view = toApiRow(invoiceList, row) as InvoiceRow & {
    issuerAddress: string | null;
    customerAddress: string | null;
  };
  return {
    ...view,
    // The PDFs print amounts from minor units; the API answers decimals.
    minor: {
      subTotal: Number(row.subTotal),
      discountAmount: Number(row.discountAmount),
      taxAmount: Number(row.taxAmount),
      totalAmount: Number(row.totalAmount),
    },
  };
}
export type InvoiceHeader = NonNullable<Awaited<ReturnType<typeof invoiceHeader>>>;

export async function invoiceLinesOf(db: Tx, invoiceId: string) {
  return db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.lineNo));
}

const esimJoin = (q: PgSelect) =>
  q
    .innerJoin(invoiceLines, eq(invoiceLines.id, wanderSerialNumbers.invoiceLineId))
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId)) as unknown as PgSelect;

/** POST payment/Invoices/SearchInvoiceDetail: the eSIMs of one invoice, line by line. */
export const invoiceEsimList: ListSpec = {
  columns: {
    id: wanderSerialNumbers.id,
    iccid: wanderSerialNumbers.iccid,
    activationCode: wanderSerialNumbers.activationCode,
    status: wanderSerialNumbers.status,
    productName: invoiceLines.productName,
    variantName: invoiceLines.variantName,
    lineNo: invoiceLines.lineNo,
    deliveredAt: wanderSerialNumbers.deliveredAt,
  },
  join: esimJoin,
  filters: {
    iccid: ['contains', 'eq', 'startsWith'],
    status: ['eq', 'in'],
    lineNo: ['eq'],
  },
  sorts: ['lineNo', 'iccid', 'status'],
  defaultSort: { column: 'lineNo', order: 'asc' },
  money: [],
};

/** How many eSIMs of an invoice the viewer may see. */
export async function visibleEsimCount(db: Tx, invoiceId: string, scope: SQL | undefined) {
  const [{ n }] = (await esimJoin(
    db.select({ n: count() }).from(wanderSerialNumbers).$dynamic(),
  ).where(and(eq(invoices.id, invoiceId), scope))) as { n: number }[];
  return n;
}

/** GET payment/InvoiceDetail/GetSelectList: eSIMs as options, sorted by label. */
export async function invoiceEsimOptions(
  db: Tx,
  scope: SQL | undefined,
  invoiceId: string | undefined,
) {
  const rows = (await esimJoin(
    db
      .select({
        value: wanderSerialNumbers.id,
        iccid: wanderSerialNumbers.iccid,
        productName: invoiceLines.productName,
        variantName: invoiceLines.variantName,
      })
      .from(wanderSerialNumbers)
      .$dynamic(),
  )
    .where(and(invoiceId ? eq(invoices.id, invoiceId) : undefined, scope))
    .orderBy(asc(wanderSerialNumbers.iccid))
    .limit(1000)) as { value: string; iccid: string; productName: string; variantName: string }[];
  return sortByLabel(
    rows.map((r) => ({
      label: `${r.iccid} - ${r.productName} ${r.variantName}`,
      value: r.value,
    })),
  );
}
