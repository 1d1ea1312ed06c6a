import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { CODE_MESSAGE, CODE_PATTERN } from '../validation/code.js';
import {
  decimalValue,
  integerValue,
  messages,
  optionalText,
  requiredId,
  requiredText,
} from '../validation/validators.js';

/** Product administration calls (spec section 7, "Product and plan"). */
export const ProductAdminPath = {
  detailForEdit: 'product/Product/GetDetailForEdit',
  quantity: 'product/Product/GetQuantity',
  createVariant: 'product/Product/CreateVariant',
  updateVariant: 'product/Product/UpdateVariant',
  deleteVariant: 'product/Product/DeleteVariant',
  variantOptions: 'product/ProductVariant/GetSelectList',
  distinctData: 'product/ProductVariant/GetDistinctDataSelectList',
  distinctDays: 'product/ProductVariant/GetDistinctDaysSelectList',
  discountValues: 'product/ProductVariant/GetDiscountValueSelectList',
  discounts: 'product/ProductVariant/GetDiscountSelectList',
  productDiscounts: 'product/ProductVariant/GetProductDiscountSelectList',
  internalView: 'product/ProductVariant/GetInternalViewSelectList',
  prices: 'product/ProductPrice/GetByProduct',
  updatePrices: 'product/ProductPrice/UpdateByProduct',
} as const;

export const MAX_VARIANT_DAYS = 3650;
export const MAX_VARIANT_DATA_GB = 10_000;
export const MAX_UNIT_PRICE = 1_000_000;

const imageUrl = optionalText('Image', { max: 512 }).refine(
  (v) => !v || /^(https?:\/\/|\/)/.test(v),
  { error: 'Image should be a URL' },
);

const variantFields = {
  variantCode: requiredText('Variant Code', { max: 64 }).regex(CODE_PATTERN, {
    error: CODE_MESSAGE('Variant Code'),
  }),
  /** The value shown in pickers ("5GB-30D"); made from data and days when left empty. */
  variant: optionalText('Variant', { max: 64 }),
  variantName: requiredText('Variant Name', { max: 256 }),
  /** The name the web store shows in Bahasa Melayu and Chinese (issue 41); empty: English. */
  variantNameMs: optionalText('Variant Name (Bahasa Melayu)', { max: 256 }),
  variantNameZh: optionalText('Variant Name (Chinese)', { max: 256 }),
  days: integerValue('Days', { min: 1, max: MAX_VARIANT_DAYS }),
  data: decimalValue('Data (GB)', { min: 0.01, max: MAX_VARIANT_DATA_GB }),
  isDayPass: z.boolean().default(false),
  networkName: optionalText('Network Name', { max: 256 }),
  /** List price, decimal (stored in minor units). */
  unitPrice: decimalValue('Unit Price', { min: 0, max: MAX_UNIT_PRICE }),
  image: imageUrl,
  isActive: z.boolean().default(true),
};

/** POST product/Product/CreateVariant. */
export const createVariantSchema = z
  .object({ productId: requiredId('Product'), ...variantFields })
  .strict();
export type CreateVariantInput = z.input<typeof createVariantSchema>;

/** PUT product/Product/UpdateVariant/{variantId}: the product does not change. */
export const updateVariantSchema = z.object(variantFields).strict();
export type UpdateVariantInput = z.input<typeof updateVariantSchema>;

/** The picker value of a variant when none is given: "5GB-30D", a day pass "1GB/day-7D". */
export function variantValueOf(v: { data: number; days: number; isDayPass: boolean }) {
  return `${v.data}GB${v.isDayPass ? '/day' : ''}-${v.days}D`;
}

export const productVariantRowSchema = z.object({
  variantId: z.string(),
  productId: z.string(),
  variantCode: z.string(),
  variant: z.string(),
  variantName: z.string(),
  variantNameMs: z.string().nullable(),
  variantNameZh: z.string().nullable(),
  days: z.number(),
  data: z.number(),
  isDayPass: z.boolean(),
  networkName: z.string().nullable(),
  unitPrice: z.number(),
  image: z.string().nullable(),
  isActive: z.boolean(),
});
export type ProductVariantRow = z.infer<typeof productVariantRowSchema>;

/** GET product/Product/GetDetailForEdit/{id}: the product with its variants. */
export const productDetailSchema = z.object({
  productId: z.string(),
  entityCode: z.string(),
  productCode: z.string(),
  productName: z.string(),
  image: z.string().nullable(),
  description: z.string().nullable(),
  uomId: z.string().nullable(),
  /** The lowest list price of its variants (decimal). */
  unitPrice: z.number(),
  currency: z.string(),
  isActive: z.boolean(),
  countryCodes: z.array(z.string()),
  /** Whether the working company owns it (and so may change it and its variants). */
  isOwner: z.boolean(),
  productVariants: z.array(productVariantRowSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** GET product/Product/GetQuantity/{id}: the working company's eSIM stock per variant. */
export const variantQuantitySchema = z.object({
  variantId: z.string(),
  variantCode: z.string(),
  availableQuantity: z.number(),
  allocatedQuantity: z.number(),
  deliveredQuantity: z.number(),
  /** Taken out of stock by movement journals (product/MovingJournal). */
  issuedQuantity: z.number(),
  writtenOffQuantity: z.number(),
});
export type VariantQuantity = z.infer<typeof variantQuantitySchema>;

const MAX_IDS = 100;
/** DELETE product/Product/DeleteVariant?ids=..&ids=.. (the ids repeated). */
export const deleteVariantsQuerySchema = z
  .object({
    ids: z
      .union([z.string(), z.array(z.string())], { error: messages.required('Ids') })
      .transform((v) => (Array.isArray(v) ? v : [v]))
      .pipe(
        z
          .array(z.string().max(64))
          .min(1, { error: messages.required('Ids') })
          .max(MAX_IDS, { error: `At most ${MAX_IDS} variants can be deleted at once` }),
      ),
  })
  .strict();

/** GET product/ProductVariant/GetInternalViewSelectList?eSIMId= */
export const internalViewQuerySchema = z.object({ eSIMId: z.string().max(64).optional() }).strict();

/**
 * The variant form and table of the product pages (not an engine resource: its calls are
 * CreateVariant, UpdateVariant and DeleteVariant above).
 */
export const productVariantForm = defineResource({
  apiPath: 'product/Product',
  labels: { singular: 'Variant', plural: 'Variants' },
  route: '/setup/product',
  row: productVariantRowSchema,
  create: createVariantSchema,
  update: updateVariantSchema,
  id: 'variantId',
  columns: [
    { key: 'variantCode', title: 'Variant Code', width: 210 },
    { key: 'variantName', title: 'Variant Name' },
    { key: 'days', title: 'Days', kind: 'number', width: 70 },
    { key: 'data', title: 'Data (GB)', kind: 'number', width: 90 },
    { key: 'isDayPass', title: 'Day Pass', kind: 'boolean', width: 90 },
    { key: 'unitPrice', title: 'Unit Price', kind: 'money', width: 110 },
    { key: 'isActive', title: 'Active', kind: 'boolean', width: 80 },
  ],
  fields: [
    { key: 'variantCode', label: 'Variant Code', placeholder: 'WDR-JP-DATA-5GB-30D' },
    { key: 'variantName', label: 'Variant Name' },
    { key: 'variantNameMs', label: 'Variant Name (Bahasa Melayu)' },
    { key: 'variantNameZh', label: 'Variant Name (Chinese)' },
    { key: 'variant', label: 'Variant', placeholder: 'Made from data and days when empty' },
    { key: 'days', label: 'Days', input: 'number' },
    { key: 'data', label: 'Data (GB)', input: 'number' },
    { key: 'isDayPass', label: 'Day Pass', input: 'switch' },
    { key: 'networkName', label: 'Network Name' },
    { key: 'unitPrice', label: 'Unit Price', input: 'number' },
    { key: 'image', label: 'Image', placeholder: 'https://...' },
    { key: 'isActive', label: 'Active', input: 'switch' },
  ],
  filters: {},
  sorts: ['variantCode'],
  defaultSort: { column: 'variantCode', order: 'asc' },
  scope: 'company',
  example: {
    create: {
      productId: '00000000-0000-4000-8000-000000000000',
      variantCode: 'TEST-5GB-30D',
      variantName: 'Test 5GB 30 days',
      days: 30,
      data: 5,
      unitPrice: 25,
    },
    update: { variantCode: 'TEST-5GB-30D', variantName: 'Test', days: 30, data: 5, unitPrice: 25 },
  },
});
