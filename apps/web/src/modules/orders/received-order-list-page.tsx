import { PageFrame } from '../../ui/page-frame';
import { OrderList } from './order-list';
import { ordersApi } from './orders-api';

/** /setup/received-order-list: purchase orders addressed to the working company. */
export function ReceivedOrderListPage() {
  return (
    <PageFrame title="Received Orders" breadcrumb={[{ title: 'Setup', path: '/setup' }]}>
      <OrderList
        side="seller"
        load={ordersApi.searchReceived}
        detailPath={(id) => `/setup/received-order-detail/${id}`}
      />
    </PageFrame>
  );
}
