import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Space } from 'antd';
import {
  ImportStatus,
  SERIAL_IMPORT_COLUMNS,
  SERIAL_IMPORT_MAX_ROWS,
  SERIAL_IMPORT_TEMPLATE,
  SerialImportPath,
  serialImportHistoryList,
  type ImportRowError,
  type SerialImportResult,
} from '@wander/contract';
import { useSectionCrumbs } from '../../lib/routes/section-crumbs';
import { crudKeys } from '../../crud/crud-api';
import { endpointsOf, type CrudConfig } from '../../crud/crud-types';
import { DataTable, type DataColumn } from '../../crud/data-table';
import { ResourceTable } from '../../crud/resource-table';
import { useResourceList } from '../../crud/use-resource-list';
import { CsvUploadForm } from '../../ui/csv-upload-form';
import { showMessage } from '../../ui/dialogs';
import { FormAlert } from '../../ui/form-alert';
import { PageFrame } from '../../ui/page-frame';
import { Panel } from '../../ui/panel';
import { catalogAdminApi } from './catalog-admin-api';

const HISTORY: CrudConfig = {
  resource: serialImportHistoryList,
  endpoints: { search: SerialImportPath.history },
};

export const TEMPLATE_NAME = 'wander-serial-number-template.csv';
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(SERIAL_IMPORT_TEMPLATE)}`;

const ERROR_COLUMNS: DataColumn<ImportRowError>[] = [
  { key: 'row', title: 'Row', width: 70, align: 'right', render: (e) => e.row },
  { key: 'column', title: 'Column', width: 140, render: (e) => e.column },
  { key: 'value', title: 'Value', width: 240, render: (e) => e.value || '-' },
  { key: 'message', title: 'Error', render: (e) => e.message },
];

function ImportResult({ result }: { result: SerialImportResult }) {
  const failed = result.status === ImportStatus.failed;
  return (
    <Panel title={`Result: ${result.fileName}`}>
      <p role="status">
        {failed
          ? `Nothing was imported: ${result.failedRows} of ${result.totalRows} row(s) are invalid.`
          : `${result.importedRows} of ${result.totalRows} row(s) imported.`}
      </p>
      {result.errors.length > 0 && (
        <DataTable<ImportRowError>
          caption="Row errors"
          columns={ERROR_COLUMNS}
          rows={result.errors}
          rowKey={(e) => `${e.row}-${e.column}`}
        />
      )}
    </Panel>
  );
}

/**
 * /setup/wander-serial-number-import: upload a CSV of eSIMs (ICCID and activation code per
 * variant), imported all or nothing; the result with its row errors, and the import history.
 */
export function SerialImportPage() {
  const queryClient = useQueryClient();
  const [result, setResult] = useState<SerialImportResult | null>(null);
  const history = useResourceList(HISTORY.resource, endpointsOf(HISTORY));
  return (
    <PageFrame title="Import Wander Serial Number" breadcrumb={useSectionCrumbs()}>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Panel title="Import a file">
          <CsvUploadForm
            fileLabel="Serial number file"
            hint={
              <>
                A CSV file with the header <code>{SERIAL_IMPORT_COLUMNS.join(',')}</code>
                (variantId may replace variantCode), at most {SERIAL_IMPORT_MAX_ROWS} rows. Every
                row must be valid, or nothing is imported.{' '}
                <a href={TEMPLATE_HREF} download={TEMPLATE_NAME}>
                  Download the template
                </a>
              </>
            }
            upload={catalogAdminApi.importSerials}
            onDone={async ({ data, message }) => {
              setResult(data);
              showMessage(data.status === ImportStatus.failed ? 'error' : 'success', message);
              await Promise.all([
                queryClient.invalidateQueries({ queryKey: crudKeys.all(HISTORY.resource.apiPath) }),
                queryClient.invalidateQueries({ queryKey: ['product-admin'] }),
              ]);
            }}
          />
        </Panel>
        {result && <ImportResult result={result} />}
        <Panel title="Import History">
          {history.query.isError && <FormAlert message={String(history.query.error)} />}
          <ResourceTable
            resource={HISTORY.resource}
            state={history.state}
            onStateChange={history.setState}
            data={history.query.data}
            loading={history.query.isFetching}
          />
        </Panel>
      </Space>
    </PageFrame>
  );
}
