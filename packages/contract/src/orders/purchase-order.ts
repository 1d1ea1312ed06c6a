import { z } from 'zod';
import { orderCostsSchema } from './line-costs.js';
import { messages, optionalText, requiredText, UUID_PATTERN } from '../validation/validators.js';

import { MAX_ORDER_LINES, MAX_ORDER_QTY } from './order-limits.js';

/** Quantity of a line: a whole number from 1 to 10,000 (spec: quantity minimum 1). */
export const orderQuantitySchema = z
  .number({ error: messages.required('Quantity') })
  .refine(Number.isFinite, { error: messages.integer('Quantity') })
  .refine(Number.isInteger, { error: messages.integer('Quantity') })
  .refine((q) => q >= 1, { error: messages.minValue('Quantity', 1) })
  .refine((q) => q <= MAX_ORDER_QTY, { error: messages.maxValue('Quantity', MAX_ORDER_QTY) });

/**
 * One ordered line. The server prices it: a unitPrice (or any amount) sent by the client is
 * accepted for compatibility with the cart and ignored.
 */
export const orderLineInputSchema = z
  .object({
    variantId: z
      .string({ error: messages.required('Variant') })
      .regex(UUID_PATTERN, { error: messages.invalidOption('Variant') }),
    qty: orderQuantitySchema,
    unitPrice: z.number().nullish(),
    productCode: z.string().max(64).nullish(),
    variantCode: z.string().max(64).nullish(),
  })
  .strict();
export type OrderLineInput = z.infer<typeof orderLineInputSchema>;

const orderLines = z
  .array(orderLineInputSchema, { error: 'Please add at least one plan to the order' })
  .min(1, { error: 'Please add at least one plan to the order' })
  .max(MAX_ORDER_LINES, { error: `An order can have at most ${MAX_ORDER_LINES} lines` });

/** POST network/PurchaseOrders and PUT network/PurchaseOrders/{id} (while a draft). */
export const purchaseOrderInputSchema = z
  .object({
    distributorEntityCode: requiredText('Distributor', { max: 32 }),
    remarks: optionalText('Remarks', { max: 512 }),
    lines: orderLines,
  })
  .strict();
export type PurchaseOrderInput = z.infer<typeof purchaseOrderInputSchema>;

/** A row of POST network/PurchaseOrders/Search and SearchReceivedOrders. */
export const purchaseOrderRowSchema = z.object({
  id: z.string(),
  documentNo: z.string(),
  entityCode: z.string(),
  distributorEntityCode: z.string(),
  /** The buyer company's name, or a consumer order's consumer (issue 37). */
  buyerName: z.string(),
  /** A consumer's order through a sales platform (the distributor is its own `entityCode`). */
  isConsumerOrder: z.boolean(),
  /** The sales platform a consumer order came through; null for a business order. */
  platformName: z.string().nullable(),
  distributorName: z.string(),
  currency: z.string(),
  status: z.string(),
  totalAmount: z.number(),
  paymentMethod: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type PurchaseOrderRow = z.infer<typeof purchaseOrderRowSchema>;

export const orderLineSchema = z.object({
  id: z.string(),
  lineNo: z.number(),
  productId: z.string(),
  variantId: z.string(),
  productCode: z.string(),
  productName: z.string(),
  variantCode: z.string(),
  variantName: z.string(),
  days: z.number(),
  data: z.number(),
  isDayPass: z.boolean(),
  qty: z.number(),
  unitPrice: z.number(),
  discountAmount: z.number(),
  taxCode: z.string().nullable(),
  taxRatePercent: z.number(),
  taxAmount: z.number(),
  lineTotal: z.number(),
  /** The distributor's promotions on the plan when it was ordered. */
  promotions: z.array(z.string()),
  /** A group order's line (issue 29): the traveller it is for; absent on other orders. */
  travellerName: z.string().nullable().optional(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const esimSchema = z.object({
  id: z.string(),
  iccid: z.string(),
  activationCode: z.string(),
  /** PNG data URL of the QR code of the activation code (only once delivered). */
  qrCode: z.string().nullable(),
  status: z.string(),
  productName: z.string(),
  variantName: z.string(),
});
export type Esim = z.infer<typeof esimSchema>;

export const invoiceSummarySchema = z.object({
  id: z.string(),
  documentNo: z.string(),
  status: z.string(),
  totalAmount: z.number(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  esims: z.array(esimSchema),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

const totals = {
  subTotal: z.number(),
  discountAmount: z.number(),
  taxAmount: z.number(),
  totalAmount: z.number(),
};

/**
 * A paid order's line its distributor cannot deliver now (issue 37): the eSIMs it can (held for
 * the line plus free stock) against those needed.
 */
export const stockShortageSchema = z.object({
  productName: z.string(),
  variantName: z.string(),
  available: z.number().int(),
  needed: z.number().int(),
});
export type StockShortageView = z.infer<typeof stockShortageSchema>;

/** PUT network/PurchaseOrders/Refund/{id}: the seller refunds a paid order waiting for stock. */
export const OrderRefundMessage = {
  refunded: 'Order refunded',
  notPaid: (status: string) => `A ${status} purchase order cannot be refunded`,
  inStock:
    'The eSIMs of this order are in stock: fulfil it (only an order waiting for stock is refunded here)',
  delivering: 'The eSIMs of this order are being delivered',
} as const;

/**
 * An order priced by converting the distributor's base prices (issue 40: a store selling in
 * another currency): the base currency, the rate (1 base = rate order currency, decimal text) and
 * the day of the rate it was priced at. Null for an order priced from a list in its own currency.
 */
export const priceConversionSchema = z
  .object({ baseCurrency: z.string(), rate: z.string(), rateDate: z.string() })
  .nullable();
export type PriceConversionView = z.infer<typeof priceConversionSchema>;

/** GET network/PurchaseOrders/GetDetail/{id} and GetReceivedOrderDetail/{id}. */
export const purchaseOrderDetailSchema = z.object({
  id: z.string(),
  documentNo: z.string(),
  entityCode: z.string(),
  companyName: z.string(),
  distributorEntityCode: z.string(),
  distributorName: z.string(),
  currency: z.string(),
  status: z.string(),
  ...totals,
  /** The rate a converted order was priced at (issue 40); null otherwise. */
  conversion: priceConversionSchema,
  remarks: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /**
   * Delivery on payment: Pending (the eSIMs are on their way: poll), Delivered, OutOfStock or
   * Failed (left for the distributor to fulfil by hand); null when the distributor fulfils it.
   */
  deliveryOnPayment: z.string().nullable(),
  fulfilledAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /**
   * Paid and not delivered on payment right now: the lines its distributor cannot deliver now
   * (the order waits for stock); empty otherwise.
   */
  stockShortages: z.array(stockShortageSchema),
  lines: z.array(orderLineSchema),
  invoice: invoiceSummarySchema.nullable(),
  /** The moves the caller may make now (from the transition table and its role). */
  actions: z.array(z.string()),
  /**
   * Cost and margin recorded at payment (issue 40): to the seller and the platform on the
   * received order only; absent for the buyer and before payment.
   */
  costs: orderCostsSchema.optional(),
});
export type PurchaseOrderDetail = z.infer<typeof purchaseOrderDetailSchema>;

export const PO_FILTERS = [
  'status',
  'createdAt',
  'documentNo',
  'entityCode',
  'distributorEntityCode',
] as const;
export const PO_SORTS = ['createdAt', 'documentNo', 'status', 'totalAmount'] as const;

/** Date range of the PO summary PDF (YYYY-MM-DD). */
export const dateParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Date should be in the format YYYY-MM-DD' });
