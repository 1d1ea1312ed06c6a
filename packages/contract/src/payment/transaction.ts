import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { envelopeOf } from '../common/envelope.js';

export const TRANSACTION_KINDS = [
  { value: 'topup', label: 'Card top-up' },
  { value: 'card_payment', label: 'Card payment' },
  { value: 'card_refund', label: 'Card refund' },
  { value: 'wallet', label: 'Wallet movement' },
] as const;
export const TRANSACTION_STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'paid', label: 'Paid' },
  { value: 'posted', label: 'Posted' },
  { value: 'refunded', label: 'Refunded' },
  { value: 'failed', label: 'Failed' },
  { value: 'cancelled', label: 'Cancelled' },
] as const;
export const TRANSACTION_PROVIDERS = [
  { value: 'wallet', label: 'Wallet' },
  { value: 'stripe', label: 'Stripe' },
  { value: 'paydollar', label: 'PayDollar' },
  { value: 'sandbox', label: 'Sandbox' },
] as const;

const noBody = z.object({}).strict();
const when = z.date().or(z.string());

/**
 * payment/Transactions (spec section 7, standard pattern, read-only): every payment attempt,
 * card top-up, card payment, card refund and wallet ledger movement, with its provider, reference,
 * signed amount, status and its order or top-up. Search and GetDetail; nothing is written here.
 */
export const transactionResource = defineResource({
  apiPath: 'payment/Transactions',
  labels: { singular: 'Transaction', plural: 'Transactions' },
  route: '/setup/transaction',
  row: z.object({
    id: z.string(),
    kind: z.string(),
    walletKind: z.string().nullable(),
    provider: z.string(),
    reference: z.string().nullable(),
    amount: z.number(),
    currency: z.string(),
    status: z.string(),
    entityCode: z.string(),
    companyName: z.string(),
    purchaseOrderId: z.string().nullable(),
    poNo: z.string().nullable(),
    topUpId: z.string().nullable(),
    createdAt: when,
  }),
  create: noBody,
  update: noBody,
  id: 'id',
  columns: [
    { key: 'createdAt', title: 'Date', kind: 'date', width: 180 },
    { key: 'kind', title: 'Kind', width: 150, options: TRANSACTION_KINDS },
    { key: 'companyName', title: 'Company' },
    { key: 'provider', title: 'Provider', width: 120, options: TRANSACTION_PROVIDERS },
    { key: 'reference', title: 'Reference', width: 220 },
    { key: 'poNo', title: 'Order', width: 130 },
    { key: 'amount', title: 'Amount', kind: 'money', width: 130 },
    { key: 'currency', title: 'Currency', width: 100 },
    { key: 'status', title: 'Status', width: 110, options: TRANSACTION_STATUSES },
  ],
  fields: [],
  filters: {
    kind: ['eq', 'in'],
    status: ['eq', 'in'],
    provider: ['eq', 'in'],
    createdAt: ['between', 'gte', 'lte'],
    companyName: ['contains', 'startsWith'],
    entityCode: ['eq'],
    reference: ['contains', 'eq'],
    poNo: ['contains', 'eq'],
    currency: ['eq'],
  },
  sorts: ['createdAt', 'amount', 'kind', 'status', 'companyName', 'provider'],
  defaultSort: { column: 'createdAt', order: 'desc' },
  scope: 'company',
  without: ['create', 'delete'],
  example: { create: {}, update: {} },
});
export type Transaction = z.infer<typeof transactionResource.row>;
export const transactionEnvelope = envelopeOf(transactionResource.row);
