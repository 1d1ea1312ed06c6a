import './orders.css';
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { LightButton } from '../../ui/light/light-button';
import { LightAlert } from '../../ui/light/light-alert';
import type { OrderQuote, PurchaseOrderDetail } from '@wander/contract';
import { Loading } from '../../crud/loading';
import { PageFrame } from '../../ui/page-frame';
import { Panel } from '../../ui/panel';
import { showMessage } from '../../ui/dialogs';
import { CouponBox } from './coupon-box';
import { EsimList } from './esim-list';
import { OrderCostsPanel } from './order-costs-panel';
import { OrderLinesTable, OrderTotals } from './order-lines-view';
import { ACTION_LABELS, useOrderActions } from './order-detail-actions';
import { OrderStatusTag } from './order-status-tag';
import { orderKeys, ordersApi } from './orders-api';
import { useOwnWallet } from '../payment/use-own-wallet';
import { walletShortfall } from '../payment/wallet-shortfall';
import { PriceConversionFacts } from './price-conversion-facts';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB') : '-');

/** How often the page asks again while a paid order's eSIMs are being delivered. */
export const DELIVERY_POLL_MS = 1000;
/** Paid, with delivery on payment under way: the QR codes come within seconds. */
const deliveryPending = (po: PurchaseOrderDetail | undefined) =>
  po?.status === 'Paid' && po.deliveryOnPayment === 'Pending';

/** 'Japan eSIM Japan 3GB 7 days has 1 available, 2 needed; ...' */
const shortageText = (po: PurchaseOrderDetail) =>
  po.stockShortages
    .map(
      (s) => `${s.productName} ${s.variantName} has ${s.available} available, ${s.needed} needed`,
    )
    .join('; ');

/** What the order page says about delivery on payment, for the buyer or the distributor. */
function deliveryNote(po: PurchaseOrderDetail, side: 'buyer' | 'seller') {
  if (deliveryPending(po)) return 'Your eSIMs are being delivered. This page updates by itself.';
  // Issue 37: paid, but its distributor cannot deliver it now: say so, not "on their way".
  if (po.status === 'Paid' && po.stockShortages.length > 0)
    return side === 'buyer'
      ? `Paid. Waiting for stock: ${po.distributorName} delivers your eSIMs once they are in stock, or refunds you.`
      : `Waiting for stock: ${shortageText(po)}. Receive eSIMs, then fulfil the order; or refund it.`;
  // What happens next when the distributor delivers by hand (no delivery on payment).
  if (side === 'buyer' && po.deliveryOnPayment === null && po.status === 'Paid')
    return `Paid. ${po.distributorName} delivers your eSIMs; you will get them by e-mail.`;
  if (side === 'buyer' && po.status === 'Fulfilled')
    return `Your eSIMs are ready. ${po.distributorName} completes the order; you will get them by e-mail.`;
  if (po.status !== 'Paid') return null;
  if (po.deliveryOnPayment === 'OutOfStock')
    return side === 'buyer'
      ? 'Paid. Your distributor is restocking and will deliver your eSIMs shortly.'
      : 'Not delivered on payment: not enough eSIMs in stock. Add stock, then fulfil the order.';
  if (po.deliveryOnPayment === 'Failed')
    return side === 'buyer'
      ? 'Paid. Your distributor will deliver your eSIMs shortly.'
      : 'Not delivered on payment: the automatic delivery failed. Fulfil the order by hand.';
  return null;
}

/** /purchase-order-detail/{id} (buyer) and /setup/received-order-detail/{id} (distributor). */
export function OrderDetail({ side }: { side: 'buyer' | 'seller' }) {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const query = useQuery({
    queryKey: orderKeys.detail(side, id),
    queryFn: () => (side === 'buyer' ? ordersApi.detail(id) : ordersApi.receivedDetail(id)),
    // Delivery on payment: ask again until the eSIMs are there (no reload needed).
    refetchInterval: (q) => (deliveryPending(q.state.data) ? DELIVERY_POLL_MS : false),
  });
  const po = query.data;
  const [coupon, setCoupon] = useState<OrderQuote | null>(null);
  const actions = useOrderActions(po, coupon);
  // The buyer's wallet, asked only when it could pay: the pay choices say before the click when
  // it cannot (issue 37: "Pay from Wallet" stayed the primary button and ended in an error).
  const payable = side === 'buyer' && po?.actions.includes('PayWallet') === true;
  const wallet = useOwnWallet(payable);
  useEffect(() => {
    const outcome = params.get('payment');
    if (!outcome) return;
    showMessage(
      outcome === 'success' ? 'success' : 'warning',
      outcome === 'success' ? 'Payment successful' : 'The card payment was cancelled',
    );
    setParams(
      (p) => {
        p.delete('payment');
        return p;
      },
      { replace: true },
    );
  }, [params, setParams]);

  const list =
    side === 'buyer'
      ? { title: 'Purchase Orders', path: '/purchase-order-list' }
      : { title: 'Received Orders', path: '/setup/received-order-list' };
  if (!po)
    return (
      <PageFrame title="Purchase Order" breadcrumb={[list]}>
        {query.isError ? <p role="alert">Purchase order not found.</p> : <Loading />}
      </PageFrame>
    );
  const note = deliveryNote(po, side);
  const shortfall = payable
    ? walletShortfall(
        wallet.data,
        coupon ? coupon.totalAmount : po.totalAmount,
        po.currency,
        'this order',
      )
    : null;
  const primary = new Set(['Fulfil', 'Complete', shortfall ? 'PayCard' : 'PayWallet']);
  return (
    <PageFrame
      title={`Purchase Order ${po.documentNo}`}
      breadcrumb={[list]}
      extra={
        <span className="page-actions">
          {po.actions.map((a) => (
            <LightButton
              key={a}
              kind={primary.has(a) ? 'primary' : 'default'}
              danger={a === 'Cancel' || a === 'Refund'}
              disabled={a === 'PayWallet' && shortfall !== null}
              aria-describedby={a === 'PayWallet' && shortfall ? 'po-wallet-shortfall' : undefined}
              onClick={() => void actions?.[a]?.()}
            >
              {ACTION_LABELS[a] ?? a}
            </LightButton>
          ))}
        </span>
      }
    >
      {shortfall && (
        <LightAlert
          id="po-wallet-shortfall"
          type="info"
          message={
            <>
              {shortfall.reason}
              {shortfall.topUp && (
                <>
                  {' '}
                  <Link to="/wallet">Top up your wallet</Link>
                </>
              )}
            </>
          }
        />
      )}
      <Panel title="Order">
        <dl className="order-summary">
          <dt>Status</dt>
          <dd>
            <OrderStatusTag status={po.status} />
          </dd>
          <dt>{side === 'buyer' ? 'Distributor' : 'Customer'}</dt>
          <dd>
            {side === 'buyer'
              ? `${po.distributorName} (${po.distributorEntityCode})`
              : `${po.companyName} (${po.entityCode})`}
          </dd>
          <dt>Ordered</dt>
          <dd>{when(po.createdAt)}</dd>
          <dt>Paid</dt>
          <dd>{po.paidAt ? `${when(po.paidAt)} (${po.paymentMethod})` : '-'}</dd>
          <PriceConversionFacts conversion={po.conversion} currency={po.currency} />
          {note && (
            <>
              <dt>Delivery</dt>
              <dd role="status">
                {deliveryPending(po) && (
                  <span className="lt-spin order-delivery-spin" aria-hidden="true" />
                )}
                {note}
                {side === 'seller' && po.status === 'Paid' && po.stockShortages.length > 0 && (
                  <>
                    {' '}
                    <Link to="/setup/wander-serial-number-import">Import eSIMs</Link>
                  </>
                )}
              </dd>
            </>
          )}
          {po.remarks && (
            <>
              <dt>Remarks</dt>
              <dd>{po.remarks}</dd>
            </>
          )}
        </dl>
      </Panel>
      <Panel title="Lines">
        <OrderLinesTable lines={po.lines} currency={po.currency} />
        <OrderTotals {...po} />
        {side === 'buyer' &&
          (po.actions.includes('PayWallet') || po.actions.includes('PayCard')) && (
            <CouponBox poId={po.id} onApplied={setCoupon} />
          )}
      </Panel>
      {po.costs && <OrderCostsPanel costs={po.costs} lines={po.lines} currency={po.currency} />}
      {po.invoice && (
        <Panel
          title={`Invoice ${po.invoice.documentNo}`}
          extra={<OrderStatusTag status={po.invoice.status} />}
        >
          <EsimList esims={po.invoice.esims} topUp />
        </Panel>
      )}
    </PageFrame>
  );
}

export const PurchaseOrderDetailPage = () => <OrderDetail side="buyer" />;
export const ReceivedOrderDetailPage = () => <OrderDetail side="seller" />;
