import './orders.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Button, Space } from 'antd';
import { errorMessageOf } from '../../lib/api';
import { Loading } from '../../crud/loading';
import { confirmDialog, showMessage } from '../../ui/dialogs';
import { PageFrame } from '../../ui/page-frame';
import { Panel } from '../../ui/panel';
import { EsimList } from './esim-list';
import { OrderLinesTable, OrderTotals } from './order-lines-view';
import { ACTION_LABELS, useInvoiceActions } from './order-detail-actions';
import { OrderStatusTag } from './order-status-tag';
import { ordersApi } from './orders-api';

import { SALE_ORDER_LIST, saleOrderKeys } from './sale-order-common';

/**
 * /setup/sale-order-detail/{id}: lines, totals, Confirm (issues the invoice with eSIMs from stock)
 * and Cancel while a draft; then the invoice, its Complete (delivers the eSIMs), e-mail and PDF.
 */
export function SaleOrderDetailPage() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...saleOrderKeys.all, 'detail', id],
    queryFn: () => ordersApi.saleOrders.detail(id),
  });
  const so = query.data;
  const invoiceActions = useInvoiceActions(so?.invoice?.id, [saleOrderKeys.all]);
  if (!so)
    return (
      <PageFrame title="Sale Order" breadcrumb={[SALE_ORDER_LIST]}>
        {query.isError ? <p role="alert">Sale order not found.</p> : <Loading />}
      </PageFrame>
    );
  const act = (title: string, work: () => Promise<unknown>, done: string) =>
    confirmDialog({
      title,
      onYes: async () => {
        try {
          await work();
          showMessage('success', done);
        } catch (e) {
          showMessage('error', errorMessageOf(e));
        }
        await queryClient.invalidateQueries({ queryKey: saleOrderKeys.all });
      },
    });
  return (
    <PageFrame
      title={`Sale Order ${so.documentNo}`}
      breadcrumb={[SALE_ORDER_LIST]}
      extra={
        <Space>
          {so.actions.includes('Confirm') && (
            <Button
              type="primary"
              onClick={() =>
                void act(
                  'Confirm this sale order? An invoice is issued and one eSIM from stock is allocated per plan.',
                  () => ordersApi.saleOrders.confirm(so.id),
                  'Sale order confirmed',
                )
              }
            >
              Confirm
            </Button>
          )}
          {so.actions.includes('Cancel') && (
            <Button
              danger
              onClick={() =>
                void act(
                  'Cancel this sale order?',
                  () => ordersApi.saleOrders.cancel(so.id),
                  'Sale order cancelled',
                )
              }
            >
              Cancel Order
            </Button>
          )}
          {so.actions
            .filter((a) => a in invoiceActions)
            .map((a) => (
              <Button
                key={a}
                type={a === 'Complete' ? 'primary' : 'default'}
                onClick={() => void invoiceActions[a]()}
              >
                {ACTION_LABELS[a] ?? a}
              </Button>
            ))}
        </Space>
      }
    >
      <Panel title="Sale">
        <dl className="order-summary">
          <dt>Status</dt>
          <dd>
            <OrderStatusTag status={so.status} />
          </dd>
          <dt>Customer</dt>
          <dd>
            {so.customerName}
            {so.customerEmail ? ` (${so.customerEmail})` : ''}
          </dd>
          <dt>Date</dt>
          <dd>{new Date(so.createdAt).toLocaleString('en-GB')}</dd>
        </dl>
      </Panel>
      <Panel title="Lines">
        <OrderLinesTable lines={so.lines} currency={so.currency} caption="Sale order lines" />
        <OrderTotals {...so} />
      </Panel>
      {so.invoice && (
        <Panel
          title={`Invoice ${so.invoice.documentNo}`}
          extra={<OrderStatusTag status={so.invoice.status} />}
        >
          <EsimList esims={so.invoice.esims} />
        </Panel>
      )}
    </PageFrame>
  );
}
