import type { Key } from 'react';
import {
  UUID_PATTERN,
  type AnyResourceDefinition,
  type FieldDefinition,
  type PagedResult,
} from '@wander/contract';
import { renderValue } from './cell-format';
import { ExpiredFlag, expiredOn } from './expiry';
import { useFieldOptions } from './use-options';
import { ColumnFilter } from './column-filter';
import type { Row } from './crud-types';
import { DataTable, type DataColumn } from './data-table';
import { columnFilterOf, isSortable, type ListState } from './list-state';

export { TABLE_EMPTY_TEXT } from './data-table';

export interface ResourceTableProps {
  resource: AnyResourceDefinition;
  state: ListState;
  onStateChange: (state: ListState) => void;
  data: PagedResult<Row> | undefined;
  loading: boolean;
  onRowOpen?: (row: Row) => void;
  /** Bulk actions (users): the selected row ids. */
  selection?: { keys: Key[]; onChange: (keys: Key[]) => void };
}

/** A column that is a select field fed by a GetSelectList (a product's type): shown by its label. */
function OptionCell({ field, value }: { field: FieldDefinition; value: unknown }) {
  const { options } = useFieldOptions(field, undefined);
  if (value === null || value === undefined || value === '') return <>-</>;
  // A value the list does not (yet) hold shows as it is, unless it is an id (no use to a reader).
  const labelOf = (v: unknown) =>
    options.find((o) => o.value === v)?.label ?? (UUID_PATTERN.test(String(v)) ? '' : String(v));
  // A multi-select (a user's roles): every label.
  return <>{Array.isArray(value) ? value.map(labelOf).join(', ') : labelOf(value)}</>;
}

const NEXT_ORDER = { asc: 'desc', desc: null } as const;

function columnsOf(
  resource: AnyResourceDefinition,
  state: ListState,
  onStateChange: (state: ListState) => void,
): DataColumn<Row>[] {
  return resource.columns.map((column) => {
    const key = column.key as string;
    const filter = columnFilterOf(resource, key, column.kind, !!column.options);
    const labelOf = (value: unknown) =>
      column.options?.find((o) => o.value === value)?.label ?? value;
    const order = state.sort?.column === key ? state.sort.order : null;
    const numeric = column.kind === 'money' || column.kind === 'number';
    const field = resource.fields.find(
      (f: FieldDefinition) =>
        f.key === key && f.input === 'select' && f.options && !Array.isArray(f.options),
    );
    return {
      key,
      title: column.title,
      width: column.width,
      align: numeric ? 'right' : undefined,
      render: (row) =>
        column.expiresWith && expiredOn(resource, row) ? (
          <ExpiredFlag />
        ) : column.options ? (
          renderValue(labelOf(row[key]), column.kind)
        ) : field ? (
          <OptionCell field={field} value={row[key]} />
        ) : (
          renderValue(row[key], column.kind)
        ),
      sort: isSortable(resource, key)
        ? {
            order,
            onToggle: () => {
              const next = order ? NEXT_ORDER[order] : 'asc';
              onStateChange({
                ...state,
                page: 1,
                sort: next ? { column: key, order: next } : null,
              });
            },
          }
        : undefined,
      filter: filter
        ? {
            active: !!state.filters[key],
            content: (close) => (
              <ColumnFilter
                title={column.title}
                input={filter.input}
                options={column.options}
                value={state.filters[key] ?? ''}
                close={close}
                onApply={(value) => {
                  const filters = { ...state.filters };
                  if (value) filters[key] = value;
                  else delete filters[key];
                  onStateChange({ ...state, page: 1, filters });
                }}
              />
            ),
          }
        : undefined,
    };
  });
}

/**
 * The generic server-paged table: columns, filters and sorts from the declaration, page sizes from
 * `pageSizes`; every change goes back through `onStateChange` (the URL).
 */
export function ResourceTable(props: ResourceTableProps) {
  const { resource, state, onStateChange, data } = props;
  return (
    <DataTable<Row>
      caption={resource.labels.plural}
      columns={columnsOf(resource, state, onStateChange)}
      rows={data?.items ?? []}
      rowKey={(row) => String(row[resource.id])}
      loading={props.loading}
      onRowOpen={props.onRowOpen}
      selection={props.selection}
      pagination={{
        current: state.page,
        pageSize: state.pageSize,
        total: data?.totalCount ?? 0,
        pageSizeOptions: resource.pageSizes,
        onChange: (page, pageSize) =>
          onStateChange({ ...state, page: pageSize === state.pageSize ? page : 1, pageSize }),
      }}
    />
  );
}
