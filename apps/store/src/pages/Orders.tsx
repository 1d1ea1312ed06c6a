import { useTranslation } from 'react-i18next';
import { settings } from '../settings';
import { Link, type Route } from '../router';
import { useOrder, useOrders } from '../api/queries';
import { download } from '../api/client';
import { StoreOrderPath } from '@wander/contract/store/store-paths';
import { dateTime, money } from '../lib/format';
import { Esim } from '../ui/Esim';
import { Button, Loading, Notice, PageTitle } from '../ui/ui';
import { planName, type NamedPlan } from '../lib/plan-name';

/** The status as the consumer reads it: Completed means the eSIMs are delivered. */
const STATUS_KEYS: Record<string, string> = {
  Submitted: 'orders.status.submitted',
  Paid: 'orders.status.paid',
  Completed: 'orders.status.completed',
  Cancelled: 'orders.status.cancelled',
};

export default function Orders({ route }: { route: Route }) {
  return route.segments[1] ? <Order route={route} id={route.segments[1]} /> : <OrderList />;
}

function StatusText({ status }: { status: string }) {
  const { t } = useTranslation();
  return <>{STATUS_KEYS[status] ? t(STATUS_KEYS[status]) : status}</>;
}

function OrderList() {
  const { t } = useTranslation();
  const orders = useOrders();
  const title = t('orders.title');
  return (
    <>
      <PageTitle title={`${title} | ${settings.storeName}`}>{title}</PageTitle>
      {orders.isPending && <Loading />}
      {orders.isError && <Notice kind="error">{orders.error.message}</Notice>}
      {orders.data?.length === 0 && <p>{t('orders.none')}</p>}
      {orders.data && orders.data.length > 0 && (
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('orders.number')}</th>
                <th scope="col">{t('orders.date')}</th>
                <th scope="col">{t('orders.statusLabel')}</th>
                <th scope="col">{t('cart.total')}</th>
              </tr>
            </thead>
            <tbody>
              {orders.data.map((order) => (
                <tr key={order.id}>
                  <td>
                    <Link to={`orders/${order.id}`}>{order.documentNo}</Link>
                  </td>
                  <td>{dateTime(order.createdAt)}</td>
                  <td>
                    <StatusText status={order.status} />
                  </td>
                  <td>{money(order.total, order.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/** One order; back from the card page (`?payment=success|cancelled`) it follows the delivery. */
function Order({ route, id }: { route: Route; id: string }) {
  const { t } = useTranslation();
  const payment = route.query.get('payment');
  const order = useOrder(id, payment === 'success');
  if (order.isPending) return <Loading />;
  if (order.isError) return <Notice kind="error">{order.error.message}</Notice>;
  const o = order.data;
  const title = t('orders.orderTitle', { no: o.documentNo });
  return (
    <div className="stack">
      <PageTitle title={`${title} | ${settings.storeName}`}>{title}</PageTitle>
      {o.waitingForStock ? (
        <Notice kind="info">{t('orders.waitingForStock')}</Notice>
      ) : (
        payment === 'success' &&
        o.status !== 'Completed' && <Notice kind="success">{t('orders.paymentReceived')}</Notice>
      )}
      {payment === 'cancelled' && <Notice kind="error">{t('orders.paymentCancelled')}</Notice>}
      <dl className="facts card">
        <dt>{t('orders.statusLabel')}</dt>
        <dd id="order-status">
          <StatusText status={o.status} />
        </dd>
        <dt>{t('orders.date')}</dt>
        <dd>{dateTime(o.createdAt)}</dd>
        {o.lines.map((line) => (
          <Line key={line.productName + line.variantName} line={line} currency={o.currency} />
        ))}
        {o.couponCode && (
          <>
            <dt>{t('cart.discount', { code: o.couponCode })}</dt>
            <dd>−{money(o.discount, o.currency)}</dd>
          </>
        )}
        {o.tax > 0 && (
          <>
            <dt>{t('cart.tax')}</dt>
            <dd>{money(o.tax, o.currency)}</dd>
          </>
        )}
        <dt>{t('cart.total')}</dt>
        <dd>{money(o.total, o.currency)}</dd>
      </dl>
      {(o.status === 'Paid' || o.status === 'Completed') && (
        <Button
          variant="quiet"
          onClick={() =>
            void download(StoreOrderPath.receipt.replace(':id', o.id), `${o.documentNo}.pdf`)
          }
        >
          {t('orders.receipt')}
        </Button>
      )}
      {o.esims.map((esim) => (
        <Esim key={esim.id} esim={esim} />
      ))}
    </div>
  );
}

function Line({
  line,
  currency,
}: {
  line: NamedPlan & { qty: number; unitPrice: number };
  currency: string;
}) {
  const { i18n } = useTranslation();
  return (
    <>
      <dt>
        {line.qty} × {planName(line, i18n.language)}
      </dt>
      {/* At its price: the coupon's discount and the tax follow once, as on the receipt. */}
      <dd>{money(line.unitPrice * line.qty, currency)}</dd>
    </>
  );
}
