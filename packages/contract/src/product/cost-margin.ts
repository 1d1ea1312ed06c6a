import { z } from 'zod';

export const CostMarginPath = {
  /** GET product/CostSetup/GetProductMargins/{productId}: cost and margin of each variant price. */
  productMargins: 'product/CostSetup/GetProductMargins',
} as const;

export const BELOW_COST_WARNING = 'Sold below cost';

const costLine = z.object({ costTypeName: z.string(), amount: z.number() });

/** One price of a variant set against the cost its seller keeps in that currency. */
export const variantPriceMarginSchema = z.object({
  /** 'List Price' (the owner's) or 'Selling Price (DIST001)'. */
  label: z.string(),
  /** The company whose price and costs these are. */
  entityCode: z.string(),
  currency: z.string(),
  price: z.number(),
  /** The sum of the cost lines; null when the seller keeps no cost in this currency. */
  cost: z.number().nullable(),
  costLines: z.array(costLine),
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
