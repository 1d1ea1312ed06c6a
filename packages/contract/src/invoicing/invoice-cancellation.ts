import { z } from 'zod';
import { requiredText, UUID_PATTERN } from '../validation/validators.js';

/** payment/InvoiceCancelled (spec section 7): a standard resource plus Complete/{id}. */
export const InvoiceCancellationPath = {
  base: 'payment/InvoiceCancelled',
  search: 'payment/InvoiceCancelled/Search',
  selectList: 'payment/InvoiceCancelled/GetSelectList',
  detail: (id: string) => `payment/InvoiceCancelled/GetDetail/${id}`,
  item: (id: string) => `payment/InvoiceCancelled/${id}`,
  complete: (id: string) => `payment/InvoiceCancelled/Complete/${id}`,
  /** Retries a cancelled invoice's failed card refund (the id is the invoice's). */
  paydollarRefund: (invoiceId: string) => `payment/Invoices/PaydollarRefund/${invoiceId}`,
  /** Four eyes on a large refund: another user approves (and so completes) or rejects it. */
  approveRefund: (id: string) => `payment/InvoiceCancelled/ApproveRefund/${id}`,
  rejectRefund: (id: string) => `payment/InvoiceCancelled/RejectRefund/${id}`,
} as const;

export const INVOICE_CANCELLATION_PERMISSION = 'payment/InvoiceCancelled';

export const CANCELLATION_STATUSES = ['Pending', 'Completed'] as const;
export type CancellationStatus = (typeof CANCELLATION_STATUSES)[number];

/** How the buyer gets the money back: its wallet, the card it paid with, or nothing to refund. */
export const REFUND_METHODS = ['wallet', 'card', 'none'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
/**
 * Where the refund stands: refunded (a wallet credit is at once), or a card refund's state
 * (refund_pending, refunded, refund_failed); null before completion or with nothing to refund.
 */
export type RefundStatus = 'refund_pending' | 'refunded' | 'refund_failed' | null;

export const InvoiceCancellationMessage = {
  requested: 'Cancellation requested',
  completed: 'Invoice cancelled',
  withdrawn: 'Cancellation withdrawn',
  refundQueued: 'The card refund is queued again',
  alreadyRequested: 'A cancellation of this invoice already exists',
  notOpen: (status: string) =>
    status === 'Completed'
      ? 'A Completed invoice cannot be cancelled: its eSIMs are delivered'
      : status === 'Cancelled'
        ? 'This invoice is already cancelled'
        : `A ${status} invoice cannot be cancelled`,
  notPending: 'This cancellation is already completed and can no longer be changed',
  alreadyCompleted: 'This cancellation is already completed',
  pendingCancellation:
    'This invoice has a pending cancellation: withdraw it to complete the invoice',
  noFailedRefund: 'This invoice has no failed card refund.',
  noCardPayment: 'The card payment of this order was not found',
  approvalRequested: 'The refund is waiting for approval by another user',
  alreadyWaiting: 'This refund is already waiting for approval',
  notWaiting: 'This refund is not waiting for approval',
  sameApprover: 'A refund must be approved by another user than the one who requested it',
  refundApproved: 'Refund approved: invoice cancelled',
  refundRejected: 'Refund rejected',
} as const;

export const REFUND_APPROVAL_STATUSES = ['Waiting', 'Approved', 'Rejected'] as const;
export type RefundApprovalStatus = (typeof REFUND_APPROVAL_STATUSES)[number];

/** One request for a second user's approval of a large refund: the audit trail of the refund. */
export const refundApprovalSchema = z.object({
  id: z.string(),
  refundMethod: z.string(),
  refundAmount: z.number(),
  currency: z.string(),
  status: z.enum(REFUND_APPROVAL_STATUSES),
  requestedByName: z.string(),
  requestedAt: z.string(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  /** A wallet refund: the buyer's balance before and after the approved credit. */
  balanceBefore: z.number().nullable(),
  balanceAfter: z.number().nullable(),
});
export type RefundApproval = z.infer<typeof refundApprovalSchema>;

/** PUT .../ApproveRefund/{id} (a note may be left) and .../RejectRefund/{id} (the note says why). */
export const refundApproveSchema = z
  .object({ note: requiredText('Note', { max: 256 }).optional() })
  .strict();
export const refundRejectSchema = z.object({ note: requiredText('Note', { max: 256 }) }).strict();

const reason = requiredText('Reason', { max: 512 });

/** POST payment/InvoiceCancelled: ask to cancel an Open invoice of the working company. */
export const invoiceCancellationCreateSchema = z
  .object({
    invoiceId: z
      .string({ error: 'Invoice is required' })
      .regex(UUID_PATTERN, { error: 'Invoice is required' }),
    reason,
  })
  .strict();
export type InvoiceCancellationCreate = z.infer<typeof invoiceCancellationCreateSchema>;

/** PUT payment/InvoiceCancelled/{id}: only the reason changes, and only while Pending. */
export const invoiceCancellationUpdateSchema = z.object({ reason }).strict();
export type InvoiceCancellationUpdate = z.infer<typeof invoiceCancellationUpdateSchema>;

/** A row of POST payment/InvoiceCancelled/Search. */
export const invoiceCancellationRowSchema = z.object({
  id: z.string(),
  invoiceId: z.string(),
  /** The invoice's document number. */
  documentNo: z.string(),
  invoiceStatus: z.string(),
  /** The issuer (the company that asked). */
  entityCode: z.string(),
  customerName: z.string(),
  customerEntityCode: z.string().nullable(),
  currency: z.string(),
  totalAmount: z.number(),
  reason: z.string(),
  status: z.string(),
  /** Stored at completion; before it, what completing would do. */
  refundMethod: z.string().nullable(),
  refundAmount: z.number(),
  refundStatus: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type InvoiceCancellationRow = z.infer<typeof invoiceCancellationRowSchema>;

export const INVOICE_CANCELLATION_SORTS = [
  'createdAt',
  'documentNo',
  'customerName',
  'status',
  'totalAmount',
  'completedAt',
] as const;

/** GET payment/InvoiceCancelled/GetDetail/{id}: the row, its orders, the refund and the actions. */
export const invoiceCancellationDetailSchema = invoiceCancellationRowSchema.extend({
  poId: z.string().nullable(),
  poNo: z.string().nullable(),
  saleOrderId: z.string().nullable(),
  saleOrderNo: z.string().nullable(),
  /** The provider's last error of a failed card refund. */
  refundError: z.string().nullable(),
  createdBy: z.string().nullable(),
  /** The approvals asked for its refund, newest first (four eyes on refunds above the limit). */
  approvals: z.array(refundApprovalSchema),
  /**
   * Edit, Delete, Complete (issuer, Pending, no approval waiting); ApproveRefund, RejectRefund
   * (issuer with Approve, an approval waiting); RetryRefund (a failed card refund).
   */
  actions: z.array(z.string()),
});
export type InvoiceCancellationDetail = z.infer<typeof invoiceCancellationDetailSchema>;

/** What GetDetail of an invoice says about its cancellation. */
export const invoiceCancellationSummarySchema = z.object({
  id: z.string(),
  status: z.string(),
  reason: z.string(),
  refundMethod: z.string().nullable(),
  refundAmount: z.number(),
  refundStatus: z.string().nullable(),
});
export type InvoiceCancellationSummary = z.infer<typeof invoiceCancellationSummarySchema>;

/** PUT payment/InvoiceCancelled/Complete/{id} and the PaydollarRefund retry answer the detail. */
export const cancellationIdParams = z.object({ id: z.string().max(64) });
