import { z } from 'zod';

export const CostMarginPath = {
  /** GET product/CostSetup/GetProductMargins/{productId}: cost and margin of each variant price. */
  productMargins: 'product/CostSetup/GetProductMargins',
} as const;

export const BELOW_COST_WARNING = 'Sold below cost';

/**
 * One cost type's part of a price's cost: `amount` in the price's currency (null when no rate
 * converts it), from `originalAmount` in the cost setup's `currency` at `rate` (1 currency =
 * rate price currency) of `rateDate` (issue 40; '1' and the day itself in the same currency).
 */
const costLine = z.object({
  costTypeName: z.string(),
  amount: z.number().nullable(),
  currency: z.string(),
  originalAmount: z.number(),
  rate: z.string().nullable(),
  rateDate: z.string().nullable(),
});

/** One price of a variant set against the cost its seller keeps in that currency. */
export const variantPriceMarginSchema = z.object({
  /** 'List Price' (the owner's) or 'Selling Price (DIST001)'. */
  label: z.string(),
  /** The company whose price and costs these are. */
  entityCode: z.string(),
  currency: z.string(),
  price: z.number(),
  /**
   * The sum of the cost lines in the price's currency; null when the seller keeps no cost of the
   * variant, or a cost line has no rate to the price's currency (`noRate` then names the pair).
   */
  cost: z.number().nullable(),
  costLines: z.array(costLine),
  /** 'No exchange rate from USD to MYR on or before 2026-11-29' when a cost line has none. */
  noRate: z.string().nullable(),
  margin: z.number().nullable(),
  /** Margin over price, in percent with one decimal. */
  marginPercent: z.number().nullable(),
  belowCost: z.boolean(),
});

export const productMarginsSchema = z.object({
  /** The day the costs are read at (the latest setup of each type effective then). */
  asOf: z.string(),
  variants: z.array(
    z.object({
      variantId: z.string(),
      variantCode: z.string(),
      variantName: z.string(),
      prices: z.array(variantPriceMarginSchema),
    }),
  ),
});

export type VariantPriceMargin = z.infer<typeof variantPriceMarginSchema>;
export type ProductMargins = z.infer<typeof productMarginsSchema>;

/** Margin of a price over a cost, in minor units: the one rule the server and the web use. */
export function marginOf(priceMinor: number, costMinor: number | null) {
  if (costMinor === null) return { margin: null, marginPercent: null, belowCost: false };
  const margin = priceMinor - costMinor;
  const marginPercent = priceMinor > 0 ? Math.round((margin / priceMinor) * 1000) / 10 : null;
  return { margin, marginPercent, belowCost: priceMinor < costMinor };
}
