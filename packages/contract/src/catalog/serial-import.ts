import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { optionalId } from '../validation/validators.js';
import { ICCID_MESSAGE, ICCID_PATTERN, LPA_MESSAGE } from './serial-number.resource.js';

/** eSIM stock import calls (spec section 7, "Stock and location"). */
export const SerialImportPath = {
  import: 'product/WanderSerialNumber/Import',
  history: 'product/WanderSerialNumber/SearchImportHistory',
  validate: 'product/WanderSerialNumber/BulkInvoiceDetailsValidation',
} as const;

/**
 * The template's header. variantId may stand instead of variantCode; productCode is optional and,
 * when given, must be the variant's product. Headers are matched without regard to case.
 */
export const SERIAL_IMPORT_COLUMNS = ['productCode', 'variantCode', 'iccid', 'activationCode'];
export const SERIAL_IMPORT_MAX_ROWS = 5000;
export const SERIAL_IMPORT_TEMPLATE = `${SERIAL_IMPORT_COLUMNS.join(',')}\nWDR-JP-DATA,WDR-JP-DATA-1GB-7D,8960990000000000001,LPA:1$smdp.example$ACTIVATIONCODE1\n`;

export const ImportStatus = { completed: 'Completed', failed: 'Failed' } as const;

export const SerialImportMessage = {
  iccidFormat: ICCID_MESSAGE,
  iccidInFile: (firstRow: number) => `ICCID is already in row ${firstRow} of the file`,
  iccidStored: 'ICCID already exists',
  unknownVariant: 'Variant not found',
  notStockable: 'The variant is not one your company sells',
  productMismatch: 'The variant is not of this product',
  activationCode: LPA_MESSAGE,
} as const;

/** One refused value of an import file (row 1 is the first line after the header). */
export const importRowErrorSchema = z.object({
  row: z.number(),
  column: z.string(),
  value: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/**
 * POST product/WanderSerialNumber/Import answers the history row: Completed with every row
 * imported, or Failed with nothing imported and why (at most 200 errors listed).
 */
export const serialImportResultSchema = z.object({
  importId: z.string(),
  fileName: z.string(),
  status: z.enum([ImportStatus.completed, ImportStatus.failed]),
  totalRows: z.number(),
  importedRows: z.number(),
  failedRows: z.number(),
  errors: z.array(importRowErrorSchema),
});
export type SerialImportResult = z.infer<typeof serialImportResultSchema>;

const when = z.date().or(z.string());

/** The working company's serial-number imports (POST .../SearchImportHistory). */
export const serialImportHistoryList = defineResource({
  apiPath: 'product/WanderSerialNumber/ImportHistory',
  permission: 'product/WanderSerialNumber',
  labels: { singular: 'Serial Number Import', plural: 'Import History' },
  route: '/setup/wander-serial-number-import',
  row: z.object({
    id: z.string(),
    fileName: z.string(),
    status: z.string(),
    totalRows: z.number(),
    importedRows: z.number(),
    failedRows: z.number(),
    importedBy: z.string().nullable(),
    createdAt: when,
    errors: z.array(importRowErrorSchema),
  }),
  create: z.object({}).strict(),
  update: z.object({}).strict(),
  fields: [],
  without: ['create', 'delete'],
  example: { create: {}, update: {} },
  id: 'id',
  columns: [
    { key: 'fileName', title: 'File' },
    { key: 'status', title: 'Status', width: 110 },
    { key: 'totalRows', title: 'Rows', kind: 'number', width: 80 },
    { key: 'importedRows', title: 'Imported', kind: 'number', width: 100 },
    { key: 'failedRows', title: 'Failed', kind: 'number', width: 80 },
    { key: 'importedBy', title: 'Imported By', width: 200 },
    { key: 'createdAt', title: 'Imported At', kind: 'date', width: 180 },
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

/** POST product/WanderSerialNumber/BulkInvoiceDetailsValidation. */
export const bulkIccidValidationSchema = z
  .object({
    iccids: z
      .array(z.string().trim().max(64))
      .min(1, { error: 'ICCIDs is required' })
      .max(1000, { error: 'At most 1000 ICCIDs can be checked at once' }),
    /** When given, every ICCID must be an eSIM of this variant. */
    variantId: optionalId('Variant'),
  })
  .strict();
export type BulkIccidValidationInput = z.input<typeof bulkIccidValidationSchema>;

export const iccidCheckSchema = z.object({
  row: z.number(),
  iccid: z.string(),
  isValid: z.boolean(),
  /** available | allocated | delivered; null when not found. */
  status: z.string().nullable(),
  variantId: z.string().nullable(),
  variantCode: z.string().nullable(),
  productName: z.string().nullable(),
  message: z.string().nullable(),
});
export type IccidCheck = z.infer<typeof iccidCheckSchema>;

export const bulkIccidValidationResultSchema = z.object({
  validCount: z.number(),
  invalidCount: z.number(),
  rows: z.array(iccidCheckSchema),
});
export type BulkIccidValidationResult = z.infer<typeof bulkIccidValidationResultSchema>;

export const isIccid = (value: string) => ICCID_PATTERN.test(value);
