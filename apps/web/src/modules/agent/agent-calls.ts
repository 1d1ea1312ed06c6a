import {
  ApiPath,
  type AgentCustomerPage,
  type AgentCustomerSearch,
  type AgentOverview,
  type AgentSales,
  type AgentTreeNode,
  type PagingRequest,
  type PurchaseOrderRow,
} from '@wander/contract';
import { formatAmount } from '@wander/contract';
import { api } from '../../lib/api';

export const agentCalls = {
  hierarchy: () => api.get<AgentTreeNode[]>(ApiPath.agentHierarchy),
  overview: (id: string) =>
    api.get<AgentOverview>(`${ApiPath.agentOverview}/${encodeURIComponent(id)}`),
  token: () => api.get<{ token: string; expiresAt: string }>(ApiPath.agentToken),
  customers: (body: AgentCustomerSearch) =>
    api.post<AgentCustomerPage>(ApiPath.agentCustomers, body),
  orders: (body: PagingRequest) =>
    api.post<{ items: PurchaseOrderRow[]; pageCount: number; totalCount: number }>(
      ApiPath.agentOrders,
      body,
    ),
};

/** 'MYR 1,234.50', several currencies joined; 'MYR 0.00'-like '0.00' when nothing was sold. */
export function salesText(sales: readonly AgentSales[]): string {
  if (sales.length === 0) return '0.00';
  return sales.map((s) => `${s.currency} ${formatAmount(s.totalMinor / 100)}`).join(' + ');
}
