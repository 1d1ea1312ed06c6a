import { z } from 'zod';
import { UUID_PATTERN } from '../validation/validators.js';
import { orderLineSchema, purchaseOrderInputSchema } from '../orders/purchase-order.js';

const poHeaderId = z
  .string({ error: 'Purchase Order is invalid' })
  .regex(UUID_PATTERN, { error: 'Purchase Order is invalid' });

/**
 * POST payment/Payment/WanderCheckout and GetStripePlzUrl: pay an existing order (poHeaderId) or
 * place and pay a new one from the cart (dataPlanModel). Send an Idempotency-Key header to make a
 * retry safe: the same key answers the first attempt's result and never debits twice.
 */
const checkoutFields = {
  poHeaderId: poHeaderId.nullish(),
  dataPlanModel: purchaseOrderInputSchema.nullish(),
  /** A coupon of the seller, redeemed with the payment (docs/api-contract.md, Coupons). */
  couponCode: z
    .string({ error: 'Coupon is not valid' })
    .trim()
    .max(32, { error: 'Coupon is not valid' })
    .nullish(),
};
const oneOrder = (b: { poHeaderId?: string | null; dataPlanModel?: unknown }) =>
  Boolean(b.poHeaderId) !== Boolean(b.dataPlanModel);
const oneOrderError = () => ({
  error: 'Send either a purchase order or the plans to order',
  path: ['poHeaderId'],
});
export const checkoutBodySchema = z
  .object(checkoutFields)
  .strict()
  .refine(oneOrder, oneOrderError());
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

/** The card providers a buyer may name in GetStripePlzUrl (absent: Stripe or the sandbox). */
export const CARD_CHECKOUT_PROVIDERS = ['paydollar'] as const;
/**
 * POST payment/Payment/GetStripePlzUrl: the checkout body, and `provider: 'paydollar'` to pay
 * through PayDollar's hosted form instead of the default card provider.
 */
export const cardCheckoutBodySchema = z
  .object({
    ...checkoutFields,
    provider: z.enum(CARD_CHECKOUT_PROVIDERS, { error: 'Payment provider is invalid' }).nullish(),
  })
  .strict()
  .refine(oneOrder, oneOrderError());
export type CardCheckoutBody = z.infer<typeof cardCheckoutBodySchema>;

export const checkoutResultSchema = z.object({
  poHeaderId: z.string(),
  documentNo: z.string(),
  status: z.string(),
  amount: z.number(),
  walletBalance: z.number(),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

export const cardCheckoutResultSchema = z.object({
  poHeaderId: z.string(),
  url: z.string(),
  provider: z.string(),
});

export const PaymentMessage = {
  paid: 'Payment successful',
  idempotencyReused: 'This Idempotency-Key was already used for another request',
  notPayable: (status: string) => `A ${status} purchase order cannot be paid`,
  cardUnavailable: 'Card payment is not available. Please pay from your wallet.',
  payDollarUnavailable: 'PayDollar is not available. Please pay by card or from your wallet.',
} as const;

/** GET payment/InvoiceDetail/GetTopUpESim/{id}: the spec's {data, isSuccess, message}. */
export const topUpEsimSchema = z.object({
  data: z
    .object({
      esimId: z.string(),
      iccid: z.string(),
      productName: z.string(),
      variantName: z.string(),
      /** The currency the top-up is priced and paid in (the eSIM's seller's). */
      currency: z.string(),
      topUpOptions: z.array(
        z.object({
          variantId: z.string(),
          variantName: z.string(),
          days: z.number(),
          data: z.number(),
          unitPrice: z.number(),
          /**
           * The provider's top-up package (issue 27) for an eSIM bought from a provider: the
           * option to buy is this package, for the eSIM's own plan (`variantId`). Null: a plan.
           */
          packageCode: z.string().nullable(),
        }),
      ),
    })
    .nullable(),
  isSuccess: z.boolean(),
  message: z.string().nullable(),
});

/**
 * POST payment/Payment/Quote: what the checkout would charge for the same body (an order or the
 * plans of a new one, and a coupon), computed by the checkout's own code in a transaction that is
 * rolled back: nothing is placed, paid or redeemed. A refused coupon is the checkout's own error.
 */
export const orderQuoteSchema = z.object({
  currency: z.string(),
  lines: z.array(orderLineSchema),
  subTotal: z.number(),
  discountAmount: z.number(),
  taxAmount: z.number(),
  totalAmount: z.number(),
  /** The coupon applied (upper case), and what it takes off the total before it (tax included). */
  couponCode: z.string().nullable(),
  couponDiscount: z.number(),
});
export type OrderQuote = z.infer<typeof orderQuoteSchema>;
