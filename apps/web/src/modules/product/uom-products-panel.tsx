import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Select } from 'antd';
import {
  sortByLabel,
  uomProductList,
  type PagingRequest,
  type SelectOption,
} from '@wander/contract';
import { api, errorMessageOf } from '../../lib/api';
import { hasPermission } from '../../lib/access/permissions';
import { useSession } from '../../lib/session/session';
import { confirmDialog, showMessage } from '../../ui/dialogs';
import { FormAlert } from '../../ui/form-alert';
import { Panel } from '../../ui/panel';
import { productKeys, uomProductsApi } from './product-api';

const PAGE_SIZE = 10;
const NO_DATA = 'No Data...';
type Row = { id: string; productCode: string; productName: string; isActive: boolean };
type SortColumn = 'productName' | 'productCode';
interface PanelState {
  page: number;
  search: string;
  sort: SortColumn;
  order: 'asc' | 'desc';
}

/** "Move 2 selected product(s) from Unit to Day?" or, with none selected, all of them. */
export function moveQuestion(selected: number, total: number, from: string, to: string) {
  return selected > 0
    ? `Move ${selected} selected product(s) from ${from} to ${to}?`
    : `Move all ${total} product(s) using ${from} to ${to}?`;
}

export function panelSearchBody(state: PanelState): PagingRequest {
  return {
    pageIndex: state.page,
    pageSize: PAGE_SIZE,
    filterColumns: state.search
      ? [{ columnName: 'productName', filterValue: state.search, operator: 'contains' }]
      : [],
    sortColumns: [{ columnName: state.sort, sortOrder: state.order }],
  };
}

function SortHeader(props: {
  column: SortColumn;
  title: string;
  state: PanelState;
  onSort: (column: SortColumn) => void;
}) {
  const active = props.state.sort === props.column;
  const order = active ? props.state.order : null;
  return (
    <th
      scope="col"
      aria-sort={order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none'}
    >
      <button type="button" className="data-table__sort" onClick={() => props.onSort(props.column)}>
        {props.title}
        <span aria-hidden className="data-table__sort-mark">
          {order === 'asc' ? '▲' : order === 'desc' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}

/**
 * Under a unit of measure's edit page: the working company's products that use the unit
 * (POST product/ProductCost/GetProductsAffectedByUom), server-paged, searchable and sortable,
 * and "Move to unit" for the selected ones, or all of them, after a confirmation
 * (PUT product/ProductCost/UpdateByUom). A plain table: the edit page's budget has no room for
 * the list pages' table and pager.
 */
export function UomProductsPanel({ id }: { id: string; editing: boolean }) {
  const queryClient = useQueryClient();
  const { profile } = useSession();
  const [state, setState] = useState<PanelState>({
    page: 1,
    search: '',
    sort: 'productName',
    order: 'asc',
  });
  const [selected, setSelected] = useState<string[]>([]);
  const [target, setTarget] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const body = panelSearchBody(state);
  const list = useQuery({
    queryKey: [...productKeys.uomProducts(id), body],
    queryFn: () => uomProductsApi.search(id, body),
    placeholderData: keepPreviousData,
  });
  const unitsPath = `network/Uom/GetRelateUomOptions/${encodeURIComponent(id)}`;
  const units = useQuery({
    queryKey: ['options', unitsPath],
    queryFn: async () => sortByLabel(await api.get<SelectOption[]>(unitsPath)),
  });
  const unit = useQuery({
    queryKey: ['uomName', id],
    queryFn: () => api.get<{ uomName: string }>(`network/Uom/GetDetail/${encodeURIComponent(id)}`),
  });
  const canMove = hasPermission(profile, uomProductList.permission, 'Update');
  const rows = (list.data?.items ?? []) as Row[];
  const total = list.data?.totalCount ?? 0;
  const pages = Math.max(1, list.data?.pageCount ?? 1);
  const fromName = unit.data?.uomName ?? 'this unit';
  const toName = units.data?.find((o) => o.value === target)?.label ?? '';
  const pageIds = rows.map((r) => r.id);
  const allOnPage = pageIds.length > 0 && pageIds.every((r) => selected.includes(r));
  const toggle = (rowId: string, on: boolean) =>
    setSelected((s) => (on ? [...s, rowId] : s.filter((k) => k !== rowId)));
  const sortBy = (column: SortColumn) =>
    setState((s) => ({
      ...s,
      page: 1,
      sort: column,
      order: s.sort === column && s.order === 'asc' ? 'desc' : 'asc',
    }));

  const move = () =>
    confirmDialog({
      title: 'Move to unit',
      content: moveQuestion(selected.length, total, fromName, toName),
      onYes: async () => {
        setError(null);
        try {
          const answer = await uomProductsApi.move({
            fromUomId: id,
            toUomId: target!,
            productIds: selected.length ? selected : undefined,
          });
          setSelected([]);
          setState((s) => ({ ...s, page: 1 }));
          await queryClient.invalidateQueries({ queryKey: ['uomProducts'] });
          showMessage('success', answer.message ?? 'Products moved');
        } catch (e) {
          setError(errorMessageOf(e));
        }
      },
    });

  return (
    <Panel title={uomProductList.labels.plural}>
      <div className="product-actions">
        <Input.Search
          aria-label="Search product name"
          placeholder="Product name"
          allowClear
          style={{ width: 240 }}
          onSearch={(search) => setState((s) => ({ ...s, page: 1, search: search.trim() }))}
        />
        {canMove && (
          <>
            <label htmlFor="uom-move-target">Move to</label>
            <Select
              id="uom-move-target"
              aria-label="Move to unit"
              placeholder="Select a unit"
              style={{ minWidth: 200 }}
              showSearch={{ optionFilterProp: 'label' }}
              options={units.data ?? []}
              value={target}
              onChange={(value: string) => setTarget(value)}
            />
            <Button type="primary" disabled={!target || total === 0} onClick={() => void move()}>
              Move to unit
            </Button>
            <span className="product-note">
              {selected.length > 0
                ? `${selected.length} selected`
                : 'Select products, or move all of them'}
            </span>
          </>
        )}
      </div>
      <FormAlert message={error ?? (list.isError ? errorMessageOf(list.error) : null)} />
      <div className="data-table">
        <div className="data-table__scroll" aria-busy={list.isFetching}>
          <table>
            <caption className="sr-only">{uomProductList.labels.plural}</caption>
            <thead>
              <tr>
                {canMove && (
                  <th scope="col" style={{ width: 40 }}>
                    <input
                      type="checkbox"
                      aria-label="Select all rows"
                      checked={allOnPage}
                      onChange={(e) =>
                        setSelected((s) =>
                          e.target.checked
                            ? [...new Set([...s, ...pageIds])]
                            : s.filter((k) => !pageIds.includes(k)),
                        )
                      }
                    />
                  </th>
                )}
                <SortHeader
                  column="productCode"
                  title="Product Code"
                  state={state}
                  onSort={sortBy}
                />
                <SortHeader
                  column="productName"
                  title="Product Name"
                  state={state}
                  onSort={sortBy}
                />
                <th scope="col">Active</th>
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 && (
                <tr>
                  <td colSpan={canMove ? 4 : 3} className="product-note">
                    {list.isPending ? 'Loading...' : NO_DATA}
                  </td>
                </tr>
              )}
              {rows.map((row, index) => (
                <tr key={row.id}>
                  {canMove && (
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`Select row ${index + 1}`}
                        checked={selected.includes(row.id)}
                        onChange={(e) => toggle(row.id, e.target.checked)}
                      />
                    </td>
                  )}
                  <td>{row.productCode}</td>
                  <td>{row.productName}</td>
                  <td>{row.isActive ? 'Yes' : 'No'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="product-pager">
          <span>
            {total} items · page {state.page} of {pages}
          </span>
          <Button
            disabled={state.page <= 1}
            onClick={() => setState((s) => ({ ...s, page: s.page - 1 }))}
          >
            Previous
          </Button>
          <Button
            disabled={state.page >= pages}
            onClick={() => setState((s) => ({ ...s, page: s.page + 1 }))}
          >
            Next
          </Button>
        </div>
      </div>
    </Panel>
  );
}
