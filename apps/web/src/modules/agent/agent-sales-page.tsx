import { Resource } from '@wander/contract';
import { PageFrame } from '../../ui/page-frame';
import { hasPermission } from '../../lib/access/permissions';
import { useSession } from '../../lib/session/session';
import { OrderList } from '../orders/order-list';
import { agentCalls } from './agent-calls';

/**
 * /setup/agent-sale-list (issue 26): the purchase orders attributed to the agent and its downline
 * (a company's staff: to its agents), where the agent dashboard's "My Sales", "Downline Sales" and
 * "Orders" lead, filtered to what each counts.
 */
export function AgentSalesPage() {
  const profile = useSession().profile;
  const canOpen = hasPermission(profile, Resource.PurchaseOrders, 'ViewReceivedOrders');
  return (
    <PageFrame title="Agent Sales" breadcrumb={[{ title: 'Setup', path: '/setup' }]}>
      <OrderList
        side="seller"
        load={agentCalls.orders}
        detailPath={canOpen ? (id) => `/setup/received-order-detail/${id}` : undefined}
      />
    </PageFrame>
  );
}
