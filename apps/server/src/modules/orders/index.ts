/** What other areas may use of the orders area. */
export { actorOf, asBuyer, asSeller, assertTransition, type OrderActor } from './order-actor.js';
export { placePurchaseOrder } from './place-purchase-order.js';
export {
  insertPurchaseOrder,
  lockPurchaseOrder,
  setPurchaseOrderStatus,
  purchaseOrderHeader,
  purchaseOrderLinesOf,
} from './orders.queries.js';
export { orderLineView } from './order-line-view.js';
export { nextDocumentNumber } from './document-number.js';
export { esimMailerOf, type ConsumerDelivery, type EsimMailer } from './esim-mailer.js';
export { qrDataUrlsOf } from './invoice-summary.js';
export { ordersModule } from './orders-module.js';
export { purchaseOrderList } from './purchase-order-list.js';
export {
  cancelInvoiceRow,
  lockInvoice,
  releaseSerialsOf,
  type InvoiceRow,
} from './fulfilment.queries.js';
export { refundStatusSql } from './cancellation-summary.queries.js';
export { cancelConfirmedSaleOrder, createSaleOrder, moveSaleOrder } from './sale-orders.js';
export { companyByCode } from './orders.queries.js';
export { distributorPrices } from '../catalog/price-book.queries.js';
export { markDeliveryOnPayment } from './deliver-on-payment.js';
export { DELIVER_ON_PAYMENT_JOB, queueDelivery } from './delivery-on-payment-jobs.js';
export { loadPriceBook, priceLines, type PricedOrder } from '../catalog/price-lines.js';
export { priceFromBook, type PriceBook } from '../catalog/price-from-book.js';
export {
  assertDeliverable,
  insufficientStock,
  releaseHeldStock,
  reserveStock,
  stockShortages,
  type StockShortage,
} from './order-stock.js';
export { getPurchaseOrder } from './get-purchase-order.js';
export { checkId, detail as purchaseOrderDetail, offersOf } from './purchase-order-route-parts.js';
export { STOCK_ONLY, type OrderSupplyPort, type SupplyOutcome } from './order-supply-port.js';
