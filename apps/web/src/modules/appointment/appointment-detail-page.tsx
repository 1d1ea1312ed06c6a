import './appointment.css';
import { lazy, Suspense, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, Space } from 'antd';
import { APPOINTMENT_PURPOSE_LABELS, type AppointmentDetail } from '@wander/contract';
import { errorMessageOf } from '../../lib/api';
import { DataTable } from '../../crud/data-table';
import { Loading } from '../../crud/loading';
import { confirmDialog, DELETE_CONFIRM_TEXT, showMessage } from '../../ui/dialogs';
import { PageFrame } from '../../ui/page-frame';
import { Panel } from '../../ui/panel';
import { OrderStatusTag } from '../orders/order-status-tag';
import { APPOINTMENT_LIST, appointmentKeys, appointmentsApi } from './appointments-api';

/** The dialogs (the plan picker, text area) load when one opens, not with the page. */
const CancelDialog = lazy(() =>
  import('./appointment-dialogs').then((m) => ({ default: m.CancelDialog })),
);
const AdjustDialog = lazy(() =>
  import('./appointment-dialogs').then((m) => ({ default: m.AdjustDialog })),
);

type Product = AppointmentDetail['products'][number];

/**
 * /setup/appointment-detail/{id}: the booking, its products and the counter's actions: Confirm,
 * Adjust products, Complete (sells the products from stock, after a confirmation), Cancel with a
 * reason, Edit and Delete as the status allows.
 */
export function AppointmentDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'cancel' | 'adjust' | null>(null);
  const query = useQuery({
    queryKey: [...appointmentKeys.all, 'detail', id],
    queryFn: () => appointmentsApi.detail(id),
  });
  const apt = query.data;
  if (!apt)
    return (
      <PageFrame title="Appointment" breadcrumb={[APPOINTMENT_LIST]}>
        {query.isError ? <p role="alert">Appointment not found.</p> : <Loading />}
      </PageFrame>
    );
  const refresh = () => queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
  const act = (title: string, work: () => Promise<unknown>, done: string, after?: () => void) =>
    confirmDialog({
      title,
      onYes: async () => {
        try {
          await work();
          showMessage('success', done);
          after?.();
        } catch (e) {
          showMessage('error', errorMessageOf(e));
        }
        await refresh();
      },
    });
  const can = (action: string) => apt.actions.includes(action);
  const stockShort = apt.products.some((p) => p.inStock < p.qty);
  return (
    <PageFrame
      title={`Appointment ${apt.appointmentDate} ${apt.startTime}`}
      breadcrumb={[APPOINTMENT_LIST]}
      extra={
        <Space wrap>
          {can('Confirm') && (
            <Button
              type="primary"
              onClick={() =>
                void act(
                  'Confirm this appointment?',
                  () => appointmentsApi.confirm(apt.id),
                  'Appointment confirmed',
                )
              }
            >
              Confirm
            </Button>
          )}
          {can('Adjust') && <Button onClick={() => setDialog('adjust')}>Adjust Products</Button>}
          {can('Complete') && (
            <Button
              type="primary"
              onClick={() =>
                void act(
                  apt.products.length
                    ? `Complete this appointment? A sale of ${apt.products.reduce((n, p) => n + p.qty, 0)} eSIM(s) is issued from stock.`
                    : 'Complete this appointment?',
                  () => appointmentsApi.complete(apt.id),
                  'Appointment completed',
                )
              }
            >
              Complete
            </Button>
          )}
          {can('Edit') && (
            <Button onClick={() => navigate(`/setup/appointment-edit/${apt.id}`)}>Edit</Button>
          )}
          {can('Cancel') && (
            <Button danger onClick={() => setDialog('cancel')}>
              Cancel Appointment
            </Button>
          )}
          {can('Delete') && (
            <Button
              danger
              onClick={() =>
                void act(
                  DELETE_CONFIRM_TEXT,
                  () => appointmentsApi.remove(apt.id),
                  'Delete successfully!',
                  () => navigate(APPOINTMENT_LIST.path, { replace: true }),
                )
              }
            >
              Delete
            </Button>
          )}
        </Space>
      }
    >
      <Panel title="Booking">
        <dl className="appointment-summary">
          <dt>Status</dt>
          <dd>
            <OrderStatusTag status={apt.status} />
          </dd>
          <dt>Customer</dt>
          <dd>
            {apt.customerName}
            {apt.customerPhone ? `, ${apt.customerPhone}` : ''}
            {apt.customerEmail ? ` (${apt.customerEmail})` : ''}
          </dd>
          <dt>Purpose</dt>
          <dd>
            {APPOINTMENT_PURPOSE_LABELS[apt.purpose as keyof typeof APPOINTMENT_PURPOSE_LABELS] ??
              apt.purpose}
          </dd>
          <dt>When</dt>
          <dd>
            {apt.appointmentDate}, {apt.startTime}-{apt.endTime}
          </dd>
          <dt>Where</dt>
          <dd>{apt.location ?? '-'}</dd>
          {apt.remarks && (
            <>
              <dt>Remarks</dt>
              <dd>{apt.remarks}</dd>
            </>
          )}
          {apt.cancelReason && (
            <>
              <dt>Cancel reason</dt>
              <dd>{apt.cancelReason}</dd>
            </>
          )}
          {apt.saleOrder && (
            <>
              <dt>Sale</dt>
              <dd>
                <Link to={`/setup/sale-order-detail/${apt.saleOrder.id}`}>
                  {apt.saleOrder.documentNo}
                </Link>
                {apt.saleOrder.invoiceNo ? `, invoice ${apt.saleOrder.invoiceNo}` : ''}
              </dd>
            </>
          )}
        </dl>
      </Panel>
      <Panel title="Products">
        {apt.products.length === 0 ? (
          <p>
            No products yet.
            {can('Adjust')
              ? ' Use Adjust Products to record the eSIMs used before completing.'
              : ''}
          </p>
        ) : (
          <DataTable<Product>
            caption="Appointment products"
            rows={apt.products}
            rowKey={(p) => p.variantId}
            columns={[
              { key: 'product', title: 'Product', render: (p) => p.productName },
              { key: 'variant', title: 'Plan', render: (p) => p.variantName },
              { key: 'qty', title: 'Quantity', width: 110, align: 'right', render: (p) => p.qty },
              {
                key: 'stock',
                title: 'In Stock',
                width: 110,
                align: 'right',
                render: (p) => p.inStock,
              },
            ]}
          />
        )}
        {stockShort && can('Complete') && (
          <p role="alert">Not enough eSIMs in stock to complete this appointment.</p>
        )}
      </Panel>
      <Suspense fallback={null}>
        {dialog === 'cancel' && (
          <CancelDialog
            onClose={() => setDialog(null)}
            onCancel={async (reason) => {
              await appointmentsApi.cancel(apt.id, reason);
              setDialog(null);
              showMessage('success', 'Appointment cancelled');
              await refresh();
            }}
          />
        )}
        {dialog === 'adjust' && (
          <AdjustDialog
            appointment={apt}
            onClose={() => setDialog(null)}
            onSave={async (lines) => {
              await appointmentsApi.adjust(apt.id, {
                products: lines.map((l) => ({ variantId: l.variantId, qty: l.qty })),
              });
              setDialog(null);
              showMessage('success', 'Appointment adjusted');
              await refresh();
            }}
          />
        )}
      </Suspense>
    </PageFrame>
  );
}
