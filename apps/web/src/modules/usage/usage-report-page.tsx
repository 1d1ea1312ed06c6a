import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from 'antd';
import { UsageMessage, UsagePath, usageReportList } from '@wander/contract';
import { errorMessageOf } from '../../lib/api';
import type { CrudConfig } from '../../crud/crud-types';
import { parseListState, searchBodyOf } from '../../crud/list-state';
import { ResourceListPage } from '../../crud/resource-list-page';
import { showMessage } from '../../ui/dialogs';
import { saveFile } from '../../ui/save-file';
import { usageApi } from './usage-api';

export const USAGE_REPORT_CONFIG: CrudConfig = {
  resource: usageReportList,
  endpoints: { search: UsagePath.search },
  rowsOpen: false,
};

/** Exports what the list shows: the same filters and sort (from the URL), every page. */
function ExportCsvButton() {
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const body = useMemo(() => {
    const { filterColumns, sortColumns } = searchBodyOf(
      usageReportList,
      parseListState(params, usageReportList),
    );
    return { filterColumns, sortColumns };
  }, [params]);
  return (
    <Button
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          saveFile(await usageApi.exportCsv(body), 'usage-report.csv');
          showMessage('success', UsageMessage.exported);
        } catch (error) {
          showMessage('error', errorMessageOf(error));
        } finally {
          setBusy(false);
        }
      }}
    >
      Export CSV
    </Button>
  );
}

/**
 * /setup/usage-report-list: one row per delivered eSIM with its data allowance, usage and what
 * remains; filters on ICCID, product, variant, customer and delivery date, sortable columns,
 * server paging, and the CSV export of the same rows.
 */
export function UsageReportPage() {
  return <ResourceListPage config={USAGE_REPORT_CONFIG} extra={<ExportCsvButton />} />;
}
