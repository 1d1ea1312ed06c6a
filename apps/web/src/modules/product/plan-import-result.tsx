import { ImportStatus, type ImportRowError, type PlanImportResult } from '@wander/contract';
import { DataTable, type DataColumn } from '../../crud/data-table';
import { Panel } from '../../ui/panel';

/** The row-error table's columns of the product-area imports (plan and Spark package). */
export const IMPORT_ERROR_COLUMNS: DataColumn<ImportRowError>[] = [
  { key: 'row', title: 'Row', width: 70, align: 'right', render: (e) => e.row },
  { key: 'column', title: 'Column', width: 140, render: (e) => e.column },
  { key: 'value', title: 'Value', width: 240, render: (e) => e.value || '-' },
  { key: 'message', title: 'Error', render: (e) => e.message },
];

const WHAT = { products: 'product', variants: 'variant' } as const;

/** The answer of a plan import: how many rows went in, or why none did (row by row). */
export function PlanImportResultPanel({ result }: { result: PlanImportResult }) {
  const failed = result.status === ImportStatus.failed;
  const what = WHAT[result.kind];
  return (
    <Panel title={`Result: ${result.fileName}`}>
      <p role="status">
        {failed
          ? `Nothing was imported: ${result.failedRows} of ${result.totalRows} row(s) are invalid.`
          : `${result.importedRows} of ${result.totalRows} ${what} row(s) imported, ${result.createdRows} new.`}
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
