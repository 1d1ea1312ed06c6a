import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import {
  companies,
  invoiceLines,
  invoices,
  purchaseOrders,
  saleOrders,
  wanderSerialNumbers,
} from '../../db/schema/index.js';
import type { OrderActor } from './order-actor.js';

export interface EsimDocument {
  invoiceId: string;
  invoiceNo: string;
  poNo: string;
  companyName: string;
  esims: {
    id: string;
    iccid: string;
    activationCode: string;
    productName: string;
    variantName: string;
  }[];
}

/**
 * The eSIMs of an invoice (or one of them) that the working company may print: the issuing
 * distributor any time after fulfilment, the buyer once they are delivered. Anything else is 404.
 */
export async function esimsForDocument(
  db: Tx,
  actor: OrderActor,
  target: { esimId: string } | { invoiceId: string },
): Promise<EsimDocument | null> {
  const id = 'esimId' in target ? target.esimId : target.invoiceId;
  if (!isUuid(id)) throw AppError.notFound('eSIM');
  const code = actor.company.entityCode;
  const rows = await db
    .select({
      invoiceId: invoices.id,
      invoiceNo: invoices.documentNo,
      invoiceStatus: invoices.status,
      issuer: invoices.entityCode,
      poNo: sql<string>`coalesce(${purchaseOrders.documentNo}, ${saleOrders.documentNo})`,
      companyName: sql<string>`coalesce(${companies.companyName}, ${saleOrders.customerName})`,
      id: wanderSerialNumbers.id,
      iccid: wanderSerialNumbers.iccid,
      activationCode: wanderSerialNumbers.activationCode,
      status: wanderSerialNumbers.status,
      productName: invoiceLines.productName,
      variantName: invoiceLines.variantName,
    })
    .from(wanderSerialNumbers)
    .innerJoin(invoiceLines, eq(invoiceLines.id, wanderSerialNumbers.invoiceLineId))
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .leftJoin(purchaseOrders, eq(purchaseOrders.id, invoices.poId))
    .leftJoin(saleOrders, eq(saleOrders.id, invoices.saleOrderId))
    .leftJoin(companies, eq(companies.entityCode, invoices.customerEntityCode))
    .where(
      and(
        'esimId' in target ? eq(wanderSerialNumbers.id, id) : eq(invoices.id, id),
        or(
          eq(invoices.entityCode, code),
          and(eq(invoices.customerEntityCode, code), eq(wanderSerialNumbers.status, 'delivered')),
        ),
      ),
    )
    .orderBy(asc(invoiceLines.lineNo), asc(wanderSerialNumbers.iccid));
  if (rows.length === 0) return null;
  const first = rows[0];
  return {
    invoiceId: first.invoiceId,
    invoiceNo: first.invoiceNo,
    poNo: first.poNo,
    companyName: first.companyName,
    esims: rows.map((r) => ({
      id: r.id,
      iccid: r.iccid,
      activationCode: r.activationCode,
      productName: r.productName,
      variantName: r.variantName,
    })),
  };
}
