import './orders.css';
import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { Button, Pagination, Space } from 'antd';
import type { InvoiceDetail } from '@wander/contract';
import { errorMessageOf, type FileResult } from '../../lib/api';
import { Loading } from '../../crud/loading';
import { confirmDialog, showMessage } from '../../ui/dialogs';
import { PageFrame } from '../../ui/page-frame';
import { Panel } from '../../ui/panel';
import { CancelInvoiceAction, CancellationSummaryPanel } from '../invoicing';
import { EsimList } from './esim-list';
import { invoiceKeys, invoicesApi } from './invoices-api';
import { OrderLinesTable, OrderTotals } from './order-lines-view';
import { OrderStatusTag } from './order-status-tag';
import { orderKeys, ordersApi, pdfViewerPath } from './orders-api';
import { PriceConversionFacts } from './price-conversion-facts';

const LIST = { title: 'Invoices', path: '/setup/invoice-list' };
const ESIM_PAGE_SIZE = 12;
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB') : '-');

/** The eSIMs of the invoice, a page at a time (an invoice may hold thousands). */
function InvoiceEsims({ invoice }: { invoice: InvoiceDetail }) {
  const [page, setPage] = useState(1);
  const body = {
    pageIndex: page,
    pageSize: ESIM_PAGE_SIZE,
    filterColumns: [],
    sortColumns: [
      { columnName: 'lineNo', sortOrder: 'asc' as const },
      { columnName: 'iccid', sortOrder: 'asc' as const },
    ],
  };
  const esims = useQuery({
    queryKey: invoiceKeys.esims(invoice.id, body),
    queryFn: () => invoicesApi.esims(invoice.id, body),
    placeholderData: keepPreviousData,
  });
  return (
    <Panel title={`eSIMs (${invoice.esimCount})`}>
      {esims.data ? <EsimList esims={esims.data.items} /> : <Loading />}
      {invoice.esimCount > ESIM_PAGE_SIZE && (
        <div className="invoice-esims__pager">
          <Pagination
            current={page}
            pageSize={ESIM_PAGE_SIZE}
            total={esims.data?.totalCount ?? invoice.esimCount}
            showSizeChanger={false}
            onChange={setPage}
          />
        </div>
      )}
    </Panel>
  );
}

/**
 * /setup/invoice-detail/{id}: the invoice header, its priced lines and totals, its eSIMs, the
 * Complete and Cancel invoice actions (after a confirmation), its cancellation and its documents
 * in the PDF viewer.
 */
export function InvoiceDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: invoiceKeys.detail(id),
    queryFn: () => invoicesApi.detail(id),
  });
  const invoice = query.data;
  if (!invoice)
    return (
      <PageFrame title="Invoice" breadcrumb={[LIST]}>
        {query.isError ? <p role="alert">{errorMessageOf(query.error)}</p> : <Loading />}
      </PageFrame>
    );

  const openPdf = async (load: () => Promise<FileResult>) => {
    try {
      const file = await load();
      navigate(pdfViewerPath(file.blob, file.fileName));
    } catch (error) {
      showMessage('error', errorMessageOf(error));
    }
  };
  const complete = () =>
    confirmDialog({
      title: 'Complete the invoice?',
      content: 'The eSIMs are delivered to the customer and sent by e-mail.',
      onYes: async () => {
        try {
          await invoicesApi.complete(invoice.id);
          showMessage('success', 'Invoice completed');
        } catch (error) {
          showMessage('error', errorMessageOf(error));
        }
        await queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
        await queryClient.invalidateQueries({ queryKey: orderKeys.all });
      },
    });
  const buttons: Record<string, { label: string; run: () => unknown }> = {
    Complete: { label: 'Complete', run: complete },
    Edit: { label: 'Edit', run: () => navigate(`/setup/invoice-edit/${invoice.id}`) },
    Pdf: { label: 'Invoice PDF', run: () => openPdf(() => invoicesApi.pdf(invoice.id)) },
    PoPdf: { label: 'PO PDF', run: () => openPdf(() => invoicesApi.poHeaderPdf(invoice.id)) },
    EsimPdf: { label: 'eSIM PDF', run: () => openPdf(() => ordersApi.bulkPdf(invoice.id)) },
  };
  return (
    <PageFrame
      title={`Invoice ${invoice.documentNo}`}
      breadcrumb={[LIST]}
      extra={
        <Space wrap>
          {invoice.actions
            .filter((a) => buttons[a])
            .map((a) => (
              <Button
                key={a}
                type={a === 'Complete' ? 'primary' : 'default'}
                onClick={() => void buttons[a].run()}
              >
                {buttons[a].label}
              </Button>
            ))}
          {invoice.actions.includes('Cancel') && (
            <CancelInvoiceAction invoiceId={invoice.id} documentNo={invoice.documentNo} />
          )}
        </Space>
      }
    >
      <Panel title="Invoice">
        <dl className="order-summary">
          <dt>Status</dt>
          <dd>
            <OrderStatusTag status={invoice.status} />
          </dd>
          <dt>Customer</dt>
          <dd>
            {invoice.customerName}
            {invoice.customerEntityCode ? ` (${invoice.customerEntityCode})` : ''}
          </dd>
          <dt>Distributor</dt>
          <dd>
            {invoice.issuerName} ({invoice.entityCode})
          </dd>
          <dt>Purchase Order</dt>
          <dd>{invoice.poNo ?? '-'}</dd>
          <PriceConversionFacts conversion={invoice.conversion} currency={invoice.currency} />
          <dt>Invoice Date</dt>
          <dd>{invoice.invoiceDate ?? when(invoice.createdAt)}</dd>
          <dt>{invoice.cancelledAt ? 'Cancelled' : 'Completed'}</dt>
          <dd>{when(invoice.cancelledAt ?? invoice.completedAt)}</dd>
        </dl>
      </Panel>
      {invoice.cancellation && (
        <CancellationSummaryPanel cancellation={invoice.cancellation} currency={invoice.currency} />
      )}
      <Panel title="Lines">
        <OrderLinesTable
          lines={invoice.lines}
          currency={invoice.currency}
          caption="Invoice lines"
        />
        <OrderTotals {...invoice} />
      </Panel>
      <InvoiceEsims invoice={invoice} />
    </PageFrame>
  );
}
