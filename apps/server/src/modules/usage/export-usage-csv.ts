import {
  MAX_USAGE_EXPORT,
  UsageMessage,
  type UsageExportRequest,
  type UsageRow,
} from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { toCsv } from '../../platform/http/csv-file.js';
import { wanderSerialNumbers } from '../../db/schema/index.js';
import { listAll } from '../../crud/list-search.js';
import { usageList, usageScope, type UsageViewer } from './usage.queries.js';

const HEADER = [
  'ICCID',
  'Product',
  'Variant Code',
  'Variant',
  'Customer',
  'Customer Code',
  'Distributor',
  'Data Allowance (GB)',
  'Used (MB)',
  'Used (GB)',
  'Remaining (GB)',
  'Last Usage Date',
  'Delivered At',
];

/**
 * POST scheduler/Usage/ExportUsageCSV: the report's rows with the same filters and sort, every
 * page, as a CSV file (more than MAX_USAGE_EXPORT rows is a 422).
 */
export async function exportUsageCsv(db: Tx, viewer: UsageViewer, request: UsageExportRequest) {
  const rows = (await listAll(
    db,
    wanderSerialNumbers,
    usageList,
    request,
    usageScope(viewer),
    MAX_USAGE_EXPORT,
    UsageMessage.tooManyToExport(MAX_USAGE_EXPORT),
  )) as UsageRow[];
  const buffer = toCsv(
    HEADER,
    rows.map((r) => [
      r.iccid,
      r.productName,
      r.variantCode,
      r.variantName,
      r.customerName,
      r.customerEntityCode,
      r.entityCode,
      r.dataAllowanceGb.toFixed(2),
      r.usedMb,
      r.usedGb.toFixed(2),
      r.remainingGb.toFixed(2),
      r.lastUsageDate,
      typeof r.deliveredAt === 'string' ? r.deliveredAt : (r.deliveredAt?.toISOString() ?? ''),
    ]),
  );
  return { buffer, fileName: `usage-report-${new Date().toISOString().slice(0, 10)}.csv` };
}
