import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Space, Tag } from 'antd';
import {
  INVOICE_IMPORT_COLUMNS,
  INVOICE_IMPORT_MAX_ROWS,
  INVOICE_IMPORT_TEMPLATE,
  type ImportRowError,
  type InvoiceImport,
} from '@wander/contract';
import { errorMessageOf } from '../../lib/api';
import { DataTable, type DataColumn } from '../../crud/data-table';
import { CsvUploadForm } from '../../ui/csv-upload-form';
import { showMessage } from '../../ui/dialogs';
import { FormAlert } from '../../ui/form-alert';
import { PageFrame } from '../../ui/page-frame';
import { Panel } from '../../ui/panel';
import { importKeys, importsApi } from './invoicing-api';

const INVOICES = { title: 'Invoices', path: '/setup/invoice-list' };
export const TEMPLATE_NAME = 'wander-invoice-import-template.csv';
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(INVOICE_IMPORT_TEMPLATE)}`;
/** How often a Queued import is asked for its status. */
export const POLL_MS = 1500;
const COLORS: Record<string, string> = { Queued: 'gold', Completed: 'green', Failed: 'red' };
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB') : '-');

const ERROR_COLUMNS: DataColumn<ImportRowError>[] = [
  { key: 'row', title: 'Row', width: 70, align: 'right', render: (e) => e.row || '-' },
  { key: 'column', title: 'Column', width: 140, render: (e) => e.column },
  { key: 'value', title: 'Value', width: 200, render: (e) => e.value || '-' },
  { key: 'message', title: 'Error', render: (e) => e.message },
];

/** One import's status, asked again while it is Queued; its row errors when it failed. */
function ImportStatusPanel({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: importKeys.status(id),
    queryFn: async () => {
      const result = await importsApi.status(id);
      // A finished import changes the history (and the invoices).
      if (result.status !== 'Queued')
        void queryClient.invalidateQueries({ queryKey: ['invoices'] });
      return result;
    },
    refetchInterval: (q) => (q.state.data?.status === 'Queued' ? POLL_MS : false),
  });
  const i = query.data;
  if (!i) return query.isError ? <FormAlert message={errorMessageOf(query.error)} /> : null;
  return (
    <Panel title={`Import: ${i.fileName}`} extra={<Tag color={COLORS[i.status]}>{i.status}</Tag>}>
      <p role="status">
        {i.status === 'Queued' && `Queued: ${i.totalRows} row(s) are being checked and invoiced…`}
        {i.status === 'Completed' && (
          <>
            {i.invoiceCount} invoice(s) created from {i.totalRows} row(s).{' '}
            <Link to={INVOICES.path}>Open the invoices</Link>
          </>
        )}
        {i.status === 'Failed' && `Nothing was imported: the file has ${i.errors.length} error(s).`}
      </p>
      {i.errors.length > 0 && (
        <DataTable<ImportRowError>
          caption="Row errors"
          columns={ERROR_COLUMNS}
          rows={i.errors}
          rowKey={(e) => `${e.row}-${e.column}-${e.message}`}
        />
      )}
    </Panel>
  );
}

/** The working company's imports, newest first; a row click shows that import. */
function ImportHistory({ onOpen, version }: { onOpen: (id: string) => void; version: number }) {
  const [page, setPage] = useState({ index: 1, size: 10 });
  const body = {
    pageIndex: page.index,
    pageSize: page.size,
    filterColumns: [],
    sortColumns: [{ columnName: 'createdAt', sortOrder: 'desc' as const }],
  };
  const history = useQuery({
    queryKey: [...importKeys.history(body), version],
    queryFn: () => importsApi.history(body),
    placeholderData: keepPreviousData,
    refetchInterval: (q) =>
      q.state.data?.items.some((r) => r.status === 'Queued') ? POLL_MS * 2 : false,
  });
  const columns: DataColumn<InvoiceImport>[] = [
    { key: 'fileName', title: 'File', render: (r) => r.fileName },
    {
      key: 'status',
      title: 'Status',
      width: 110,
      render: (r) => <Tag color={COLORS[r.status]}>{r.status}</Tag>,
    },
    { key: 'totalRows', title: 'Rows', width: 80, align: 'right', render: (r) => r.totalRows },
    {
      key: 'invoiceCount',
      title: 'Invoices',
      width: 90,
      align: 'right',
      render: (r) => r.invoiceCount,
    },
    { key: 'importedBy', title: 'Imported By', width: 200, render: (r) => r.importedBy ?? '-' },
    { key: 'createdAt', title: 'Imported At', width: 170, render: (r) => when(r.createdAt) },
  ];
  return (
    <Panel title="Import History">
      {history.isError && <FormAlert message={errorMessageOf(history.error)} />}
      <DataTable
        caption="Import history"
        columns={columns}
        rows={history.data?.items ?? []}
        rowKey={(r) => r.id}
        loading={history.isFetching}
        onRowOpen={(r) => onOpen(r.id)}
        pagination={{
          current: page.index,
          pageSize: page.size,
          total: history.data?.totalCount ?? 0,
          pageSizeOptions: [10, 20, 50],
          onChange: (index, size) => setPage({ index, size }),
        }}
      />
    </Panel>
  );
}

/**
 * /setup/invoice-import: upload a CSV of direct sales; the import runs on the job queue (its
 * status is polled while Queued), creating one confirmed sale order and invoice per reference,
 * all or nothing; then its row errors, and the history.
 */
export function InvoiceImportPage() {
  const [current, setCurrent] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  return (
    <PageFrame title="Import Invoices" breadcrumb={[{ title: 'Setup', path: '/setup' }, INVOICES]}>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Panel title="Import a file">
          <CsvUploadForm
            fileLabel="Invoice file"
            hint={
              <>
                A CSV file with the header <code>{INVOICE_IMPORT_COLUMNS.join(',')}</code>, at most{' '}
                {INVOICE_IMPORT_MAX_ROWS} rows. Rows with the same reference become one invoice for
                one customer, with eSIMs from your stock. Every row must be valid, or nothing is
                imported.{' '}
                <a href={TEMPLATE_HREF} download={TEMPLATE_NAME}>
                  Download the template
                </a>
              </>
            }
            upload={importsApi.upload}
            onDone={({ data, message }) => {
              setCurrent(data.id);
              setVersion((v) => v + 1);
              showMessage('info', message ?? 'The file is queued for import');
            }}
          />
        </Panel>
        {current && <ImportStatusPanel id={current} />}
        <ImportHistory onOpen={setCurrent} version={version} />
      </Space>
    </PageFrame>
  );
}
