import { fromMinor, type PurchaseOrderDetail } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { orderLineView } from './order-line-view.js';
import { asBuyer, readableAsSeller, type OrderActor } from './order-actor.js';
import { invoiceSummaryOf, iso } from './invoice-summary.js';
import { invoiceOfPo, purchaseOrderHeader, purchaseOrderLinesOf } from './orders.queries.js';
import { stockShortages } from './order-stock.js';
import { orderCostsOf } from './order-costs.js';
import { conversionOf } from './price-conversion.js';

// InvoicePdf: the invoice as PDF (payment/Invoices/CreatePDF); Pdf: the eSIMs' PDF.
const BUYER_ACTIONS: Record<string, string[]> = {
  Draft: ['Edit', 'Submit', 'PayWallet', 'PayCard', 'PayPayDollar', 'Cancel'],
  Submitted: ['PayWallet', 'PayCard', 'PayPayDollar', 'Cancel'],
  Fulfilled: ['InvoicePdf'],
  Completed: ['InvoicePdf', 'Pdf'],
};
const SELLER_ACTIONS: Record<string, string[]> = {
  Paid: ['Fulfil'],
  Fulfilled: ['Complete', 'InvoicePdf', 'Pdf'],
  Completed: ['InvoicePdf', 'Pdf', 'Email'],
};

/**
 * What the server can offer: "Pay by Card" only when a card provider is configured, "Pay with
 * PayDollar" only when PayDollar is.
 */
export interface OrderOffers {
  cardPayments: boolean;
  payDollar?: boolean;
}

/**
 * GetDetail/{id} (buyer) and GetReceivedOrderDetail/{id} (distributor). An order of another
 * company is "not found". The buyer sees the eSIMs once the invoice is completed (delivered);
 * the distributor sees them from fulfilment on.
 */
export async function getPurchaseOrder(
  db: Tx,
  actor: OrderActor,
  id: string,
  side: 'buyer' | 'seller',
  offers: OrderOffers,
): Promise<PurchaseOrderDetail> {
  if (!isUuid(id)) throw AppError.notFound('Purchase Order');
  const header = await purchaseOrderHeader(
    db,
    id,
    side === 'buyer' ? asBuyer(actor) : readableAsSeller(actor),
  );
  if (!header) throw AppError.notFound('Purchase Order');
  const { po } = header;
  // Issue 37: a paid order its distributor cannot deliver now waits for stock (not while its
  // delivery on payment is under way: the job buys and delivers it).
  const waits = po.status === 'Paid' && po.deliveryOnPayment !== 'Pending';
  const sellerMay = po.distributorEntityCode === actor.company.entityCode;
  // The cost and margin are the seller's (and the platform's, which reads every seller's).
  const seesCosts = side === 'seller' && (sellerMay || actor.company.companyType === 'platform');
  const [lines, invoice, shortages, costs] = await Promise.all([
    purchaseOrderLinesOf(db, po.id),
    invoiceOfPo(db, po.id),
    waits ? stockShortages(db, po) : [],
    seesCosts ? orderCostsOf(db, po.distributorEntityCode, po.id) : null,
  ]);
  return {
    id: po.id,
    documentNo: po.documentNo,
    entityCode: po.entityCode,
    companyName: header.companyName,
    distributorEntityCode: po.distributorEntityCode,
    distributorName: header.distributorName,
    currency: po.currency,
    status: po.status,
    subTotal: fromMinor(po.subtotalMinor),
    discountAmount: fromMinor(po.discountMinor),
    taxAmount: fromMinor(po.taxMinor),
    totalAmount: fromMinor(po.totalMinor),
    conversion: conversionOf(po),
    remarks: po.remarks,
    paymentMethod: po.paymentMethod,
    createdAt: po.createdAt.toISOString(),
    paidAt: iso(po.paidAt),
    deliveryOnPayment: po.deliveryOnPayment,
    fulfilledAt: iso(po.fulfilledAt),
    completedAt: iso(po.completedAt),
    stockShortages: shortages.map(({ lineNo: _n, ...s }) => s),
    lines: lines.map(orderLineView),
    invoice: invoice
      ? await invoiceSummaryOf(db, invoice, side === 'seller' || invoice.status === 'Completed')
      : null,
    // The platform reads other sellers' orders, but only the seller acts on them.
    actions: [
      ...((side === 'buyer' ? BUYER_ACTIONS : SELLER_ACTIONS)[po.status] ?? []),
      // The way forward for a paid order that cannot be fulfilled: receive stock, or refund.
      ...(side === 'seller' && shortages.length > 0 ? ['Refund'] : []),
    ].filter(
      (action) =>
        (side === 'buyer' || sellerMay) &&
        (offers.cardPayments || action !== 'PayCard') &&
        (offers.payDollar || action !== 'PayPayDollar'),
    ),
    ...(costs ? { costs } : {}),
  };
}
