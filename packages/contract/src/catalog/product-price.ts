import { z } from 'zod';
import {
  decimalValue,
  integerValue,
  messages,
  optionalId,
  requiredId,
} from '../validation/validators.js';
import { MAX_UNIT_PRICE } from './product-variant.js';
import { MAX_LINE_QUANTITY } from './catalog-paths.js';

/** GET product/ProductPrice/GetByProduct/{productId}?distributorEntityCode= */
export const productPricesQuerySchema = z
  .object({
    distributorEntityCode: z
      .string({ error: messages.required('Distributor') })
      .trim()
      .min(1, { error: messages.required('Distributor') })
      .max(32),
  })
  .strict();

export const variantPriceSchema = z.object({
  variantId: z.string(),
  variantCode: z.string(),
  variantName: z.string(),
  /** The product owner's list price (decimal). */
  listPrice: z.number(),
  /** The distributor's selling price (decimal); null: the distributor does not sell it. */
  unitPrice: z.number().nullable(),
  isActive: z.boolean(),
});
export type VariantPrice = z.infer<typeof variantPriceSchema>;

export const discountTierSchema = z.object({
  id: z.string(),
  /** null: every variant of the product. */
  variantId: z.string().nullable(),
  minQuantity: z.number(),
  discountPercent: z.number(),
  description: z.string(),
});
export type DiscountTier = z.infer<typeof discountTierSchema>;

/** A distributor's prices of one product's variants and its quantity discount tiers. */
export const productPricesSchema = z.object({
  productId: z.string(),
  distributorEntityCode: z.string(),
  currency: z.string(),
  variants: z.array(variantPriceSchema),
  discountTiers: z.array(discountTierSchema),
});
export type ProductPrices = z.infer<typeof productPricesSchema>;

export const TierMessage = {
  increasing: 'Min Quantity should be greater than the tier before',
  notSmaller: 'Discount should not be smaller than the tier before',
} as const;

const tierInput = z
  .object({
    variantId: optionalId('Variant'),
    minQuantity: integerValue('Min Quantity', { min: 2, max: MAX_LINE_QUANTITY }),
    /** Percent off the unit price: the tier's price is never above the base price. */
    discountPercent: decimalValue('Discount (%)', { min: 0.01, max: 100 }),
  })
  .strict();

/**
 * PUT product/ProductPrice/UpdateByProduct/{productId}: replaces the distributor's prices of the
 * product's variants (unitPrice null: not sold) and its discount tiers. Tiers of one variant (or
 * of the whole product) go up strictly in quantity and never down in discount.
 */
export const updateProductPricesSchema = z
  .object({
    distributorEntityCode: productPricesQuerySchema.shape.distributorEntityCode,
    prices: z
      .array(
        z
          .object({
            variantId: requiredId('Variant'),
            unitPrice: decimalValue('Unit Price', { min: 0, max: MAX_UNIT_PRICE }).nullable(),
            isActive: z.boolean().default(true),
          })
          .strict(),
      )
      .max(500),
    discountTiers: z.array(tierInput).max(20, { error: 'At most 20 discount tiers' }),
  })
  .strict()
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.prices.forEach((p, i) => {
      if (seen.has(p.variantId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['prices', i, 'variantId'],
          message: 'Variant is listed more than once',
        });
      }
      seen.add(p.variantId);
    });
    const last = new Map<string, { minQuantity: number; discountPercent: number }>();
    body.discountTiers.forEach((tier, i) => {
      const key = tier.variantId ?? '';
      const before = last.get(key);
      if (before && tier.minQuantity <= before.minQuantity) {
        ctx.addIssue({
          code: 'custom',
          path: ['discountTiers', i, 'minQuantity'],
          message: TierMessage.increasing,
        });
      } else if (before && tier.discountPercent < before.discountPercent) {
        ctx.addIssue({
          code: 'custom',
          path: ['discountTiers', i, 'discountPercent'],
          message: TierMessage.notSmaller,
        });
      }
      last.set(key, tier);
    });
  });
export type UpdateProductPricesInput = z.input<typeof updateProductPricesSchema>;

/** The tier's text in the catalogue's discountInfos: "10+ eSIMs: 5% off". */
export const tierDescription = (minQuantity: number, discountPercent: number) =>
  `${minQuantity}+ eSIMs: ${discountPercent}% off`;
