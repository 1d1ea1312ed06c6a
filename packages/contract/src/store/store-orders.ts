import { z } from 'zod';
export { StoreOrderPath } from './store-paths.js';
import { envelopeOf } from '../common/envelope.js';
import { optionalId, optionalText, requiredId } from '../validation/validators.js';

export const storePlansQuery = z.object({
  /** ISO code of the destination: plans covering it exactly first, then regional, then global. */
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, { error: 'Country is not a valid option' })
    .transform((v) => v.toUpperCase())
    .optional(),
  search: z.string().max(100).optional(),
  /** One plan (a shared plan page, the cart): its variant's id. */
  variantId: z.uuid({ error: 'Plan is not a valid option' }).optional(),
});

/** A destination the platform sells (issue 28): its plans and the lowest price. */
export const storeDestination = z.object({
  countryCode: z.string(),
  plans: z.number(),
  fromPrice: z.number(),
  currency: z.string(),
});
export type StoreDestination = z.infer<typeof storeDestination>;
export const storeDestinationsResponse = envelopeOf(z.array(storeDestination));

/**
 * A plan's product and variant names in the store's other languages (issue 41): the
 * distributor's, or composed for synced and generated plans; English where it has none.
 */
const localName = z.object({ productName: z.string(), variantName: z.string() });
export const storeLocalNames = z.object({ ms: localName, zh: localName });
export type StoreLocalNames = z.infer<typeof storeLocalNames>;

/** An operator a plan uses in a country, and its network type ("4G/5G") when the supplier says. */
export const networkOperator = z.object({ name: z.string(), type: z.string().nullable() });
export type NetworkOperator = z.infer<typeof networkOperator>;
/** A provider package's operators in one country (provider_packages.coverage). */
export const packageCoverage = z.object({
  country: z.string(),
  operators: z.array(networkOperator),
});
export type PackageCoverage = z.infer<typeof packageCoverage>;

export const storePlan = z.object({
  variantId: z.string(),
  productName: z.string(),
  variantName: z.string(),
  names: storeLocalNames,
  days: z.number(),
  dataGb: z.number(),
  isDayPass: z.boolean(),
  countries: z.array(z.string()),
  /** In the platform's currency, as a decimal amount (12.50). */
  price: z.number(),
  currency: z.string(),
  image: z.string().nullable(),
  inStock: z.boolean(),
  /**
   * A top-up of an eSIM bought from a provider (issue 27): the provider's package to buy for it
   * (checkout: `packageCode` with `topUpOf`); `variantId` is then the eSIM's own plan.
   */
  packageCode: z.string().nullable().optional(),
  /**
   * What the plan's page states (issue 41), answered for one plan (`variantId=`): the operators
   * per country (`country` null: every country of the plan) from its provider's package, else
   * the variant's network name, empty when nobody names them; whether a hotspot is allowed and
   * whether the eSIM can be topped up, null when its supplier does not say.
   */
  networks: z
    .array(z.object({ country: z.string().nullable(), operators: z.array(networkOperator) }))
    .optional(),
  hotspot: z.boolean().nullable().optional(),
  topUp: z.boolean().nullable().optional(),
});
export type StorePlan = z.infer<typeof storePlan>;
export const storePlansResponse = envelopeOf(z.array(storePlan));

export const storeCheckoutRequest = z
  .object({
    variantId: requiredId('Plan'),
    qty: z
      .number({ error: 'Quantity is required' })
      .int()
      .min(1, { error: 'Quantity should have minimum value of 1' })
      .max(10, { error: 'Quantity should have maximum value of 10' })
      .default(1),
    couponCode: optionalText('Coupon Code', { max: 32 }),
    /** A top-up: the consumer's eSIM the plan tops up (one of its top-up plans, qty 1). */
    topUpOf: optionalId('eSIM'),
    /** With topUpOf, for an eSIM bought from a provider: the provider's top-up package. */
    packageCode: z.string().min(1).max(128).nullish(),
  })
  .strict();
export type StoreCheckoutRequest = z.infer<typeof storeCheckoutRequest>;

/**
 * The checkout's `quotedTotal`: the total its quote showed the consumer. When the order would now
 * cost another amount (a rate of a new day, a price changed), the checkout is refused with 409
 * PRICE_CHANGED and nothing is placed: the consumer sees the new total before paying it.
 */
export const storeQuotedTotal = z
  .number({ error: 'Quoted Total should be a number' })
  .min(0, { error: 'Quoted Total should have minimum value of 0' })
  .optional();
export const PRICE_CHANGED = (total: string) =>
  `The price has changed since it was quoted: the total is now ${total}. Please check it and pay again.`;

export const storeCheckoutResponse = envelopeOf(
  z.object({
    orderId: z.string(),
    documentNo: z.string(),
    total: z.number(),
    currency: z.string(),
    provider: z.string(),
    /** The provider's hosted payment page: the order is paid only by its verified callback. */
    paymentUrl: z.string(),
  }),
);

export const storeQuoteResponse = envelopeOf(
  z.object({
    currency: z.string(),
    subtotal: z.number(),
    discount: z.number(),
    tax: z.number(),
    total: z.number(),
    couponCode: z.string().nullable(),
  }),
);

export const storeEsim = z.object({
  id: z.string(),
  iccid: z.string(),
  /** The LPA activation string the QR code encodes (LPA:1$smdp$code). */
  activationCode: z.string(),
  /** The QR code to scan on the phone (a PNG data URL of the activation string). */
  qrCode: z.string(),
  productName: z.string(),
  variantName: z.string(),
  /** Its plan's names in the other languages, as they are now (issue 41). */
  names: storeLocalNames,
  /** Its plan (a plan's page: `plan/{variantId}`). */
  variantId: z.string(),
  /** The ISO codes its plan covers: the destination a new eSIM is bought for. */
  countries: z.array(z.string()),
  /**
   * Its supplier adds data to this very eSIM (issue 37): a provider's eSIM whose package it tops
   * up. False for stock (and a provider that cannot): the store offers a new eSIM instead.
   */
  topUp: z.boolean(),
  orderNo: z.string(),
  /** The plan's data plus the data of the top-ups its provider has added. */
  dataGb: z.number(),
  days: z.number(),
  deliveredAt: z.date().or(z.string()).nullable(),
  usedMb: z.number(),
  /** Share of the plan's data used, 0 to 100 (a day pass: of its daily allowance over the days). */
  usagePercent: z.number(),
  lastUsageDate: z.string().nullable(),
});
export type StoreEsim = z.infer<typeof storeEsim>;
export const storeEsimsResponse = envelopeOf(z.array(storeEsim));

export const storeOrder = z.object({
  id: z.string(),
  documentNo: z.string(),
  /** Submitted (waiting for the payment), Paid, Completed (eSIMs delivered) or Cancelled. */
  status: z.string(),
  currency: z.string(),
  subtotal: z.number(),
  discount: z.number(),
  tax: z.number(),
  total: z.number(),
  couponCode: z.string().nullable(),
  createdAt: z.date().or(z.string()),
  paidAt: z.date().or(z.string()).nullable(),
  lines: z.array(
    z.object({
      productName: z.string(),
      variantName: z.string(),
      /** The plan's names in the other languages, as they are now (issue 41). */
      names: storeLocalNames,
      qty: z.number(),
      /** The plan's price, before any discount. */
      unitPrice: z.number(),
      total: z.number(),
    }),
  ),
  esims: z.array(storeEsim),
  /**
   * Paid, but its eSIMs cannot be delivered now (issue 37): it waits for stock (its distributor
   * receives some, or refunds it); the store says so rather than that the eSIM is on its way.
   */
  waitingForStock: z.boolean(),
});
export type StoreOrder = z.infer<typeof storeOrder>;
export const storeOrderResponse = envelopeOf(storeOrder);
export const storeOrdersResponse = envelopeOf(
  z.array(storeOrder.omit({ lines: true, esims: true, waitingForStock: true })),
);

export const storeDeviceRequest = z
  .object({
    platform: z.enum(['ios', 'android', 'web'], { error: 'Platform is not a valid option' }),
    /** The FCM registration token of this install. */
    token: z
      .string({ error: 'Token is required' })
      .trim()
      .min(1, { error: 'Token is required' })
      .max(512, { error: 'Token should have maximum length of 512' }),
    name: optionalText('Device Name', { max: 100 }),
  })
  .strict();
export const storeDevice = z.object({
  id: z.string(),
  platform: z.string(),
  name: z.string().nullable(),
  createdAt: z.date().or(z.string()),
  lastSeenAt: z.date().or(z.string()),
});
export const storeDeviceResponse = envelopeOf(storeDevice);
export const storeDevicesResponse = envelopeOf(z.array(storeDevice));

/** The coupons issued to the consumer (by an automation or by hand), usable at checkout. */
export const storeCouponsResponse = envelopeOf(
  z.array(
    z.object({
      couponCode: z.string(),
      /** Issued (not used yet) or Used. */
      status: z.string(),
      note: z.string().nullable(),
      issuedAt: z.date().or(z.string()),
      usedOrderNo: z.string().nullable(),
    }),
  ),
);
