import { useState, type Key, type ReactNode } from 'react';
import { TABLE_EMPTY_TEXT } from '../ui/empty-text';
import { LightEmpty } from '../ui/light/light-empty';
import { LightPager } from '../ui/light/light-pager';
import { LightPopover } from '../ui/light/light-popover';

export { TABLE_EMPTY_TEXT };

export interface DataColumn<R> {
  key: string;
  title: string;
  width?: number;
  align?: 'left' | 'right' | 'center';
  render: (row: R) => ReactNode;
  /** Sortable columns toggle ascending, descending, none. */
  sort?: { order: 'asc' | 'desc' | null; onToggle: () => void };
  /** Filterable columns open this content in a popover. */
  filter?: { active: boolean; content: (close: () => void) => ReactNode };
}

export interface DataTableProps<R> {
  columns: readonly DataColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  loading?: boolean;
  caption?: string;
  onRowOpen?: (row: R) => void;
  selection?: { keys: Key[]; onChange: (keys: Key[]) => void };
  pagination?: {
    current: number;
    pageSize: number;
    total: number;
    pageSizeOptions: readonly number[];
    onChange: (page: number, pageSize: number) => void;
  };
}

const SORT_ARIA = { asc: 'ascending', desc: 'descending' } as const;

function HeaderCell<R>({ column }: { column: DataColumn<R> }) {
  const { sort, filter } = column;
  return (
    <th
      scope="col"
      style={{ width: column.width, textAlign: column.align }}
      aria-sort={sort?.order ? SORT_ARIA[sort.order] : sort ? 'none' : undefined}
    >
      <span className="data-table__head">
        {sort ? (
          <button type="button" className="data-table__sort" onClick={sort.onToggle}>
            {column.title}
            <span aria-hidden className="data-table__sort-mark">
              {sort.order === 'asc' ? '▲' : sort.order === 'desc' ? '▼' : '↕'}
            </span>
          </button>
        ) : (
          column.title
        )}
        {filter && <FilterButton title={column.title} filter={filter} />}
      </span>
    </th>
  );
}

function FilterButton({
  title,
  filter,
}: {
  title: string;
  filter: NonNullable<DataColumn<unknown>['filter']>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <LightPopover
      open={open}
      onOpenChange={setOpen}
      content={filter.content(() => setOpen(false))}
      trigger={(props) => (
        <button
          {...props}
          type="button"
          className={`data-table__filter${filter.active ? ' data-table__filter--active' : ''}`}
          aria-label={`Filter ${title}`}
        />
      )}
    />
  );
}

/**
 * A light server-paged table (no antd: a customer's list page loads none, issue 30): sortable
 * headers, filter popovers, row selection, keyboard-openable rows, 'No Data...' when empty, a pager.
 */
export function DataTable<R>(props: DataTableProps<R>) {
  const { columns, rows, rowKey, onRowOpen, selection, pagination } = props;
  const keys = rows.map(rowKey);
  const allSelected =
    !!selection && keys.length > 0 && keys.every((k) => selection.keys.includes(k));
  const toggle = (key: string, on: boolean) =>
    selection?.onChange(on ? [...selection.keys, key] : selection.keys.filter((k) => k !== key));
  return (
    <div className="data-table">
      <div
        className={`data-table__scroll${props.loading ? ' data-table--busy' : ''}`}
        aria-busy={!!props.loading}
      >
        <table>
          {props.caption && <caption className="sr-only">{props.caption}</caption>}
          <thead>
            <tr>
              {selection && (
                <th scope="col" style={{ width: 40 }}>
                  <input
                    type="checkbox"
                    className="lt-checkbox"
                    aria-label="Select all rows"
                    checked={allSelected}
                    onChange={(e) =>
                      selection.onChange(
                        e.target.checked
                          ? [...new Set([...selection.keys, ...keys])]
                          : selection.keys.filter((k) => !keys.includes(String(k))),
                      )
                    }
                  />
                </th>
              )}
              {columns.map((column) => (
                <HeaderCell key={column.key} column={column} />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={columns.length + (selection ? 1 : 0)}>
                  <LightEmpty text={TABLE_EMPTY_TEXT} />
                </td>
              </tr>
            )}
            {rows.map((row, index) => {
              const key = keys[index];
              return (
                <tr
                  key={key}
                  className={onRowOpen ? 'data-table__row--open' : undefined}
                  tabIndex={onRowOpen ? 0 : undefined}
                  onClick={onRowOpen ? () => onRowOpen(row) : undefined}
                  onKeyDown={
                    onRowOpen
                      ? (event) => {
                          if (event.key === 'Enter') onRowOpen(row);
                        }
                      : undefined
                  }
                >
                  {selection && (
                    <td onClick={(event) => event.stopPropagation()}>
                      <input
                        type="checkbox"
                        className="lt-checkbox"
                        aria-label={`Select row ${index + 1}`}
                        checked={selection.keys.includes(key)}
                        onChange={(e) => toggle(key, e.target.checked)}
                      />
                    </td>
                  )}
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      data-label={column.title}
                      style={{ textAlign: column.align }}
                    >
                      {column.render(row)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {pagination && <LightPager className="data-table__pagination" {...pagination} />}
    </div>
  );
}
