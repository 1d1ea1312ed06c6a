import { z } from 'zod';
import {
  integerValue,
  optionalText,
  requiredText,
  EMAIL_PATTERN,
  messages,
} from '../validation/validators.js';
import { MAX_ORDER_LINES } from './order-limits.js';
import { invoiceSummarySchema, orderLineInputSchema, orderLineSchema } from './purchase-order.js';

/** POST network/SaleOrders and PUT network/SaleOrders/{id}: a distributor's direct sale. */
export const saleOrderInputSchema = z
  .object({
    customerName: requiredText('Customer Name', { max: 120 }),
    customerEmail: z
      .string()
      .trim()
      .max(256, { error: messages.maxLength('Customer Email', 256) })
      .regex(EMAIL_PATTERN, { error: messages.email })
      .or(z.literal(''))
      .nullish(),
    remarks: optionalText('Remarks', { max: 512 }),
    lines: z
      .array(orderLineInputSchema, { error: 'Please add at least one plan to the order' })
      .min(1, { error: 'Please add at least one plan to the order' })
      .max(MAX_ORDER_LINES, { error: `An order can have at most ${MAX_ORDER_LINES} lines` }),
  })
  .strict();
export type SaleOrderInput = z.infer<typeof saleOrderInputSchema>;

export const saleOrderRowSchema = z.object({
  id: z.string(),
  documentNo: z.string(),
  customerName: z.string(),
  currency: z.string(),
  status: z.string(),
  totalAmount: z.number(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});

export const saleOrderDetailSchema = saleOrderRowSchema.extend({
  customerEmail: z.string().nullable(),
  remarks: z.string().nullable(),
  subTotal: z.number(),
  discountAmount: z.number(),
  taxAmount: z.number(),
  lines: z.array(orderLineSchema),
  /** Issued when the sale order is confirmed; its eSIMs are delivered when it is completed. */
  invoice: invoiceSummarySchema.nullable(),
  actions: z.array(z.string()),
});
export type SaleOrderDetail = z.infer<typeof saleOrderDetailSchema>;

/** network/PurchaseSetups: the sequence setup of the working company's documents. */
export const purchaseSetupSchema = z.object({
  id: z.string(),
  documentType: z.string(),
  prefix: z.string(),
  nextNumber: z.number(),
  padding: z.number(),
  preview: z.string(),
});
export const purchaseSetupInputSchema = z
  .object({
    prefix: requiredText('Prefix', { max: 16 }).regex(/^[A-Z0-9]+$/, {
      error: 'Prefix should have only capital letters and digits',
    }),
    nextNumber: integerValue('Next Number', { min: 1, max: 999_999_999 }),
    padding: integerValue('Padding', { min: 1, max: 12 }),
  })
  .strict();
export type PurchaseSetupInput = z.infer<typeof purchaseSetupInputSchema>;
