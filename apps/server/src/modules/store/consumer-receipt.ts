import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { renderPdfInWorker } from '../../platform/pdf/pdf-document.js';
import { invoices, purchaseOrders } from '../../db/schema/index.js';
import { redeemedCouponCodeSql } from '../coupon/redeem-coupon.js';
import { companyByCode, purchaseOrderLinesOf } from '../orders/index.js';
import { consumerMailTarget } from './mail/consumer-mail-target.js';
import { localPlanLabels } from './mail/local-plan-labels.js';
import type { ConsumerReceipt } from './receipt-document.js';

const STORE_WORKER = new URL('./store.worker.ts', import.meta.url);

/**
 * A paid consumer order as its receipt prints it and its receipt e-mail lists it, in the
 * consumer's language and the brand of the platform it was bought through. Null for an order
 * that is not a consumer's or not paid.
 */
export async function consumerReceiptOf(tx: Tx, poId: string) {
  const [po] = await tx
    .select({
      id: purchaseOrders.id,
      documentNo: purchaseOrders.documentNo,
      consumerId: purchaseOrders.consumerId,
      platformId: purchaseOrders.platformId,
      distributor: purchaseOrders.distributorEntityCode,
      currency: purchaseOrders.currency,
      subtotalMinor: purchaseOrders.subtotalMinor,
      discountMinor: purchaseOrders.discountMinor,
      taxMinor: purchaseOrders.taxMinor,
      totalMinor: purchaseOrders.totalMinor,
      paidAt: purchaseOrders.paidAt,
      couponCode: redeemedCouponCodeSql(),
    })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.id, poId));
  if (!po?.consumerId || !po.paidAt) return null;
  const target = await consumerMailTarget(tx, po.consumerId, po.platformId);
  if (!target) return null;
  const [invoice] = await tx
    .select({ documentNo: invoices.documentNo })
    .from(invoices)
    .where(eq(invoices.poId, po.id));
  const seller = await companyByCode(tx, po.distributor);
  const lines = await purchaseOrderLinesOf(tx, po.id);
  const { base } = target;
  const plans = await localPlanLabels(tx, base.language, lines);
  const receipt: ConsumerReceipt = {
    language: base.language,
    store: base.brand.store,
    color: base.brand.color,
    supportEmail: base.brand.supportEmail,
    orderNo: po.documentNo,
    invoiceNo: invoice?.documentNo ?? null,
    paidAt: po.paidAt.toISOString(),
    currency: po.currency,
    seller: { name: seller?.companyName ?? po.distributor, address: seller?.address ?? null },
    buyer: { name: base.name, email: target.email },
    lines: lines.map((l, i) => ({
      plan: plans[i],
      qty: l.qty,
      unitPriceMinor: l.unitPriceMinor,
      discountMinor: l.discountMinor,
      taxMinor: l.taxMinor,
      lineTotalMinor: l.lineTotalMinor,
    })),
    subtotalMinor: po.subtotalMinor,
    discountMinor: po.discountMinor,
    couponCode: po.couponCode,
    taxMinor: po.taxMinor,
    totalMinor: po.totalMinor,
  };
  return { receipt, base, email: target.email, entityCode: po.distributor, orderId: po.id };
}

/** The receipt's PDF, drawn on the worker pool; its file name is the order's number. */
export async function consumerReceiptPdf(receipt: ConsumerReceipt) {
  const pdf = await renderPdfInWorker(STORE_WORKER, 'receiptPdf', receipt);
  return { pdf, fileName: `${receipt.orderNo}.pdf` };
}
