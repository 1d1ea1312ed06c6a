import { UsagePath, type UsageExportRequest } from '@wander/contract';
import { api } from '../../lib/api';

/** Exports may take long on a big report (spec section 9: export timeout 600000 ms). */
const EXPORT_TIMEOUT_MS = 600_000;

/** The usage report's export (the list itself goes through the generic list page). */
export const usageApi = {
  exportCsv: (body: UsageExportRequest) =>
    api.file(UsagePath.exportCsv, { body, signal: AbortSignal.timeout(EXPORT_TIMEOUT_MS) }),
};
