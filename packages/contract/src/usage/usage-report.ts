import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { pagingRequestSchema } from '../common/paging.js';

/** The usage report calls (spec section 7, "Product and plan"). */
export const UsagePath = {
  search: 'network/WanderUsageReport/Search',
  /** The spec's usage CSV export of the scheduler service (served by the same API). */
  exportCsv: 'scheduler/Usage/ExportUsageCSV',
} as const;

export const USAGE_PERMISSION = 'network/WanderUsageReport';
/** More rows than this is a 422, never a silently cut file. */
export const MAX_USAGE_EXPORT = 50_000;
/** Usage is reported in MB; 1 GB = 1024 MB. */
export const MB_PER_GB = 1024;

export const UsageMessage = {
  tooManyToExport: (n: number) =>
    `Too many eSIMs to export; narrow the filters to at most ${n.toLocaleString('en-US')}`,
  exported: 'Usage CSV file exported successfully',
} as const;

/** One delivered eSIM with its data allowance and what it used (POST .../Search). */
export const usageRowSchema = z.object({
  id: z.string(),
  iccid: z.string(),
  productId: z.string(),
  productName: z.string(),
  variantCode: z.string(),
  variantName: z.string(),
  /** The distributor that delivered the eSIM. */
  entityCode: z.string(),
  customerEntityCode: z.string().nullable(),
  customerName: z.string().nullable(),
  /** The data sold: the variant's GB, times its days for a day pass. */
  dataAllowanceGb: z.number(),
  usedMb: z.number(),
  usedGb: z.number(),
  /** Allowance minus usage, never below 0. */
  remainingGb: z.number(),
  lastUsageDate: z.string().nullable(),
  deliveredAt: z.date().or(z.string()).nullable(),
});
export type UsageRow = z.infer<typeof usageRowSchema>;

/** POST scheduler/Usage/ExportUsageCSV: the Search's filters and sorts, every page. */
export const usageExportSchema = pagingRequestSchema
  .pick({ filterColumns: true, sortColumns: true })
  .extend({ pageIndex: z.number().optional(), pageSize: z.number().optional() })
  .strict();
export type UsageExportRequest = z.infer<typeof usageExportSchema>;

const text = ['contains', 'eq', 'startsWith'] as const;

/**
 * network/WanderUsageReport: a read-only list (one row per delivered eSIM). A distributor sees
 * the eSIMs it delivered, a customer those delivered to it, platform staff every one.
 */
export const usageReportList = defineResource({
  apiPath: 'network/WanderUsageReport',
  permission: USAGE_PERMISSION,
  labels: { singular: 'Usage Report', plural: 'Usage Report' },
  route: '/setup/usage-report',
  row: usageRowSchema,
  create: z.object({}).strict(),
  update: z.object({}).strict(),
  fields: [],
  without: ['create', 'delete'],
  example: { create: {}, update: {} },
  id: 'id',
  columns: [
    { key: 'iccid', title: 'ICCID', width: 190 },
    { key: 'productName', title: 'Product' },
    { key: 'variantName', title: 'Variant' },
    { key: 'customerName', title: 'Customer', width: 160 },
    { key: 'dataAllowanceGb', title: 'Data (GB)', kind: 'number', width: 95 },
    { key: 'usedGb', title: 'Used (GB)', kind: 'number', width: 95 },
    { key: 'remainingGb', title: 'Remaining (GB)', kind: 'number', width: 125 },
    { key: 'lastUsageDate', title: 'Last Usage', width: 110 },
    { key: 'deliveredAt', title: 'Delivered', kind: 'date', width: 160 },
  ],
  filters: {
    iccid: text,
    productId: ['eq', 'in'],
    productName: text,
    variantName: text,
    variantCode: text,
    customerName: text,
    customerEntityCode: ['eq', 'in'],
    entityCode: ['eq', 'in'],
    deliveredAt: ['gte', 'lte', 'between'],
  },
  sorts: [
    'iccid',
    'productName',
    'variantName',
    'customerName',
    'dataAllowanceGb',
    'usedMb',
    'usedGb',
    'remainingGb',
    'lastUsageDate',
    'deliveredAt',
  ],
  defaultSort: { column: 'deliveredAt', order: 'desc' },
  scope: 'company',
});
