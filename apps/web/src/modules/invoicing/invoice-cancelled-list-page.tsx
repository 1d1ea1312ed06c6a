import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button, Select, Space } from 'antd';
import {
  CANCELLATION_STATUSES,
  type InvoiceCancellationRow,
  type PagingRequest,
} from '@wander/contract';
import { errorMessageOf } from '../../app/api';
import { DataTable, type DataColumn } from '../../crud/data-table';
import { dateRangeFilters, DateRangeInputs } from '../../ui/date-range-inputs';
import { FormAlert } from '../../ui/form-alert';
import { Money } from '../../ui/money';
import { PageFrame } from '../../ui/page-frame';
import { SearchBox } from '../../ui/search-box';
import { pageOf, pagingBody, sortFromUrl, sortHeader, useUrlState } from '../../ui/use-url-state';
import { cancellationKeys, cancellationPath, cancellationsApi } from './invoicing-api';
import { CancellationStatusTag, RefundState } from './refund-state';

const PAGE_SIZES = [10, 20, 50, 100] as const;
const SORTABLE = ['createdAt', 'documentNo', 'customerName', 'totalAmount'] as const;
type SortColumn = (typeof SORTABLE)[number];

export type CancelledListState = {
  page: number;
  size: number;
  status: string | null;
  from: string | null;
  to: string | null;
  no: string | null;
  sort: SortColumn;
  dir: 'asc' | 'desc';
};

const parse = (p: URLSearchParams): CancelledListState => ({
  ...pageOf(p, PAGE_SIZES),
  status: p.get('status'),
  from: p.get('from'),
  to: p.get('to'),
  no: p.get('no'),
  ...sortFromUrl(p, SORTABLE, { sort: 'createdAt', dir: 'desc' }),
});

export function cancelledSearchBody(s: CancelledListState): PagingRequest {
  const filterColumns: PagingRequest['filterColumns'] = [];
  if (s.status) filterColumns.push({ columnName: 'status', filterValue: s.status, operator: 'eq' });
  filterColumns.push(...dateRangeFilters('createdAt', s));
  if (s.no)
    filterColumns.push({ columnName: 'documentNo', filterValue: s.no, operator: 'contains' });
  return pagingBody(s, filterColumns);
}

/**
 * /setup/invoice-cancelled-list: the working company's invoice cancellations (platform staff:
 * every company's), server paged, with status, date and invoice number filters and sorting.
 */
export function InvoiceCancelledListPage() {
  const navigate = useNavigate();
  const { state, set } = useUrlState(parse);
  const body = useMemo(() => cancelledSearchBody(state), [state]);
  const list = useQuery({
    queryKey: cancellationKeys.list(body),
    queryFn: () => cancellationsApi.search(body),
    placeholderData: keepPreviousData,
  });
  const sortOf = (column: SortColumn) => sortHeader(state, set, column, 'desc');
  const columns: DataColumn<InvoiceCancellationRow>[] = [
    {
      key: 'documentNo',
      title: 'Invoice No',
      width: 140,
      render: (r) => r.documentNo,
      sort: sortOf('documentNo'),
    },
    {
      key: 'createdAt',
      title: 'Requested',
      width: 170,
      render: (r) => new Date(r.createdAt).toLocaleString('en-GB'),
      sort: sortOf('createdAt'),
    },
    {
      key: 'customerName',
      title: 'Customer',
      render: (r) => r.customerName,
      sort: sortOf('customerName'),
    },
    { key: 'reason', title: 'Reason', render: (r) => r.reason },
    {
      key: 'status',
      title: 'Status',
      width: 120,
      render: (r) => <CancellationStatusTag status={r.status} />,
    },
    {
      key: 'totalAmount',
      title: 'Total',
      width: 140,
      align: 'right',
      render: (r) => <Money value={r.totalAmount} currency={r.currency} />,
      sort: sortOf('totalAmount'),
    },
    { key: 'refund', title: 'Refund', width: 260, render: (r) => <RefundState facts={r} /> },
  ];
  return (
    <PageFrame title="Cancelled Invoices" breadcrumb={[{ title: 'Setup', path: '/setup' }]}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label="Status"
          allowClear
          placeholder="All statuses"
          style={{ width: 150 }}
          value={state.status ?? undefined}
          onChange={(value: string | undefined) => set({ status: value ?? null })}
          options={CANCELLATION_STATUSES.map((s) => ({ label: s, value: s }))}
        />
        <DateRangeInputs from={state.from} to={state.to} onChange={set} />
        <SearchBox label="Invoice No" value={state.no} onSearch={(no) => set({ no })} />
        <Button onClick={() => set({ status: null, from: null, to: null, no: null })}>Reset</Button>
      </Space>
      {list.isError && <FormAlert message={errorMessageOf(list.error)} />}
      <DataTable
        caption="Cancelled invoices"
        columns={columns}
        rows={list.data?.items ?? []}
        rowKey={(r) => r.id}
        loading={list.isFetching}
        onRowOpen={(r) => navigate(cancellationPath(r.id))}
        pagination={{
          current: state.page,
          pageSize: state.size,
          total: list.data?.totalCount ?? 0,
          pageSizeOptions: PAGE_SIZES,
          onChange: (page, size) => set({ page, size }),
        }}
      />
    </PageFrame>
  );
}
