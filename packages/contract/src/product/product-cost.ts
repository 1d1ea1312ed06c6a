import { z } from 'zod';
import { pagingRequestSchema } from '../common/paging.js';
import { defineResource } from '../crud/define-resource.js';
import { messages, requiredId, UUID_PATTERN } from '../validation/validators.js';

/** A product's unit of measure (spec section 7, "Product and plan": product/ProductCost). */
export const ProductCostPath = {
  affectedByUom: 'product/ProductCost/GetProductsAffectedByUom',
  updateByUom: 'product/ProductCost/UpdateByUom',
} as const;

/** The most products one move may name; without a list every product of the unit moves. */
export const MAX_UOM_MOVE_PRODUCTS = 1000;

export const UomMoveMessage = {
  sameUnit: 'To Unit should be different from From Unit',
  moved: (n: number) => `${n} product(s) moved to the new unit`,
  notUsing: 'Some of the products are not yours or do not use this unit',
} as const;

/**
 * The working company's products of one unit, as a read-only list: its columns, filters and
 * sorts are checked by the engine's search like any list's.
 */
export const uomProductList = defineResource({
  apiPath: 'product/ProductCost',
  permission: 'product/Product',
  labels: { singular: 'Product', plural: 'Products using this unit' },
  route: '/general/uom',
  row: z.object({
    id: z.string(),
    productCode: z.string(),
    productName: z.string(),
    isActive: z.boolean(),
    uomId: z.string().nullable(),
  }),
  create: z.object({}).strict(),
  update: z.object({}).strict(),
  id: 'id',
  columns: [
    { key: 'productCode', title: 'Product Code', width: 220 },
    { key: 'productName', title: 'Product Name' },
    { key: 'isActive', title: 'Active', kind: 'boolean', width: 90 },
  ],
  fields: [],
  filters: {
    productCode: ['contains', 'startsWith', 'eq'],
    productName: ['contains', 'startsWith', 'eq'],
    isActive: ['eq'],
  },
  sorts: ['productName', 'productCode'],
  defaultSort: { column: 'productName', order: 'asc' },
  scope: 'company',
  without: ['create', 'delete'],
  example: { create: {}, update: {} },
});

/** POST product/ProductCost/GetProductsAffectedByUom: the unit, and the paging of any Search. */
export const productsByUomRequestSchema = pagingRequestSchema
  .extend({ uomId: requiredId('Unit of Measure') })
  .strict();
export type ProductsByUomRequest = z.input<typeof productsByUomRequestSchema>;

/** PUT product/ProductCost/UpdateByUom. */
export const updateByUomSchema = z
  .object({
    fromUomId: requiredId('From Unit'),
    toUomId: requiredId('To Unit'),
    /** Only these products (each must be the company's and use From Unit); none: all of them. */
    productIds: z
      .array(z.string().regex(UUID_PATTERN, { error: messages.invalidOption('Product') }), {
        error: 'Products should be a list',
      })
      .min(1, { error: 'Select at least one product' })
      .max(MAX_UOM_MOVE_PRODUCTS, {
        error: `Products should have at most ${MAX_UOM_MOVE_PRODUCTS} items`,
      })
      .nullish(),
  })
  .strict()
  .refine((v) => v.fromUomId !== v.toUomId, { error: UomMoveMessage.sameUnit, path: ['toUomId'] });
export type UpdateByUomInput = z.input<typeof updateByUomSchema>;
export type UpdateByUomBody = z.infer<typeof updateByUomSchema>;

export const updateByUomResultSchema = z.object({ moved: z.number() });
