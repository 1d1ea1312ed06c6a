import { z } from 'zod';
import { DASHBOARD_PERIODS, dashboardRangeSchema } from '../dashboard/dashboard.js';
import { pagingRequestSchema } from '../common/paging.js';

/**
 * POST agent/Agents/SearchCustomers (issue 26): the business customers attributed to agents, each
 * with its group, its last order and its sales in a dashboard period. An agent sees its own
 * customers only; a company its agents' customers; the platform every company's.
 */
export const AGENT_CUSTOMER_FILTERS = {
  companyName: ['contains', 'startsWith', 'eq'],
  customerGroupName: ['eq'],
} as const;
export const AGENT_CUSTOMER_SORTS = [
  'companyName',
  'customerGroupName',
  'lastOrderAt',
  'salesMinor',
] as const;
export type AgentCustomerSort = (typeof AGENT_CUSTOMER_SORTS)[number];

export const agentCustomerSearchSchema = pagingRequestSchema.extend({
  period: z.enum(DASHBOARD_PERIODS).default('30d'),
});
export type AgentCustomerSearch = z.input<typeof agentCustomerSearchSchema>;

export const agentCustomerRowSchema = z.object({
  entityCode: z.string(),
  companyName: z.string(),
  /** The group on the distributor's record of the customer (null: no record or no group). */
  customerGroupName: z.string().nullable(),
  agentCode: z.string(),
  agentName: z.string(),
  lastOrderId: z.string().nullable(),
  lastOrderNo: z.string().nullable(),
  lastOrderAt: z.string().nullable(),
  /** The customer's currency (its orders are in its distributor's currency). */
  currency: z.string(),
  /** Paid, Fulfilled or Completed orders paid in the period, as the dashboard counts them. */
  salesMinor: z.number().int(),
  orderCount: z.number().int(),
});
export type AgentCustomerRow = z.infer<typeof agentCustomerRowSchema>;

export const agentCustomerPageSchema = z.object({
  items: z.array(agentCustomerRowSchema),
  pageCount: z.number(),
  totalCount: z.number(),
  range: dashboardRangeSchema,
});
export type AgentCustomerPage = z.infer<typeof agentCustomerPageSchema>;
