import { figureFilters, figureQuery, type DashboardRange } from '@wander/contract';

/**
 * Where each figure leads (issue 26): the list behind it, filtered to exactly what it counts
 * (`figureFilters`), so the list's total is the figure (`dashboard-links.test.ts` on the server
 * holds them equal with the same filters).
 */
const RECEIVED = '/setup/received-order-list';
const AGENT_SALES = '/setup/agent-sale-list';

export const figureLinks = {
  soldReceived: (range: DashboardRange) => `${RECEIVED}${figureQuery(figureFilters.sold(range))}`,
  toFulfil: `${RECEIVED}${figureQuery(figureFilters.toFulfil)}`,
  invoicesToComplete: (entityCode: string) =>
    `/setup/invoice-list${figureQuery(figureFilters.invoicesToComplete(entityCode))}`,
  agentOrders: (range: DashboardRange) => `${AGENT_SALES}${figureQuery(figureFilters.sold(range))}`,
  ownSales: (range: DashboardRange, agentId: string) =>
    `${AGENT_SALES}${figureQuery(figureFilters.ownSales(range, agentId))}`,
  downlineSales: (range: DashboardRange, agentId: string) =>
    `${AGENT_SALES}${figureQuery(figureFilters.downlineSales(range, agentId))}`,
  agentCustomers: (range: DashboardRange) => `/setup/agent-customer-list?period=${range.period}`,
  spend: (range: DashboardRange) => `/purchase-order-list${figureQuery(figureFilters.sold(range))}`,
};
