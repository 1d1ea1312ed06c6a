import { z } from 'zod';
import { requiredDate } from '../product/setup-fields.js';
import { isCalendarDay } from '../validation/date-time.js';
import {
  messages,
  optionalId,
  optionalText,
  requiredId,
  UUID_PATTERN,
} from '../validation/validators.js';
import { MAX_ORDER_LINES } from './order-limits.js';
import { orderQuantitySchema } from './purchase-order.js';

/** Words of the manual invoice (issue 13); the web shows the same ones. */
export const ManualInvoiceMessage = {
  noLines: 'Please add at least one line to the invoice',
  tooManyLines: `An invoice can have at most ${MAX_ORDER_LINES} lines`,
  notSold: 'This variant is not one your company sells (it has no price)',
  notCustomer: 'Customer is not a valid option',
  oneCurrency: 'All lines of an invoice must be priced in one currency',
  notDraft: (status: string) =>
    `A ${status} invoice cannot be changed: only a Draft invoice can be edited or deleted`,
  notManual: 'Only a manual invoice can be edited or deleted',
  created: 'Create successfully!',
  updated: 'Update successfully!',
  deleted: 'Delete successfully!',
  completed: 'Invoice completed',
} as const;

/** A real calendar day (not 2026-02-31) of a plausible year for an invoice. */
const isInvoiceDay = (day: string) => isCalendarDay(day, { first: 1900, last: 2999 });

/** The largest unit price a manual line takes: 10,000 x 100,000.00 with any tax rate stays exact. */
export const MAX_MANUAL_UNIT_PRICE = 100_000;

/** One line of a manual invoice: a variant of the issuer's own catalogue. */
export const manualInvoiceLineInputSchema = z
  .object({
    variantId: requiredId('Variant'),
    qty: orderQuantitySchema,
    /** Net unit price; left out (null) it is the customer's price from the price list. */
    unitPrice: z
      .number({ error: messages.required('Unit Price') })
      .min(0, { error: messages.minValue('Unit Price', 0) })
      .max(MAX_MANUAL_UNIT_PRICE, { error: messages.maxValue('Unit Price', MAX_MANUAL_UNIT_PRICE) })
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-7, {
        error: messages.decimals('Unit Price', 2),
      })
      .nullish(),
  })
  .strict();
export type ManualInvoiceLineInput = z.infer<typeof manualInvoiceLineInputSchema>;

/** POST payment/Invoices and PUT payment/Invoices/{id} (a Draft manual invoice). */
export const manualInvoiceInputSchema = z
  .object({
    customerEntityCode: z
      .string({ error: messages.required('Customer') })
      .trim()
      .min(1, { error: messages.required('Customer') })
      .max(32, { error: messages.maxLength('Customer', 32) }),
    invoiceDate: requiredDate('Invoice Date').refine(isInvoiceDay, {
      error: 'Invoice Date is not a valid date',
    }),
    customerTaxGroupId: optionalId('Customer Tax Group'),
    notes: optionalText('Notes', { max: 512 }),
    lines: z
      .array(manualInvoiceLineInputSchema, { error: ManualInvoiceMessage.noLines })
      .min(1, { error: ManualInvoiceMessage.noLines })
      .max(MAX_ORDER_LINES, { error: ManualInvoiceMessage.tooManyLines }),
  })
  .strict();
export type ManualInvoiceInput = z.input<typeof manualInvoiceInputSchema>;
export type ManualInvoiceData = z.output<typeof manualInvoiceInputSchema>;

/** PUT payment/Invoices/Complete: several invoices, completed together or not at all. */
export const completeInvoicesSchema = z
  .object({
    ids: z
      .array(z.string().regex(UUID_PATTERN, { error: 'Invoice is invalid' }), {
        error: 'Please select at least one invoice',
      })
      .min(1, { error: 'Please select at least one invoice' })
      .max(100, { error: 'At most 100 invoices can be completed at once' }),
  })
  .strict();

/** What a saved draft answers: its id and number (the edit screen opens it). */
export const manualInvoiceSavedSchema = z.object({
  id: z.string(),
  documentNo: z.string(),
  status: z.string(),
  totalAmount: z.number(),
});

/** GET payment/Invoices/GetCustomerOptions: the issuer's customer companies. */
export const invoiceCustomerOptionSchema = z.object({
  label: z.string(),
  value: z.string(),
  email: z.string().nullable(),
});
