import './orders.css';
import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button, Select, Space } from 'antd';
import {
  INVOICE_IMPORT_PERMISSION,
  INVOICE_STATUSES,
  InvoiceMessage,
  type InvoiceRow,
  type PagingRequest,
} from '@wander/contract';
import { errorMessageOf } from '../../app/api';
import { hasPermission } from '../../app/access/permissions';
import { useSession } from '../../app/session/session';
import { DataTable, type DataColumn } from '../../crud/data-table';
import { showMessage } from '../../ui/dialogs';
import { Money } from '../../ui/money';
import { PageFrame } from '../../ui/page-frame';
import { saveFile } from '../../ui/save-file';
import { SearchBox } from '../../ui/search-box';
import { pageOf, pagingBody, sortFromUrl, sortHeader, useUrlState } from '../../ui/use-url-state';
import { invoiceKeys, invoicesApi } from './invoices-api';
import { OrderStatusTag } from './order-status-tag';
import { dateRangeFilters, DateRangeInputs } from '../../ui/date-range-inputs';

const PAGE_SIZES = [10, 20, 50, 100] as const;
const SORTABLE = ['createdAt', 'documentNo', 'customerName', 'totalAmount'] as const;
type SortColumn = (typeof SORTABLE)[number];

export type InvoiceListState = {
  page: number;
  size: number;
  status: string | null;
  from: string | null;
  to: string | null;
  /** Invoice number, contains. */
  no: string | null;
  /** Customer name, contains. */
  customer: string | null;
  sort: SortColumn;
  dir: 'asc' | 'desc';
};

const parse = (p: URLSearchParams): InvoiceListState => ({
  ...pageOf(p, PAGE_SIZES),
  status: p.get('status'),
  from: p.get('from'),
  to: p.get('to'),
  no: p.get('no'),
  customer: p.get('customer'),
  ...sortFromUrl(p, SORTABLE, { sort: 'createdAt', dir: 'desc' }),
});

/** The Search body of the list state (the export sends the same filters and sort). */
export function invoiceSearchBody(s: InvoiceListState): PagingRequest {
  const filterColumns: PagingRequest['filterColumns'] = [];
  const add = (
    columnName: string,
    filterValue: string,
    operator: 'eq' | 'contains' | 'gte' | 'lte',
  ) => filterColumns.push({ columnName, filterValue, operator });
  if (s.status) add('status', s.status, 'eq');
  filterColumns.push(...dateRangeFilters('createdAt', s));
  if (s.no) add('documentNo', s.no, 'contains');
  if (s.customer) add('customerName', s.customer, 'contains');
  return pagingBody(s, filterColumns);
}

/**
 * /setup/invoice-list: the invoices the working company issued or received, server paged, with
 * status, date, number and customer filters, sortable columns and the Excel export.
 */
export function InvoiceListPage() {
  const navigate = useNavigate();
  const { state, set } = useUrlState(parse);
  const body = useMemo(() => invoiceSearchBody(state), [state]);
  const [exporting, setExporting] = useState(false);
  const canImport = hasPermission(useSession().profile, INVOICE_IMPORT_PERMISSION, 'Create');
  const list = useQuery({
    queryKey: invoiceKeys.list(body),
    queryFn: () => invoicesApi.search(body),
    placeholderData: keepPreviousData,
  });
  const sortOf = (column: SortColumn) => sortHeader(state, set, column, 'desc');
  const exportExcel = async () => {
    setExporting(true);
    try {
      const { filterColumns, sortColumns } = body;
      saveFile(await invoicesApi.exportExcel({ filterColumns, sortColumns }), 'invoices.xlsx');
      showMessage('success', InvoiceMessage.exported);
    } catch (error) {
      showMessage('error', errorMessageOf(error));
    } finally {
      setExporting(false);
    }
  };
  const columns: DataColumn<InvoiceRow>[] = [
    {
      key: 'documentNo',
      title: 'Invoice No',
      width: 140,
      render: (r) => r.documentNo,
      sort: sortOf('documentNo'),
    },
    {
      key: 'createdAt',
      title: 'Date',
      width: 170,
      render: (r) => new Date(r.createdAt).toLocaleString('en-GB'),
      sort: sortOf('createdAt'),
    },
    {
      key: 'customerName',
      title: 'Customer',
      render: (r) =>
        r.customerEntityCode ? `${r.customerName} (${r.customerEntityCode})` : r.customerName,
      sort: sortOf('customerName'),
    },
    { key: 'poNo', title: 'Purchase Order', width: 140, render: (r) => r.poNo ?? '-' },
    {
      key: 'status',
      title: 'Status',
      width: 120,
      render: (r) => <OrderStatusTag status={r.status} />,
    },
    {
      key: 'totalAmount',
      title: 'Total',
      width: 150,
      align: 'right',
      render: (r) => <Money value={r.totalAmount} currency={r.currency} />,
      sort: sortOf('totalAmount'),
    },
  ];
  return (
    <PageFrame
      title="Invoices"
      breadcrumb={[{ title: 'Setup', path: '/setup' }]}
      extra={
        <Space>
          {canImport && (
            <Button onClick={() => navigate('/setup/invoice-import')}>Import invoices</Button>
          )}
          <Button onClick={() => void exportExcel()} loading={exporting}>
            Export Excel
          </Button>
        </Space>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label="Status"
          allowClear
          placeholder="All statuses"
          style={{ width: 150 }}
          value={state.status ?? undefined}
          onChange={(value: string | undefined) => set({ status: value ?? null })}
          options={INVOICE_STATUSES.map((s) => ({ label: s, value: s }))}
        />
        <DateRangeInputs from={state.from ?? null} to={state.to ?? null} onChange={set} />
        <SearchBox label="Invoice No" value={state.no} onSearch={(no) => set({ no })} />
        <SearchBox
          label="Customer"
          value={state.customer}
          onSearch={(customer) => set({ customer })}
        />
      </Space>
      <DataTable
        caption="Invoices"
        columns={columns}
        rows={list.data?.items ?? []}
        rowKey={(r) => r.id}
        loading={list.isFetching}
        onRowOpen={(r) => navigate(`/setup/invoice-detail/${r.id}`)}
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
