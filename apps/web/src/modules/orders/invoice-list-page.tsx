import './orders.css';
import { useMemo, useState, type Key } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { LightButton as Button } from '../../ui/light/light-button';
import {
  INVOICE_IMPORT_PERMISSION,
  INVOICE_STATUSES,
  InvoiceMessage,
  type InvoiceRow,
} from '@wander/contract';
import { errorMessageOf } from '../../lib/api';
import { hasPermission } from '../../lib/access/permissions';
import { useSession } from '../../lib/session/session';
import { DataTable, type DataColumn } from '../../crud/data-table';
import { confirmDialog, showMessage } from '../../ui/dialogs';
import { loadWorkingCompany } from '../../lib/session/storage';
import { Money } from '../../ui/money';
import { PageFrame } from '../../ui/page-frame';
import { saveFile } from '../../ui/save-file';
import { FormAlert } from '../../ui/form-alert';
import { useUrlState } from '../../ui/use-url-state';
import { invoiceKeys, invoicesApi } from './invoices-api';
import { OrderStatusTag } from './order-status-tag';
import {
  INVOICE_PAGE_SIZES,
  InvoiceFilterBar,
  invoiceSearchBody,
  invoiceSort,
  parseInvoiceList,
} from './invoice-filters';

/**
 * /setup/invoice-list: the invoices the working company issued or received, server paged, with
 * status, date, number and customer filters, sortable columns and the Excel export.
 */
export function InvoiceListPage() {
  const navigate = useNavigate();
  const { state, set } = useUrlState(parseInvoiceList);
  const body = useMemo(() => invoiceSearchBody(state), [state]);
  const [exporting, setExporting] = useState(false);
  const profile = useSession().profile;
  const canImport = hasPermission(profile, INVOICE_IMPORT_PERMISSION, 'Create');
  const canCreate = hasPermission(profile, 'payment/Invoices', 'Create');
  const canComplete = hasPermission(profile, 'payment/Invoices', 'Update');
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<Key[]>([]);
  const list = useQuery({
    queryKey: invoiceKeys.list(body),
    queryFn: () => invoicesApi.search(body),
    placeholderData: keepPreviousData,
  });
  const sortOf = invoiceSort(state, set);
  // Only the working company's own drafts can be picked to complete together.
  const company = loadWorkingCompany().code;
  const drafts = new Set(
    (list.data?.items ?? [])
      .filter((r) => r.status === 'Draft' && r.entityCode === company)
      .map((r) => r.id),
  );
  const completeSelected = () =>
    confirmDialog({
      title: `Complete ${selected.length} invoice(s)?`,
      content:
        'All of them are completed together or none is: their eSIMs are taken from stock and delivered to the customers.',
      onYes: async () => {
        try {
          const done = await invoicesApi.completeMany(selected.map(String));
          showMessage('success', `${done.invoiceIds.length} invoice(s) completed`);
          setSelected([]);
        } catch (error) {
          showMessage('error', errorMessageOf(error));
        }
        await queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
      },
    });
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
        <span className="page-actions">
          {canCreate && (
            <Button kind="primary" onClick={() => navigate('/setup/invoice-new')}>
              New
            </Button>
          )}
          {canComplete && (
            <Button disabled={selected.length === 0} onClick={() => void completeSelected()}>
              Complete{selected.length ? ` (${selected.length})` : ''}
            </Button>
          )}
          {canImport && (
            <Button onClick={() => navigate('/setup/invoice-import')}>Import invoices</Button>
          )}
          <Button onClick={() => void exportExcel()} loading={exporting}>
            Export Excel
          </Button>
        </span>
      }
    >
      <InvoiceFilterBar state={state} set={set} statuses={INVOICE_STATUSES} />
      {list.isError && <FormAlert message={errorMessageOf(list.error)} />}
      <DataTable
        caption="Invoices"
        columns={columns}
        rows={list.data?.items ?? []}
        rowKey={(r) => r.id}
        loading={list.isFetching}
        onRowOpen={(r) =>
          navigate(
            drafts.has(r.id) ? `/setup/invoice-edit/${r.id}` : `/setup/invoice-detail/${r.id}`,
          )
        }
        selection={
          canComplete
            ? {
                keys: selected,
                onChange: (keys) => setSelected(keys.filter((k) => drafts.has(String(k)))),
              }
            : undefined
        }
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
