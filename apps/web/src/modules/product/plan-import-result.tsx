import { ImportStatus, type ImportRowError, type PlanImportResult } from '@wander/contract';
import { DataTable } from '../../crud/data-table';
import { IMPORT_ERROR_COLUMNS } from './import-error-columns';
import { Panel } from '../../ui/panel';

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
