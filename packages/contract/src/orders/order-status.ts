/**
 * The purchase-order life cycle as a transition table (issue 5): a draft is placed (submitted) or
 * paid straight away, a paid order is fulfilled by its distributor (invoice + serials), then
 * completed (eSIMs delivered). Draft and submitted orders can be cancelled. Every move the server
 * makes goes through `assertPoTransition`; the web reads the same table to show its buttons.
 */
export const PO_STATUSES = [
  'Draft',
  'Submitted',
  'Paid',
  'Fulfilled',
  'Completed',
  'Cancelled',
] as const;
export type PoStatus = (typeof PO_STATUSES)[number];

export const PO_TRANSITIONS: Readonly<Record<PoStatus, readonly PoStatus[]>> = {
  Draft: ['Submitted', 'Paid', 'Cancelled'],
  Submitted: ['Paid', 'Cancelled'],
  Paid: ['Fulfilled'],
  // Fulfilled -> Cancelled only through the cancellation of its invoice (with its refund).
  Fulfilled: ['Completed', 'Cancelled'],
  Completed: [],
  Cancelled: [],
};

/** Sale orders: a distributor's direct sale, confirmed once (spec: "Sale orders can be confirmed"). */
export const SO_STATUSES = ['Draft', 'Confirmed', 'Cancelled'] as const;
export type SoStatus = (typeof SO_STATUSES)[number];
export const SO_TRANSITIONS: Readonly<Record<SoStatus, readonly SoStatus[]>> = {
  Draft: ['Confirmed', 'Cancelled'],
  // Confirmed -> Cancelled only through the cancellation of its invoice.
  Confirmed: ['Cancelled'],
  Cancelled: [],
};

/**
 * Invoices: a manual invoice starts as a Draft (edited or deleted freely; completing it allocates
 * and delivers its eSIMs in one step), an order's invoice is created Open by fulfilment, Completed when the eSIMs are delivered, or Cancelled by a
 * completed cancellation (payment/InvoiceCancelled) while still Open: delivered eSIMs never return.
 */
export const INVOICE_STATUSES = ['Draft', 'Open', 'Completed', 'Cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_TRANSITIONS: Readonly<Record<InvoiceStatus, readonly InvoiceStatus[]>> = {
  Draft: ['Completed'],
  Open: ['Completed', 'Cancelled'],
  Completed: [],
  Cancelled: [],
};

/**
 * Order states that only an invoice cancellation leaves for Cancelled: the buyer's Cancel of a
 * purchase order and the distributor's DELETE of a sale order never move them (their money and
 * eSIMs are handled by the cancellation).
 */
export const PO_CANCELLED_BY_INVOICE: readonly PoStatus[] = ['Fulfilled'];
export const SO_CANCELLED_BY_INVOICE: readonly SoStatus[] = ['Confirmed'];
export const cancelledByInvoice = (status: string, what: string) =>
  `A ${status} ${what} is cancelled by cancelling its invoice`;

export function canTransition<S extends string>(
  table: Readonly<Record<S, readonly S[]>>,
  from: S,
  to: S,
): boolean {
  return (table[from] ?? []).includes(to);
}

/** The words a refused move is reported in: 'A Paid purchase order cannot be Cancelled'. */
export function transitionMessage(what: string, from: string, to: string): string {
  return `A ${from} ${what} cannot be ${to}`;
}

/** Statuses in which the buyer may still edit the order's lines. */
export const PO_EDITABLE: readonly PoStatus[] = ['Draft'];
/** Statuses in which the buyer may still pay. */
export const PO_PAYABLE: readonly PoStatus[] = ['Draft', 'Submitted'];
