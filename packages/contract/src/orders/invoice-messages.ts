// zod-free (issue 30): the web's light invoice list imports these without the schemas.

/** Words of the invoice back-office (spec section 8 gives the export message). */
export const InvoiceMessage = {
  exported: 'Excel file exported successfully',
  tooManyToExport: (max: number) =>
    `More than ${max.toLocaleString('en-US')} invoices match: narrow the filter to export them`,
} as const;

/** At most this many invoices go into one Excel export. */
export const MAX_INVOICE_EXPORT = 10_000;
