import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { CODE_MESSAGE, CODE_PATTERN } from '../network/tax-code.resource.js';
import { importRowErrorSchema, ImportStatus } from '../catalog/serial-import.js';
import {
  MAX_UNIT_PRICE,
  MAX_VARIANT_DATA_GB,
  MAX_VARIANT_DAYS,
} from '../catalog/product-variant.js';
import {
  decimalValue,
  integerValue,
  messages,
  optionalText,
  requiredText,
} from '../validation/validators.js';

/** The plan calls of spec section 7 ("Product and plan"). */
export const PlanPath = {
  detailByPlan: 'product/WanderProductPlan/GetDetailByPlanId',
  importProducts: 'product/WanderProductPlan/Import',
  importVariants: 'product/WanderProductPlan/ImportProductVariant',
  exportVariants: 'product/WanderProductPlan/ExportProductVariant',
  exportPlan: 'product/WanderProductPlan/ExportDataPlanWithVariant',
  history: 'product/WanderProductPlan/SearchImportHistory',
} as const;

/** The permission action of both plan imports (on product/WanderProductPlan). */
export const PLAN_IMPORT_ACTION = 'Import';
export const PLAN_IMPORT_MAX_ROWS = 5000;
export const PLAN_IMPORT_KINDS = ['products', 'variants'] as const;
export type PlanImportKind = (typeof PLAN_IMPORT_KINDS)[number];

/** Headers of the two import files, in the order the templates and the export write them. */
export const PLAN_PRODUCT_COLUMNS = [
  'productCode',
  'productName',
  'countryCodes',
  'description',
  'unitPrice',
  'currency',
] as const;
export const PLAN_VARIANT_COLUMNS = [
  'productCode',
  'variantCode',
  'variantName',
  'days',
  'dataGb',
  'type',
  'networkName',
  'unitPrice',
] as const;
/** Columns a file may leave out (an existing product keeps its value; a new one gets none). */
export const PLAN_PRODUCT_OPTIONAL_COLUMNS = ['description', 'currency'] as const;
export const PLAN_VARIANT_OPTIONAL_COLUMNS = ['networkName'] as const;

export const VariantType = { data: 'Data', dayPass: 'DayPass' } as const;
export type VariantTypeName = (typeof VariantType)[keyof typeof VariantType];

export const PLAN_PRODUCT_TEMPLATE =
  `${PLAN_PRODUCT_COLUMNS.join(',')}\n` +
  'WDR-BALI-DATA,Bali eSIM,ID,Data across Bali and Lombok,12.90,MYR\n' +
  'WDR-NORDIC-DATA,Nordics eSIM,SE;NO;DK;FI,One plan for four countries,29.90,MYR\n';
export const PLAN_VARIANT_TEMPLATE =
  `${PLAN_VARIANT_COLUMNS.join(',')}\n` +
  'WDR-BALI-DATA,WDR-BALI-DATA-5GB-15D,Bali 5GB 15 days,15,5,Data,Telkomsel,24.90\n' +
  'WDR-BALI-DATA,WDR-BALI-DAY-1GB-7D,Bali 1GB per day 7 days,7,1,DayPass,Telkomsel,29.90\n';

export const PlanImportMessage = {
  codeInFile: (label: string, firstRow: number) =>
    `${label} is already in row ${firstRow} of the file`,
  productOfOtherCompany: 'Product Code belongs to another company',
  unknownCountry: (code: string) => `Country ${code} not found`,
  countryFormat: 'Country Codes should be 2-letter codes separated by ;',
  unknownCurrency: (code: string) => `Currency ${code} not found`,
  currencyFormat: 'Currency should be a 3-letter code',
  notANumber: (label: string) => `${label} should be a number`,
  type: 'Type should be Data or DayPass',
  productNotFound: 'Product not found',
  productNotInPlan: 'The product is not in this plan',
  variantOfOtherProduct: (productCode: string) =>
    `Variant Code already exists on product ${productCode}`,
  variantExists: 'Variant Code already exists',
} as const;

/** A number cell: empty is 'required', text that is not a number says so, then `inner` checks. */
export const numberCell = <T extends z.ZodType<number, number>>(label: string, inner: T) =>
  z
    .string()
    .trim()
    .transform((text, ctx) => {
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: messages.required(label) });
        return z.NEVER;
      }
      const n = Number(text);
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message: PlanImportMessage.notANumber(label) });
        return z.NEVER;
      }
      return n;
    })
    .pipe(inner);

const productCode = requiredText('Product Code', { max: 64 }).regex(CODE_PATTERN, {
  error: CODE_MESSAGE('Product Code'),
});
const unitPrice = numberCell(
  'Unit Price',
  decimalValue('Unit Price', { min: 0, max: MAX_UNIT_PRICE }),
);

/** One data row of a product import file (cells as text). */
export const planProductRowSchema = z.object({
  productCode,
  productName: requiredText('Product Name', { max: 256 }),
  countryCodes: requiredText('Country Codes', { max: 2000 })
    .transform((text) => [
      ...new Set(
        text
          .split(';')
          .map((c) => c.trim().toUpperCase())
          .filter(Boolean),
      ),
    ])
    .refine((codes) => codes.length > 0 && codes.every((c) => /^[A-Z]{2}$/.test(c)), {
      error: PlanImportMessage.countryFormat,
    }),
  description: optionalText('Description', { max: 4000 }),
  unitPrice,
  currency: optionalText('Currency', { max: 3 })
    .refine((v) => !v || /^[A-Za-z]{3}$/.test(v), { error: PlanImportMessage.currencyFormat })
    .transform((v) => (v ? v.toUpperCase() : null)),
});
export type PlanProductRow = z.infer<typeof planProductRowSchema>;

/** One data row of a variant import file (cells as text). */
export const planVariantRowSchema = z.object({
  productCode: requiredText('Product Code', { max: 64 }),
  variantCode: requiredText('Variant Code', { max: 64 }).regex(CODE_PATTERN, {
    error: CODE_MESSAGE('Variant Code'),
  }),
  variantName: requiredText('Variant Name', { max: 256 }),
  days: numberCell('Days', integerValue('Days', { min: 1, max: MAX_VARIANT_DAYS })),
  dataGb: numberCell(
    'Data (GB)',
    decimalValue('Data (GB)', { min: 0.01, max: MAX_VARIANT_DATA_GB }),
  ),
  type: requiredText('Type').transform((text, ctx) => {
    const key = text.replace(/[\s_-]/g, '').toLowerCase();
    if (key === 'data') return VariantType.data;
    if (key === 'daypass') return VariantType.dayPass;
    ctx.addIssue({ code: 'custom', message: PlanImportMessage.type });
    return z.NEVER;
  }),
  networkName: optionalText('Network Name', { max: 256 }),
  unitPrice,
});
export type PlanVariantRow = z.infer<typeof planVariantRowSchema>;

/**
 * POST .../Import/{id} and .../ImportProductVariant/{id} answer the history row: Completed with
 * every row imported, or Failed with nothing imported and why (at most 200 errors listed).
 */
export const planImportResultSchema = z.object({
  importId: z.string(),
  planId: z.string(),
  kind: z.enum(PLAN_IMPORT_KINDS),
  fileName: z.string(),
  status: z.enum([ImportStatus.completed, ImportStatus.failed]),
  totalRows: z.number(),
  importedRows: z.number(),
  /** Of the imported rows: how many created a record (the others updated one). */
  createdRows: z.number(),
  failedRows: z.number(),
  errors: z.array(importRowErrorSchema),
});
export type PlanImportResult = z.infer<typeof planImportResultSchema>;

/** POST product/WanderProductPlan/SearchImportHistory: the imports into plans, newest first. */
export const planImportHistoryList = defineResource({
  apiPath: 'product/WanderProductPlan/ImportHistory',
  permission: 'product/WanderProductPlan',
  labels: { singular: 'Plan Import', plural: 'Import History' },
  route: '/setup/wander-plan-import',
  row: z.object({
    id: z.string(),
    planId: z.string(),
    planName: z.string(),
    kind: z.string(),
    fileName: z.string(),
    status: z.string(),
    totalRows: z.number(),
    importedRows: z.number(),
    failedRows: z.number(),
    importedBy: z.string().nullable(),
    createdAt: z.date().or(z.string()),
    errors: z.array(importRowErrorSchema),
  }),
  create: z.object({}).strict(),
  update: z.object({}).strict(),
  fields: [],
  without: ['create', 'delete'],
  example: { create: {}, update: {} },
  id: 'id',
  columns: [
    { key: 'createdAt', title: 'Imported At', kind: 'date', width: 180 },
    { key: 'kind', title: 'Kind', width: 100 },
    { key: 'fileName', title: 'File' },
    { key: 'status', title: 'Status', width: 110 },
    { key: 'totalRows', title: 'Rows', kind: 'number', width: 80 },
    { key: 'importedRows', title: 'Imported', kind: 'number', width: 100 },
    { key: 'failedRows', title: 'Failed', kind: 'number', width: 80 },
    { key: 'importedBy', title: 'Imported By', width: 200 },
  ],
  filters: {
    planId: ['eq', 'in'],
    kind: ['eq'],
    fileName: ['contains'],
    importedBy: ['contains', 'eq'],
    createdAt: ['gte', 'lte', 'between'],
    failedRows: ['eq', 'gt'],
  },
  sorts: ['createdAt', 'fileName', 'kind', 'totalRows'],
  defaultSort: { column: 'createdAt', order: 'desc' },
  scope: 'company',
});
