import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';

export const COUPON_TRANSACTION_KINDS = [
  { value: 'Redeemed', label: 'Redeemed' },
  { value: 'Reversed', label: 'Reversed' },
] as const;

const noBody = z.object({}).strict();
const when = z.date().or(z.string());

/**
 * payment/CouponTransactions (spec section 7: POST payment/CouponTransactions/Search): every
 * redemption of a coupon by an order, and its reversal when the order is cancelled or refunded.
 * Read-only: rows are written by the checkout and the cancellation, never by a form.
 */
export const couponTransactionResource = defineResource({
  apiPath: 'payment/CouponTransactions',
  labels: { singular: 'Coupon Transaction', plural: 'Coupon Transactions' },
  route: '/setup/wander-coupon-transaction',
  row: z.object({
    id: z.string(),
    createdAt: when,
    couponId: z.string(),
    couponCode: z.string(),
    kind: z.string(),
    buyerEntityCode: z.string(),
    documentNo: z.string(),
    purchaseOrderId: z.string(),
    currency: z.string(),
    amount: z.number(),
  }),
  create: noBody,
  update: noBody,
  id: 'id',
  columns: [
    { key: 'createdAt', title: 'Date', kind: 'date', width: 180 },
    { key: 'couponCode', title: 'Coupon', width: 140 },
    { key: 'kind', title: 'Kind', width: 120, options: COUPON_TRANSACTION_KINDS },
    { key: 'buyerEntityCode', title: 'Buyer', width: 140 },
    { key: 'documentNo', title: 'Order', width: 150 },
    { key: 'amount', title: 'Amount', kind: 'money', width: 130 },
    { key: 'currency', title: 'Currency', width: 100 },
  ],
  fields: [],
  filters: {
    couponCode: ['contains', 'eq'],
    kind: ['eq', 'in'],
    buyerEntityCode: ['eq', 'contains'],
    documentNo: ['contains', 'eq'],
    createdAt: ['between', 'gte', 'lte'],
  },
  sorts: ['createdAt', 'couponCode', 'amount', 'kind'],
  defaultSort: { column: 'createdAt', order: 'desc' },
  scope: 'company',
  without: ['create', 'delete'],
  example: { create: {}, update: {} },
});
export type CouponTransaction = z.infer<typeof couponTransactionResource.row>;
