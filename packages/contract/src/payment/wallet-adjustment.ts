import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { envelopeOf } from '../common/envelope.js';
import { decimalValue, messages, requiredId, requiredText } from '../validation/validators.js';
import { WALLET_ADJUSTMENT } from './wallet-permissions.js';

/**
 * Four-eyes wallet adjustments (issue 13): platform staff credit or debit a wallet by hand only
 * through a request that a second, different user with the Approve permission approves. The
 * ledger row is written at approval; the request keeps both names and the balances before and
 * after, as the audit trail.
 */
export { WALLET_ADJUSTMENT };
export const APPROVE = 'Approve';

export const ADJUSTMENT_DIRECTIONS = [
  { value: 'credit', label: 'Credit (add to the wallet)' },
  { value: 'debit', label: 'Debit (take from the wallet)' },
] as const;
export const ADJUSTMENT_CATEGORIES = [
  { value: 'goodwill', label: 'Goodwill credit' },
  { value: 'correction', label: 'Correction' },
  { value: 'chargeback', label: 'Chargeback' },
  { value: 'other', label: 'Other' },
] as const;
export const ADJUSTMENT_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((o) => o.value) as [T[number]['value'], ...T[number]['value'][]];

/** Refusals of the adjustment workflow. */
export const AdjustmentMessage = {
  requested: 'The adjustment is waiting for approval by another user',
  approved: 'The adjustment is approved and posted to the wallet',
  rejected: 'The adjustment is rejected',
  sameUser: 'An adjustment must be approved by another user than the one who requested it',
  notPending: 'This adjustment is already decided',
  platformOnly: 'Only platform staff may adjust wallets',
} as const;

export const walletAdjustmentRequestSchema = z
  .object({
    walletId: requiredId('Wallet'),
    direction: z.enum(values(ADJUSTMENT_DIRECTIONS), {
      error: messages.invalidOption('Direction'),
    }),
    category: z.enum(values(ADJUSTMENT_CATEGORIES), { error: messages.invalidOption('Category') }),
    amount: decimalValue('Amount', { min: 0.01, max: 100000 }),
    reason: requiredText('Reason', { max: 256 }),
  })
  .strict();
export type WalletAdjustmentRequest = z.infer<typeof walletAdjustmentRequestSchema>;

export const walletAdjustmentDecisionSchema = z
  .object({ note: requiredText('Note', { max: 256 }).optional() })
  .strict();
export const walletAdjustmentRejectSchema = z
  .object({ note: requiredText('Note', { max: 256 }) })
  .strict();

const when = z.date().or(z.string());

/** The list (POST payment/WalletAdjustment/Search) and the detail of a request. */
export const walletAdjustmentResource = defineResource({
  apiPath: WALLET_ADJUSTMENT,
  labels: { singular: 'Wallet Adjustment', plural: 'Wallet Adjustments' },
  route: '/setup/wallet-adjustment',
  row: z.object({
    id: z.string(),
    adjustmentNo: z.string(),
    walletId: z.string(),
    entityCode: z.string(),
    companyName: z.string(),
    currency: z.string(),
    direction: z.string(),
    category: z.string(),
    amount: z.number(),
    reason: z.string(),
    status: z.string(),
    requestedByName: z.string(),
    requestedAt: when,
    decidedByName: z.string().nullable(),
    decidedAt: when.nullable(),
    decisionNote: z.string().nullable(),
    balanceBefore: z.number().nullable(),
    balanceAfter: z.number().nullable(),
  }),
  create: walletAdjustmentRequestSchema,
  update: walletAdjustmentRequestSchema,
  id: 'id',
  columns: [
    { key: 'adjustmentNo', title: 'No.', width: 130 },
    { key: 'requestedAt', title: 'Requested', kind: 'date', width: 170 },
    { key: 'companyName', title: 'Company' },
    { key: 'direction', title: 'Direction', width: 100 },
    { key: 'category', title: 'Category', width: 120 },
    { key: 'amount', title: 'Amount', kind: 'money', width: 130 },
    { key: 'status', title: 'Status', width: 110 },
    { key: 'requestedByName', title: 'Requested By', width: 200 },
    { key: 'decidedByName', title: 'Decided By', width: 200 },
  ],
  fields: [
    { key: 'walletId', label: 'Wallet', input: 'select' },
    { key: 'direction', label: 'Direction', input: 'select', options: [...ADJUSTMENT_DIRECTIONS] },
    { key: 'category', label: 'Category', input: 'select', options: [...ADJUSTMENT_CATEGORIES] },
    { key: 'amount', label: 'Amount', input: 'number' },
    { key: 'reason', label: 'Reason', input: 'textarea' },
  ],
  filters: {
    adjustmentNo: ['eq', 'contains'],
    status: ['eq', 'in'],
    direction: ['eq'],
    category: ['eq', 'in'],
    companyName: ['contains', 'startsWith'],
    entityCode: ['eq'],
    requestedAt: ['between', 'gte', 'lte'],
    requestedByName: ['contains'],
    decidedByName: ['contains'],
  },
  sorts: ['requestedAt', 'adjustmentNo', 'amount', 'status', 'companyName', 'decidedAt'],
  defaultSort: { column: 'requestedAt', order: 'desc' },
  scope: 'global',
  without: ['create', 'delete'],
  example: {
    create: {
      walletId: '00000000-0000-4000-8000-000000000000',
      direction: 'credit',
      category: 'goodwill',
      amount: 10,
      reason: 'Goodwill for a delayed delivery',
    },
    update: {
      walletId: '00000000-0000-4000-8000-000000000000',
      direction: 'credit',
      category: 'goodwill',
      amount: 10,
      reason: 'Goodwill for a delayed delivery',
    },
  },
});
export type WalletAdjustment = z.infer<typeof walletAdjustmentResource.row>;
export const walletAdjustmentEnvelope = envelopeOf(walletAdjustmentResource.row);

export const WalletAdjustmentPath = {
  search: 'payment/WalletAdjustment/Search',
  detail: (id: string) => `payment/WalletAdjustment/GetDetail/${id}`,
  request: 'payment/WalletAdjustment',
  approve: (id: string) => `payment/WalletAdjustment/Approve/${id}`,
  reject: (id: string) => `payment/WalletAdjustment/Reject/${id}`,
} as const;
