import './orders.css';
import { useMemo, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { LightButton } from '../../ui/light/light-button';
import {
  figureFilterColumns,
  PO_STATUSES,
  type PagingRequest,
  type PurchaseOrderRow,
} from '@wander/contract';
import { DataTable, type DataColumn } from '../../crud/data-table';
import { dateRangeFilters, DateRangeInputs } from '../../ui/date-range-inputs';
import { Money } from '../../ui/money';
import { pageOf, useUrlState } from '../../ui/use-url-state';
import { orderKeys, type Paged } from './orders-api';
import { OrderStatusTag } from './order-status-tag';
import { FilterSelect } from '../../ui/filter-select';
import { FIGURE_KEYS, figureOf, FigureFilterNote, type FigureParams } from './figure-filter-note';

const PAGE_SIZES = [10, 20, 50, 100] as const;
const NO_FIGURE = Object.fromEntries(FIGURE_KEYS.map((k) => [k, null])) as FigureParams;

/** A type, not an interface: the URL state needs an indexable shape. */
export type OrderListFilters = {
  page: number;
  size: number;
  status: string | null;
  from: string | null;
  to: string | null;
  sort: 'asc' | 'desc';
} & FigureParams;

/**
 * List state in the URL (reload and back keep it): page, size, status, from, to, sort, and the
 * filter of the dashboard figure that led here (statuses, paid from/to, agent: issue 26).
 */
export const parseOrderList = (params: URLSearchParams): OrderListFilters => ({
  ...pageOf(params, PAGE_SIZES),
  status: params.get('status'),
  from: params.get('from'),
  to: params.get('to'),
  sort: params.get('sort') === 'asc' ? 'asc' : 'desc',
  ...(Object.fromEntries(FIGURE_KEYS.map((k) => [k, params.get(k)])) as FigureParams),
});

export function useOrderListState() {
  const { state: filters, set } = useUrlState(parseOrderList);
  return { filters, set };
}

export function searchBodyOf(f: OrderListFilters): PagingRequest {
  const filterColumns: PagingRequest['filterColumns'] = [];
  if (f.status) filterColumns.push({ columnName: 'status', filterValue: f.status, operator: 'eq' });
  filterColumns.push(...dateRangeFilters('createdAt', f));
  filterColumns.push(...figureFilterColumns(figureOf(f)));
  return {
    pageIndex: f.page,
    pageSize: f.size,
    filterColumns,
    sortColumns: [{ columnName: 'createdAt', sortOrder: f.sort }],
  };
}

/**
 * The other party of an order, by name with its code under it (issue 37: document numbers are per
 * buyer, so two buyers' PO-000001 differ only by who sent them). A consumer order's buyer is the
 * consumer, with the sales platform it came through.
 */
function OrderParty({ row, side }: { row: PurchaseOrderRow; side: 'buyer' | 'seller' }) {
  const [name, detail] =
    side === 'buyer'
      ? [row.distributorName, row.distributorEntityCode]
      : row.isConsumerOrder
        ? [row.buyerName, `Consumer · ${row.platformName ?? 'Store'}`]
        : [row.buyerName, row.entityCode];
  return (
    <span className="order-list__party">
      <span>{name}</span>
      <span className="order-list__party-detail">{detail}</span>
    </span>
  );
}

/**
 * The server-paged order list of either side (purchase orders of the buyer, received orders of
 * the distributor): status and date filters, newest first, row click opens the detail.
 */
export function OrderList(props: {
  side: 'buyer' | 'seller';
  load: (body: PagingRequest) => Promise<Paged<PurchaseOrderRow>>;
  /** The detail screen of a row (none: rows do not open). */
  detailPath?: (id: string) => string;
  toolbar?: (filters: OrderListFilters) => ReactNode;
}) {
  const navigate = useNavigate();
  const { filters, set } = useOrderListState();
  const body = useMemo(() => searchBodyOf(filters), [filters]);
  const query = useQuery({
    queryKey: orderKeys.list(props.side, body),
    queryFn: () => props.load(body),
    placeholderData: keepPreviousData,
  });
  const columns: DataColumn<PurchaseOrderRow>[] = [
    { key: 'documentNo', title: 'Document No', width: 140, render: (r) => r.documentNo },
    {
      key: 'createdAt',
      title: 'Date',
      width: 170,
      render: (r) => new Date(r.createdAt).toLocaleString('en-GB'),
      sort: {
        order: filters.sort,
        onToggle: () => set({ sort: filters.sort === 'desc' ? 'asc' : 'desc' }),
      },
    },
    {
      key: 'party',
      title: props.side === 'buyer' ? 'Distributor' : 'Customer',
      render: (r) => <OrderParty row={r} side={props.side} />,
    },
    {
      key: 'status',
      title: 'Status',
      width: 120,
      render: (r) => <OrderStatusTag status={r.status} />,
    },
    { key: 'payment', title: 'Payment', width: 100, render: (r) => r.paymentMethod ?? '-' },
    {
      key: 'total',
      title: 'Total',
      width: 150,
      align: 'right',
      render: (r) => <Money value={r.totalAmount} currency={r.currency} />,
    },
  ];
  const data = query.data;
  return (
    <>
      <div className="order-list__filters lt-row">
        <FilterSelect
          label="Status"
          placeholder="All statuses"
          width={160}
          value={filters.status}
          onChange={(status) => set({ status })}
          options={PO_STATUSES}
        />
        <DateRangeInputs from={filters.from} to={filters.to} onChange={set} />
        <LightButton onClick={() => set({ status: null, from: null, to: null, ...NO_FIGURE })}>
          Reset
        </LightButton>
        {props.toolbar?.(filters)}
      </div>
      <FigureFilterNote params={filters} onClear={() => set(NO_FIGURE)} />
      <DataTable
        caption={props.side === 'buyer' ? 'Purchase orders' : 'Received orders'}
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(r) => r.id}
        loading={query.isFetching}
        onRowOpen={props.detailPath ? (r) => navigate(props.detailPath!(r.id)) : undefined}
        pagination={{
          current: filters.page,
          pageSize: filters.size,
          total: data?.totalCount ?? 0,
          pageSizeOptions: PAGE_SIZES,
          onChange: (page, size) => set({ page, size }),
        }}
      />
    </>
  );
}
