import { z } from 'zod';
import { messages } from '../validation/validators.js';
import {
  CATALOG_DEFAULT_PAGE_SIZE,
  CATALOG_PAGE_SIZES,
  CatalogMessage,
  IN_STOCK,
  MAX_LINE_QUANTITY,
  OUT_OF_STOCK,
} from './catalog-paths.js';

const decimalInput = (label: string) =>
  z
    .number({ error: `${label} should be a number` })
    .min(0, { error: messages.minValue(label, 0) })
    .max(100_000, { error: messages.maxValue(label, 100_000) })
    .nullish();

export const catalogSearchRequestSchema = z
  .object({
    pageIndex: z.number().int().min(1).default(1),
    pageSize: z
      .number()
      .int()
      .refine((n) => (CATALOG_PAGE_SIZES as readonly number[]).includes(n), {
        error: `Page size must be one of ${CATALOG_PAGE_SIZES.join(', ')}`,
      })
      .default(CATALOG_DEFAULT_PAGE_SIZE),
    distributorEntityCode: z
      .string({ error: messages.required('Distributor') })
      .trim()
      .min(1, { error: messages.required('Distributor') })
      .max(32),
    textSearch: z.string().trim().max(100).nullish(),
    countryCode: z
      .array(z.string().regex(/^[A-Z]{2}$/, { error: 'Country code is invalid' }))
      .min(1, { error: CatalogMessage.selectCountry })
      .max(300),
    days: z
      .number()
      .int({ error: messages.integer('Days') })
      .min(0, { error: messages.minValue('Days', 0) })
      .max(3650, { error: messages.maxValue('Days', 3650) })
      .nullish(),
    data: decimalInput('GB'),
    isDataType: z.boolean().default(true),
    isDayPassType: z.boolean().default(true),
  })
  .strict()
  .refine((r) => r.isDataType || r.isDayPassType, {
    error: CatalogMessage.checkDataType,
    path: ['isDataType'],
  });
export type CatalogSearchRequest = z.input<typeof catalogSearchRequestSchema>;

export const catalogVariantSchema = z.object({
  variantId: z.string(),
  variantCode: z.string(),
  variant: z.string(),
  variantName: z.string(),
  days: z.number(),
  data: z.number(),
  isDayPass: z.boolean(),
  networkName: z.string().nullable(),
  /** The distributor's unit price (decimal) for one unit, before quantity discounts. */
  unitPrice: z.number(),
  image: z.string().nullable(),
});
export type CatalogVariant = z.infer<typeof catalogVariantSchema>;

export const discountInfoSchema = z.object({
  description: z.string(),
  /** Unit price from minQuantity units (decimal) of the product's lowest-priced variant. */
  price: z.number(),
  minQuantity: z.number(),
  discountPercent: z.number(),
  variantId: z.string().nullable(),
});
export type DiscountInfo = z.infer<typeof discountInfoSchema>;

export const promotionLineSchema = z.object({
  title: z.string(),
  description: z.string().nullable(),
  variantId: z.string().nullable(),
});
export type PromotionLine = z.infer<typeof promotionLineSchema>;

/** A plan recommended beside a product (product/Recommend). */
export const recommendedLineSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  reason: z.string().nullable(),
});
export type RecommendedLine = z.infer<typeof recommendedLineSchema>;

export const catalogProductSchema = z.object({
  productId: z.string(),
  productCode: z.string(),
  productName: z.string(),
  image: z.string().nullable(),
  description: z.string().nullable(),
  uomId: z.string().nullable(),
  /** The lowest unit price among the listed variants (the card's "from" price). */
  unitPrice: z.number(),
  currency: z.string(),
  countryCodes: z.array(z.string()),
  productVariants: z.array(catalogVariantSchema),
  discountInfos: z.array(discountInfoSchema),
  promotions: z.array(promotionLineSchema),
  recommended: z.array(recommendedLineSchema),
});
export type CatalogProduct = z.infer<typeof catalogProductSchema>;

export const quantitySchema = z.coerce
  .number({ error: messages.integer('Quantity') })
  .int({ error: messages.integer('Quantity') })
  .min(1, { error: CatalogMessage.quantityMin })
  .max(MAX_LINE_QUANTITY, { error: messages.maxValue('Quantity', MAX_LINE_QUANTITY) });

/** POST product/ProductPrice/GetPrice/{productId}: any price the client sends is rejected. */
export const getPriceRequestSchema = z
  .object({
    distributorEntityCode: z.string().trim().min(1).max(32),
    quantity: quantitySchema,
    variantId: z.string().uuid({ error: 'Variant is invalid' }).nullish(),
  })
  .strict();
export type GetPriceRequest = z.input<typeof getPriceRequestSchema>;

export const priceQuoteSchema = z.object({
  productId: z.string(),
  variantId: z.string(),
  quantity: z.number(),
  /** Unit price after the quantity discount (decimal). */
  unitPrice: z.number(),
  baseUnitPrice: z.number(),
  discountPercent: z.number(),
  lineTotal: z.number(),
  currency: z.string(),
});
export type PriceQuote = z.infer<typeof priceQuoteSchema>;

/** GET product/Product/CheckProductVariantStock/{productId}/{variantId}/{quantity}?distributorEntityCode= */
export const stockCheckQuerySchema = z
  .object({ distributorEntityCode: z.string().trim().min(1).max(32) })
  .strict();
export const stockCheckSchema = z.object({
  status: z.enum([IN_STOCK, OUT_OF_STOCK]),
  availableQuantity: z.number(),
  requestedQuantity: z.number(),
});
export type StockCheck = z.infer<typeof stockCheckSchema>;

export const distributorOptionSchema = z.object({
  label: z.string(),
  value: z.string(),
  defaultCurrency: z.string().nullable(),
});
export type DistributorOption = z.infer<typeof distributorOptionSchema>;
