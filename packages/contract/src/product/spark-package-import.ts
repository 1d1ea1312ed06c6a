import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { CODE_MESSAGE, CODE_PATTERN } from '../validation/code.js';
import { importRowErrorSchema, ImportStatus } from '../catalog/serial-import.js';
import {
  MAX_UNIT_PRICE,
  MAX_VARIANT_DATA_GB,
  MAX_VARIANT_DAYS,
} from '../catalog/product-variant.js';
import {
  decimalValue,
  integerValue,
  optionalText,
  requiredText,
} from '../validation/validators.js';
import { numberCell, PlanImportMessage } from './plan-import.js';

/** The Spark package list import (Setup > Product > Setup > Spark Package Import). */
export const SparkPackagePath = {
  import: 'product/SparkPackage/Import',
  history: 'product/SparkPackage/SearchImportHistory',
} as const;

/** Its permission: View reads the history, Create imports. */
export const SPARK_PACKAGE_PERMISSION = 'product/SparkPackage';
export const SPARK_PACKAGE_MAX_ROWS = 5000;
/** The cost type the package costs are recorded under (created for the company when missing). */
export const SPARK_COST_TYPE = { code: 'WHOLESALE', name: 'Wholesale eSIM cost' } as const;

/** The file's header, in the template's order (matched without regard to case). */
export const SPARK_PACKAGE_COLUMNS = [
  'packageCode',
  'countries',
  'days',
  'dataGb',
  'isDayPass',
  'network',
  'cost',
  'currency',
] as const;
/** Columns a file may leave out: no day-pass column means data packages, no network none. */
export const SPARK_PACKAGE_OPTIONAL_COLUMNS = ['isDayPass', 'network'] as const;
export type SparkPackageColumn = (typeof SPARK_PACKAGE_COLUMNS)[number];

/** The template (and demo file): three packages of an upstream provider. */
export const SPARK_PACKAGE_TEMPLATE =
  `${SPARK_PACKAGE_COLUMNS.join(',')}\n` +
  'SPK-JP-5GB-15D,JP,15,5,no,NTT Docomo,4.20,USD\n' +
  'SPK-ASIA3-1GB-7D,JP;KR;TH,7,1,yes,Spark Asia,6.80,USD\n' +
  'SPK-SG-500MB-1D,SG,1,0.5,yes,Singtel,0.90,SGD\n';

export const SparkPackageMessage = {
  codeInFile: (firstRow: number) => PlanImportMessage.codeInFile('Package Code', firstRow),
  productOfOtherCompany: 'Package Code belongs to another company',
  variantOfOtherProduct: (productCode: string) =>
    `Package Code is already a variant of product ${productCode}`,
  unknownCountry: PlanImportMessage.unknownCountry,
  countryFormat: 'Countries should be 2-letter codes separated by ;',
  unknownCurrency: PlanImportMessage.unknownCurrency,
  currencyFormat: 'Currency should be a 3-letter code',
  dayPass: 'Day Pass should be yes, no, true, false, 1 or 0',
} as const;

const FLAGS: Record<string, boolean> = {
  yes: true,
  y: true,
  true: true,
  '1': true,
  no: false,
  n: false,
  false: false,
  '0': false,
};

/** Upper case (after the required check: an empty cell only says that it is required). */
const upper = (text: string) => text.toUpperCase();

/** One data row of a package file (cells as text). */
export const sparkPackageRowSchema = z.object({
  packageCode: requiredText('Package Code', { max: 64 })
    .transform(upper)
    .pipe(z.string().regex(CODE_PATTERN, { error: CODE_MESSAGE('Package Code') })),
  countries: requiredText('Countries', { max: 2000 })
    .transform((text) => [
      ...new Set(
        text
          .split(/[;,|\s]+/)
          .map((c) => c.trim().toUpperCase())
          .filter(Boolean),
      ),
    ])
    .refine((codes) => codes.length > 0 && codes.every((c) => /^[A-Z]{2}$/.test(c)), {
      error: SparkPackageMessage.countryFormat,
    }),
  days: numberCell('Days', integerValue('Days', { min: 1, max: MAX_VARIANT_DAYS })),
  /** GB in all, or for a day pass GB per day. */
  dataGb: numberCell(
    'Data (GB)',
    decimalValue('Data (GB)', { min: 0.01, max: MAX_VARIANT_DATA_GB }),
  ),
  isDayPass: optionalText('Day Pass').transform((text, ctx) => {
    if (!text) return false;
    const flag = FLAGS[text.toLowerCase()];
    if (flag !== undefined) return flag;
    ctx.addIssue({ code: 'custom', message: SparkPackageMessage.dayPass });
    return z.NEVER;
  }),
  network: optionalText('Network', { max: 256 }).transform((v) => v || null),
  cost: numberCell('Cost', decimalValue('Cost', { min: 0, max: MAX_UNIT_PRICE })),
  currency: requiredText('Currency', { max: 3 })
    .transform(upper)
    .pipe(z.string().regex(/^[A-Z]{3}$/, { error: SparkPackageMessage.currencyFormat })),
});
export type SparkPackageRow = z.infer<typeof sparkPackageRowSchema>;

/**
 * POST product/SparkPackage/Import answers the history row: Completed with every row written
 * (how many packages were new, how many updated), or Failed with nothing written and why.
 */
export const sparkPackageImportResultSchema = z.object({
  importId: z.string(),
  fileName: z.string(),
  status: z.enum([ImportStatus.completed, ImportStatus.failed]),
  totalRows: z.number(),
  createdRows: z.number(),
  updatedRows: z.number(),
  failedRows: z.number(),
  errors: z.array(importRowErrorSchema),
});
export type SparkPackageImportResult = z.infer<typeof sparkPackageImportResultSchema>;

/** POST product/SparkPackage/SearchImportHistory: the working company's package imports. */
export const sparkPackageImportHistoryList = defineResource({
  apiPath: 'product/SparkPackage/ImportHistory',
  permission: SPARK_PACKAGE_PERMISSION,
  labels: { singular: 'Spark Package Import', plural: 'Import History' },
  route: '/setup/spark-package-import',
  row: z.object({
    id: z.string(),
    fileName: z.string(),
    status: z.string(),
    totalRows: z.number(),
    createdRows: z.number(),
    updatedRows: z.number(),
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
    { key: 'fileName', title: 'File' },
    { key: 'status', title: 'Status', width: 110 },
    { key: 'totalRows', title: 'Rows', kind: 'number', width: 80 },
    { key: 'createdRows', title: 'Created', kind: 'number', width: 90 },
    { key: 'updatedRows', title: 'Updated', kind: 'number', width: 90 },
    { key: 'failedRows', title: 'Failed', kind: 'number', width: 80 },
    { key: 'importedBy', title: 'Imported By', width: 200 },
  ],
  filters: {
    fileName: ['contains'],
    importedBy: ['contains', 'eq'],
    createdAt: ['gte', 'lte', 'between'],
    failedRows: ['eq', 'gt'],
  },
  sorts: ['createdAt', 'fileName', 'totalRows'],
  defaultSort: { column: 'createdAt', order: 'desc' },
  scope: 'company',
});
