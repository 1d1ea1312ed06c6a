import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Space } from 'antd';
import {
  ImportStatus,
  SPARK_PACKAGE_COLUMNS,
  SPARK_PACKAGE_MAX_ROWS,
  SPARK_PACKAGE_TEMPLATE,
  SparkPackagePath,
  sparkPackageImportHistoryList,
  type ImportRowError,
  type SparkPackageImportResult,
} from '@wander/contract';
import { useSectionCrumbs } from '../../lib/routes/section-crumbs';
import { crudKeys } from '../../crud/crud-api';
import { endpointsOf, type CrudConfig, type Row } from '../../crud/crud-types';
import { DataTable } from '../../crud/data-table';
import { ResourceTable } from '../../crud/resource-table';
import { useResourceList } from '../../crud/use-resource-list';
import { CsvUploadForm } from '../../ui/csv-upload-form';
import { showMessage } from '../../ui/dialogs';
import { FormAlert } from '../../ui/form-alert';
import { PageFrame } from '../../ui/page-frame';
import { Panel } from '../../ui/panel';
import { IMPORT_ERROR_COLUMNS } from './import-error-columns';
import { sparkPackageApi } from './spark-package-api';

const HISTORY: CrudConfig = {
  resource: sparkPackageImportHistoryList,
  endpoints: { search: SparkPackagePath.history },
};

export const TEMPLATE_NAME = 'spark-package-template.csv';
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(SPARK_PACKAGE_TEMPLATE)}`;
const ACCEPT =
  '.csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A history row as the result it answered (a click on a past import shows its row errors). */
const resultOf = (row: Row): SparkPackageImportResult => ({
  importId: String(row.id),
  fileName: String(row.fileName),
  status: row.status === ImportStatus.failed ? ImportStatus.failed : ImportStatus.completed,
  totalRows: Number(row.totalRows),
  createdRows: Number(row.createdRows),
  updatedRows: Number(row.updatedRows),
  failedRows: Number(row.failedRows),
  errors: (row.errors as ImportRowError[] | undefined) ?? [],
});

function ImportResult({ result }: { result: SparkPackageImportResult }) {
  const failed = result.status === ImportStatus.failed;
  return (
    <Panel title={`Result: ${result.fileName}`}>
      <p role="status">
        {failed
          ? `Nothing was imported: ${result.failedRows} of ${result.totalRows} row(s) are invalid.`
          : `${result.totalRows} package(s) imported: ${result.createdRows} created, ${result.updatedRows} updated.`}
      </p>
      {result.errors.length > 0 && (
        <DataTable<ImportRowError>
          caption="Row errors"
          columns={IMPORT_ERROR_COLUMNS}
          rows={result.errors}
          rowKey={(e) => `${e.row}-${e.column}-${e.message}`}
        />
      )}
    </Panel>
  );
}

/**
 * /setup/spark-package-import: upload an upstream provider's package list (CSV or xlsx); each
 * package becomes (or updates) a product, its variant and its wholesale cost, all rows or none.
 * The result with its row errors, and the company's import history (a row opens its result).
 */
export function SparkPackageImportPage() {
  const queryClient = useQueryClient();
  const [result, setResult] = useState<SparkPackageImportResult | null>(null);
  const history = useResourceList(HISTORY.resource, endpointsOf(HISTORY));
  return (
    <PageFrame title="Spark Package Import" breadcrumb={useSectionCrumbs()}>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Panel title="Import a package list">
          <CsvUploadForm
            fileLabel="Package file"
            accept={ACCEPT}
            hint={
              <>
                A CSV or xlsx file with the header <code>{SPARK_PACKAGE_COLUMNS.join(',')}</code>,
                at most {SPARK_PACKAGE_MAX_ROWS} rows. Countries are ISO codes separated by ;
                (JP;KR), dataGb is GB per day when isDayPass is yes, and the cost is recorded as the
                wholesale eSIM cost from today. Every row must be valid, or nothing is imported.{' '}
                <a href={TEMPLATE_HREF} download={TEMPLATE_NAME}>
                  Download the template
                </a>
              </>
            }
            upload={sparkPackageApi.importPackages}
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
            onRowOpen={(row) => setResult(resultOf(row))}
          />
        </Panel>
      </Space>
    </PageFrame>
  );
}
