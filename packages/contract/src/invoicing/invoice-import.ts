import { z } from 'zod';
import { importRowErrorSchema } from '../catalog/serial-import.js';

/** The scheduled invoice import (spec section 7: POST scheduler/Invoices/Import). */
export const InvoiceImportPath = {
  import: 'scheduler/Invoices/Import',
  status: (id: string) => `scheduler/Invoices/Import/${id}`,
  history: 'scheduler/Invoices/SearchImportHistory',
} as const;

export { INVOICE_IMPORT_PERMISSION } from './invoice-import-permission.js';

/**
 * The file's header (any case, any order). Rows with the same reference are one sale to one
 * customer: one confirmed sale order and its invoice, with one line per plan.
 */
export const INVOICE_IMPORT_COLUMNS = [
  'reference',
  'customerName',
  'customerEmail',
  'variantCode',
  'quantity',
] as const;
export const INVOICE_IMPORT_MAX_ROWS = 1000;
export const INVOICE_IMPORT_TEMPLATE = `${INVOICE_IMPORT_COLUMNS.join(',')}
SALE-001,Aiko Tanaka,aiko@example.com,WDR-JP-DATA-1GB-7D,2
SALE-001,Aiko Tanaka,aiko@example.com,WDR-JP-DATA-3GB-15D,1
SALE-002,Ben Lim,,WDR-JP-DATA-1GB-7D,1
`;

export const InvoiceImportStatus = {
  queued: 'Queued',
  completed: 'Completed',
  failed: 'Failed',
} as const;

export const InvoiceImportMessage = {
  queued: 'The file is queued for import',
  referenceRequired: 'Reference is required',
  referenceTooLong: 'Reference should have maximum of 64 characters',
  customerNameRequired: 'Customer Name is required',
  customerNameTooLong: 'Customer Name should have maximum of 120 characters',
  customerMismatch: (firstRow: number) =>
    `Customer Name and Customer Email must be the same on every row of a reference (see row ${firstRow})`,
  email: 'Email is invalid',
  unknownVariant: 'Variant not found',
  unpriced: 'The variant is not one your company sells (it has no price)',
  quantity: 'Quantity should be a whole number from 1 to 10000',
  insufficientStock: (available: number, needed: number) =>
    `Insufficient Stock: ${available} available, ${needed} needed by the file`,
  tooManyLines: (max: number) => `A reference can have at most ${max} rows`,
  interrupted: 'The import did not finish; please upload the file again',
} as const;

/** GET scheduler/Invoices/Import/{id} and the rows of SearchImportHistory. */
export const invoiceImportSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  status: z.string(),
  totalRows: z.number(),
  invoiceCount: z.number(),
  errors: z.array(importRowErrorSchema),
  importedBy: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type InvoiceImport = z.infer<typeof invoiceImportSchema>;

export const INVOICE_IMPORT_SORTS = ['createdAt', 'fileName', 'status', 'totalRows'] as const;
