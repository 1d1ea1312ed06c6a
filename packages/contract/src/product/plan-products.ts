import { z } from 'zod';
import type { FilterOperator } from '../common/paging.js';

/** Product look-ups of spec section 7 ("Product and plan") served by the plan area. */
export const ProductLookupPath = {
  allSelectList: 'product/Product/GetAllSelectList',
  planSelectList: 'product/Product/GetWanderPlanSelectList',
  searchDataPlan: 'product/Product/SearchDataPlan',
} as const;

/** One product of a plan as GetDetailByPlanId lists it. */
export const planProductSchema = z.object({
  productId: z.string(),
  productCode: z.string(),
  productName: z.string(),
  /** The owner (the platform's catalogue, or a distributor's own product). */
  entityCode: z.string(),
  countryCodes: z.array(z.string()),
  variantCount: z.number(),
  isActive: z.boolean(),
  /** List price (decimal): the lowest of its variants once it has some. */
  unitPrice: z.number(),
  currency: z.string(),
});
export type PlanProduct = z.infer<typeof planProductSchema>;

/** GET product/WanderProductPlan/GetDetailByPlanId/{id}: the plan and its products by name. */
export const planDetailSchema = z.object({
  id: z.string(),
  planName: z.string(),
  description: z.string().nullable(),
  products: z.array(planProductSchema),
});
export type PlanDetail = z.infer<typeof planDetailSchema>;

/** GET product/Product/GetWanderPlanSelectList/{planId}/{countryCode}. */
export const planSelectListParamsSchema = z
  .object({
    planId: z.string().max(64),
    countryCode: z
      .string()
      .regex(/^[A-Za-z]{2}$/, { error: 'Country Code should be a 2-letter code' })
      .transform((v) => v.toUpperCase()),
  })
  .strict();

/** A row of POST product/Product/SearchDataPlan: one variant with its product and plan. */
export const dataPlanRowSchema = z.object({
  id: z.string(),
  variantCode: z.string(),
  variantName: z.string(),
  productId: z.string(),
  productCode: z.string(),
  productName: z.string(),
  planId: z.string().nullable(),
  planName: z.string().nullable(),
  days: z.number(),
  dataGb: z.number(),
  /** Data | DayPass */
  type: z.string(),
  networkName: z.string().nullable(),
  unitPrice: z.number(),
  currency: z.string(),
  isActive: z.boolean(),
});
export type DataPlanRow = z.infer<typeof dataPlanRowSchema>;

const text = ['contains', 'eq', 'startsWith'] as const;
const range = ['eq', 'gte', 'lte', 'gt', 'lt', 'between'] as const;

/**
 * What SearchDataPlan filters: `countryCode` (eq, in) keeps variants whose product covers the
 * country; `name` (contains) matches the product or the variant name; the others are columns.
 */
export const DATA_PLAN_FILTERS: Record<string, readonly FilterOperator[]> = {
  planId: ['eq', 'in'],
  planName: text,
  countryCode: ['eq', 'in'],
  name: ['contains'],
  productId: ['eq', 'in'],
  productCode: text,
  productName: text,
  variantCode: text,
  variantName: text,
  days: range,
  dataGb: range,
  type: ['eq', 'in'],
  networkName: text,
  isActive: ['eq'],
};
export const DATA_PLAN_SORTS = [
  'productName',
  'variantName',
  'variantCode',
  'planName',
  'days',
  'dataGb',
  'type',
  'unitPrice',
] as const;
