import { purchaseOrders } from '../../db/schema/index.js';
import type { ListSpec } from './order-search.js';

const text = ['eq', 'contains', 'startsWith', 'in'] as const;
const dates = ['gte', 'lte', 'between', 'gt', 'lt'] as const;

/** POST network/PurchaseOrders/Search and SearchReceivedOrders: filter by status and date. */
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
  },
  filters: {
    status: ['eq', 'in', 'ne'],
    createdAt: dates,
    documentNo: text,
    entityCode: text,
    distributorEntityCode: text,
    paymentMethod: ['eq'],
  },
  sorts: ['createdAt', 'documentNo', 'status', 'totalAmount', 'paidAt'],
  defaultSort: { column: 'createdAt', order: 'desc' },
  money: ['totalAmount'],
};
