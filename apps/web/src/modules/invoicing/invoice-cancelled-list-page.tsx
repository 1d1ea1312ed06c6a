import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { CANCELLATION_STATUSES, type InvoiceCancellationRow } from '@wander/contract';
import { errorMessageOf } from '../../lib/api';
import { DataTable, type DataColumn } from '../../crud/data-table';
import { FormAlert } from '../../ui/form-alert';
import { Money } from '../../ui/money';
import { PageFrame } from '../../ui/page-frame';
import { useUrlState } from '../../ui/use-url-state';
import {
  INVOICE_PAGE_SIZES,
  InvoiceFilterBar,
  invoiceSearchBody,
  invoiceSort,
  parseInvoiceList,
} from '../orders/invoice-filters';
import { cancellationKeys, cancellationPath, cancellationsApi } from './invoicing-api';
import { CancellationStatusTag, RefundState } from './refund-state';

/**
 * /setup/invoice-cancelled-list: the working company's invoice cancellations (platform staff:
 * every company's), server paged, with status, date, invoice number and customer filters and
 * sorting.
 */
export function InvoiceCancelledListPage() {
  const navigate = useNavigate();
  const { state, set } = useUrlState(parseInvoiceList);
  const body = useMemo(() => invoiceSearchBody(state), [state]);
  const list = useQuery({
    queryKey: cancellationKeys.list(body),
    queryFn: () => cancellationsApi.search(body),
    placeholderData: keepPreviousData,
  });
  const sortOf = invoiceSort(state, set);
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
      <InvoiceFilterBar state={state} set={set} statuses={CANCELLATION_STATUSES} />
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
          pageSizeOptions: INVOICE_PAGE_SIZES,
          onChange: (page, size) => set({ page, size }),
        }}
      />
    </PageFrame>
  );
}
