import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';

/** Pending until the refund window has passed, then Payable; Reversed when the order is refunded. */
export const COMMISSION_STATUSES = [
  { value: 'Pending', label: 'Pending' },
  { value: 'Payable', label: 'Payable' },
  { value: 'Reversed', label: 'Reversed' },
] as const;

const noBody = z.object({}).strict();
const when = z.date().or(z.string());

export const consumerCommissionRow = z.object({
  id: z.string(),
  affiliateId: z.string(),
  affiliateName: z.string(),
  referralCode: z.string(),
  consumerId: z.string(),
  consumerName: z.string(),
  purchaseOrderId: z.string(),
  documentNo: z.string(),
  /** The order's total net of tax, in decimals of the currency. */
  orderAmount: z.number(),
  ratePercent: z.number(),
  commission: z.number(),
  currency: z.string(),
  status: z.string(),
  paidAt: when,
  payableAt: when,
  reversedAt: when.nullable(),
});
export type ConsumerCommission = z.infer<typeof consumerCommissionRow>;

/**
 * Referral commissions (customer/ConsumerCommission, Reward > Referral): one per paid consumer
 * order whose consumer was referred by an Active affiliate. Written by the payment, reversed by
 * the refund; read-only here.
 */
export const consumerCommissionResource = defineResource({
  apiPath: 'customer/ConsumerCommission',
  labels: { singular: 'Referral Commission', plural: 'Referral Commissions' },
  route: '/setup/consumer-commission',
  row: consumerCommissionRow,
  create: noBody,
  update: noBody,
  id: 'id',
  columns: [
    { key: 'paidAt', title: 'Paid At', kind: 'date', width: 130 },
    { key: 'affiliateName', title: 'Affiliate', width: 180 },
    { key: 'referralCode', title: 'Referral Code', width: 130 },
    { key: 'consumerName', title: 'Consumer', width: 180 },
    { key: 'documentNo', title: 'Order', width: 150 },
    { key: 'orderAmount', title: 'Order Amount', kind: 'money', width: 130 },
    { key: 'ratePercent', title: 'Rate (%)', kind: 'number', width: 90 },
    { key: 'commission', title: 'Commission', kind: 'money', width: 120 },
    { key: 'currency', title: 'Currency', width: 90 },
    { key: 'status', title: 'Status', width: 100, options: COMMISSION_STATUSES },
    { key: 'payableAt', title: 'Payable From', kind: 'date', width: 130 },
  ],
  fields: [],
  filters: {
    affiliateName: ['contains', 'eq'],
    referralCode: ['eq'],
    consumerName: ['contains', 'eq'],
    documentNo: ['contains', 'eq'],
    status: ['eq', 'in'],
    paidAt: ['gte', 'lte', 'between'],
    affiliateId: ['eq'],
  },
  sorts: ['paidAt', 'affiliateName', 'consumerName', 'documentNo', 'commission', 'status'],
  defaultSort: { column: 'paidAt', order: 'desc', then: 'documentNo' },
  scope: 'company',
  without: ['create', 'delete'],
  example: { company: 'DIST001', create: {}, update: {} },
});
