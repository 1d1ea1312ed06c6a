// zod-free (issue 30): the web's light invoice list checks it without the import's schemas.
export const INVOICE_IMPORT_PERMISSION = 'scheduler/Invoices';
