import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Space } from 'antd';
import {
  EXCHANGE_RATE_IMPORT_COLUMNS,
  EXCHANGE_RATE_IMPORT_MAX_ROWS,
  exchangeRateResource,
  ImportStatus,
  type ExchangeRateImportResult,
  type ImportRowError,
} from '@wander/contract';
import { apiRequest } from '../../lib/api';
import { useSectionCrumbs } from '../../lib/routes/section-crumbs';
import { crudKeys } from '../../crud/crud-api';
import { DataTable, type DataColumn } from '../../crud/data-table';
import { CsvUploadForm } from '../../ui/csv-upload-form';
import { showMessage } from '../../ui/dialogs';
import { PageFrame } from '../../ui/page-frame';
import { Panel } from '../../ui/panel';

export const EXCHANGE_RATE_IMPORT_PATH = `${exchangeRateResource.apiPath}/Import`;
const TEMPLATE = `${EXCHANGE_RATE_IMPORT_COLUMNS.join(',')}\nUSD,MYR,2026-01-02,4.4567\n`;
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(TEMPLATE)}`;

const ERROR_COLUMNS: DataColumn<ImportRowError>[] = [
  { key: 'row', title: 'Row', width: 70, align: 'right', render: (e) => e.row },
  { key: 'column', title: 'Column', width: 140, render: (e) => e.column },
  { key: 'value', title: 'Value', width: 200, render: (e) => e.value || '-' },
  { key: 'message', title: 'Error', render: (e) => e.message },
];

function importRates(file: File) {
  const formData = new FormData();
  formData.append('file', file);
  return apiRequest<ExchangeRateImportResult>(EXCHANGE_RATE_IMPORT_PATH, {
    method: 'POST',
    formData,
  });
}

/** /general/exchange-rate-import: a CSV of rates, imported all or nothing, with its row errors. */
export function ExchangeRateImportPage() {
  const queryClient = useQueryClient();
  const [result, setResult] = useState<ExchangeRateImportResult | null>(null);
  const failed = result?.status === ImportStatus.failed;
  return (
    <PageFrame title="Exchange Rate Import" breadcrumb={useSectionCrumbs()}>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Panel title="Import a file">
          <CsvUploadForm
            fileLabel="Exchange rate file"
            accept=".csv,text/csv,.xlsx"
            hint={
              <>
                A CSV (or xlsx) file with the header{' '}
                <code>{EXCHANGE_RATE_IMPORT_COLUMNS.join(',')}</code> (1 base = rate quote on the
                day), at most {EXCHANGE_RATE_IMPORT_MAX_ROWS} rows. Every row must be valid, or
                nothing is imported; a rate replaces the pair&apos;s rate of that day.{' '}
                <a href={TEMPLATE_HREF} download="wander-exchange-rates-template.csv">
                  Download the template
                </a>
              </>
            }
            upload={importRates}
            onDone={async ({ data, message }) => {
              setResult(data);
              showMessage(data.status === ImportStatus.failed ? 'error' : 'success', message);
              await queryClient.invalidateQueries({
                queryKey: crudKeys.all(exchangeRateResource.apiPath),
              });
            }}
          />
        </Panel>
        {result && (
          <Panel title="Result">
            <p role="status">
              {failed
                ? `Nothing was imported: ${new Set(result.errors.map((e) => e.row)).size} of ${result.totalRows} row(s) are invalid.`
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
        )}
      </Space>
    </PageFrame>
  );
}
