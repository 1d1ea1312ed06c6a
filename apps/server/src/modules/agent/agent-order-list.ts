import { sql, type SQL } from 'drizzle-orm';
import { purchaseOrders } from '../../db/schema/index.js';
import { purchaseOrderList } from '../orders/index.js';
import { type ListSpec } from '../../crud/list-search.js';
import { subtreeUserIds, type AgentViewer } from '../network/agent-scope.js';

/**
 * POST agent/Agents/SearchOrders: the purchase orders attributed to agents, with the purchase
 * order list's filters plus `agentId` (the dashboard's "My Sales" asks for the agent's own).
 */
export const agentOrderList: ListSpec = {
  ...purchaseOrderList,
  columns: { ...purchaseOrderList.columns, agentId: purchaseOrders.agentId },
  filters: { ...purchaseOrderList.filters, agentId: ['eq', 'ne'] },
};

/**
 * The orders an agent viewer sees: an agent those of its subtree (itself and every agent below
 * it, as its dashboard's Orders counts), a company its agents', the platform every attributed one.
 */
export function agentOrderScope(viewer: AgentViewer): SQL {
  if (viewer.kind === 'platform') return sql`${purchaseOrders.agentId} is not null`;
  const agentsHere =
    viewer.kind === 'company'
      ? sql`select a.id from agents a where a.entity_code = ${viewer.entityCode}`
      : sql`select a.id from agents a where a.entity_code = ${viewer.entityCode}
          and a.user_id in ${subtreeUserIds(viewer.userId)}`;
  return sql`${purchaseOrders.agentId} in (${agentsHere})`;
}
