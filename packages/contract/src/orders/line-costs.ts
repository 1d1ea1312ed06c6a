import { z } from 'zod';

/**
 * A sold line's cost as recorded when its order was paid (issue 40), for its seller: the unit
 * cost in the sale's currency, what it was in the supplier's currency, the rate and its day, and
 * the line's margin (revenue before tax less unit cost x qty). `status` 'no_cost': the plan had
 * no cost for its seller; 'no_rate': a cost had no rate to the sale's currency on or before the
 * day (no margin is made up for either).
 */
export const lineCostSchema = z.object({
  lineNo: z.number().int(),
  status: z.enum(['costed', 'no_cost', 'no_rate']),
  /** Per unit in the order's currency; null unless costed. */
  unitCost: z.number().nullable(),
  /** The cost's own currency when its parts share one, and the amount per unit in it. */
  supplierCurrency: z.string().nullable(),
  supplierUnitCost: z.number().nullable(),
  /** 1 supplier currency = rate order currency ('1' in the same currency). */
  rate: z.string().nullable(),
  rateDate: z.string().nullable(),
  /** False when the payment day had no rate and an earlier day's was used. */
  rateExact: z.boolean().nullable(),
  /** The payment day (UTC) whose costs and rates were taken. */
  costDate: z.string(),
  margin: z.number().nullable(),
});
export type LineCost = z.infer<typeof lineCostSchema>;

/** The order's margin: the sum over its costed lines, and how many lines have none. */
export const orderCostsSchema = z.object({
  lines: z.array(lineCostSchema),
  margin: z.number().nullable(),
  uncostedLines: z.number().int(),
});
export type OrderCosts = z.infer<typeof orderCostsSchema>;
