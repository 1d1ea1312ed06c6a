import { z } from 'zod';

export { InvoiceMessage, MAX_INVOICE_EXPORT } from './invoice-messages.js';
import { pagingRequestSchema } from '../common/paging.js';
import { UUID_PATTERN } from '../validation/validators.js';
import { invoiceCancellationSummarySchema } from '../invoicing/invoice-cancellation.js';
import { esimSchema, orderLineSchema, priceConversionSchema } from './purchase-order.js';

/** A row of POST payment/Invoices/Search (and of the Excel export). */
export const invoiceRowSchema = z.object({
  id: z.string(),
  documentNo: z.string(),
  /** The issuing distributor. */
  entityCode: z.string(),
  issuerName: z.string(),
  /** null for a sale order's invoice: its buyer is named on the sale order, not a company. */
  customerEntityCode: z.string().nullable(),
  customerName: z.string(),
  /** The purchase order the invoice bills (null for an invoice without one). */
  poId: z.string().nullable(),
  poNo: z.string().nullable(),
  currency: z.string(),
  status: z.string(),
  subTotal: z.number(),
  discountAmount: z.number(),
  taxAmount: z.number(),
  totalAmount: z.number(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type InvoiceRow = z.infer<typeof invoiceRowSchema>;

/** What payment/Invoices/Search (and the export) may sort on. */
export const INVOICE_SORTS = [
  'createdAt',
  'documentNo',
  'customerName',
  'status',
  'totalAmount',
  'completedAt',
] as const;

/** GET payment/Invoices/GetDetail/{id}: the header, its lines and what the caller may do. */
export const invoiceDetailSchema = invoiceRowSchema.extend({
  issuerAddress: z.string().nullable(),
  customerAddress: z.string().nullable(),
  lines: z.array(orderLineSchema),
  /** eSIMs of the invoice the caller may see (the buyer: delivered ones only). */
  esimCount: z.number(),
  /** Its cancellation (payment/InvoiceCancelled), asked or completed; null when none. */
  cancellation: invoiceCancellationSummarySchema.nullable(),
  /** A manual invoice (no order): its date, customer tax group and notes. */
  isManual: z.boolean(),
  invoiceDate: z.string().nullable(),
  customerTaxGroupId: z.string().nullable(),
  notes: z.string().nullable(),
  /** Its order's conversion: the rate the order was priced at (issue 40); null otherwise. */
  conversion: priceConversionSchema,
  /** Complete, Cancel, Edit, Delete (a manual Draft), Pdf, PoPdf, EsimPdf. */
  actions: z.array(z.string()),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

/** POST payment/Invoices/SearchInvoiceDetail: the eSIMs of one invoice, paged. */
export const invoiceDetailSearchSchema = pagingRequestSchema.extend({
  invoiceId: z.string().regex(UUID_PATTERN, { error: 'Invoice is invalid' }),
});
export type InvoiceDetailSearch = z.infer<typeof invoiceDetailSearchSchema>;

export const invoiceEsimRowSchema = esimSchema.extend({
  lineNo: z.number(),
  deliveredAt: z.string().nullable(),
});
export type InvoiceEsimRow = z.infer<typeof invoiceEsimRowSchema>;

/** POST payment/Invoices/ExportExcel: the list's filters and sorts, without paging. */
export const invoiceExportSchema = pagingRequestSchema
  .pick({ filterColumns: true, sortColumns: true })
  .extend({ pageIndex: z.number().optional(), pageSize: z.number().optional() })
  .strict();
export type InvoiceExportRequest = z.infer<typeof invoiceExportSchema>;

/** GET payment/InvoiceDetail/GetSelectList?invoiceId=: the eSIMs of invoices the caller sees. */
export const invoiceDetailOptionsQuerySchema = z
  .object({ invoiceId: z.string().regex(UUID_PATTERN, { error: 'Invoice is invalid' }).optional() })
  .strict();
