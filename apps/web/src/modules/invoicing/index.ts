/** What other web areas may use of the invoicing area. */
export { CancelInvoiceAction } from './cancel-invoice-action';
export { CancellationSummaryPanel } from './cancellation-summary-panel';
