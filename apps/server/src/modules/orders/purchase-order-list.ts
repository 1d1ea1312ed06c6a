import { purchaseOrders } from '../../db/schema/index.js';
import type { ListSpec } from './order-search.js';

const text = ['eq', 'contains', 'startsWith', 'in'] as const;
const dates = ['gte', 'lte', 'between', 'gt', 'lt'] as const;

/** POST network/PurchaseOrders/Search and SearchReceivedOrders: filter by status and dates. */
export const purchaseOrderList: ListSpec = {
  columns: {
    id: purchaseOrders.id,
    documentNo: purchaseOrders.documentNo,
    entityCode: purchaseOrders.entityCode,
    distributorEntityCode: purchaseOrders.distributorEntityCode,
    currency: purchaseOrders.currency,
    status: purchaseOrders.status,
    totalAmount: purchaseOrders.totalMinor,
    paymentMethod: purchaseOrders.paymentMethod,
    createdAt: purchaseOrders.createdAt,
    paidAt: purchaseOrders.paidAt,
    deliveryOnPayment: purchaseOrders.deliveryOnPayment,
  },
  filters: {
    status: ['eq', 'in', 'ne'],
    createdAt: dates,
    // The dashboard's figures count orders by payment time (issue 26).
    paidAt: dates,
    // Orders to Fulfil: Paid, and no delivery-on-payment job about to deliver it (ne Pending).
    deliveryOnPayment: ['eq', 'ne'],
    documentNo: text,
    entityCode: text,
    distributorEntityCode: text,
    paymentMethod: ['eq'],
  },
  sorts: ['createdAt', 'documentNo', 'status', 'totalAmount', 'paidAt'],
  defaultSort: { column: 'createdAt', order: 'desc' },
  money: ['totalAmount'],
};
