import type { ImportRowError } from '@wander/contract';
import type { DataColumn } from '../../crud/data-table';

/**
 * The row-error table's columns of the product-area imports (plan and Spark package), in a module
 * of their own: the Spark import page needs them without the plan import's result panel.
 */
export const IMPORT_ERROR_COLUMNS: DataColumn<ImportRowError>[] = [
  { key: 'row', title: 'Row', width: 70, align: 'right', render: (e) => e.row },
  { key: 'column', title: 'Column', width: 140, render: (e) => e.column },
  { key: 'value', title: 'Value', width: 240, render: (e) => e.value || '-' },
  { key: 'message', title: 'Error', render: (e) => e.message },
];
