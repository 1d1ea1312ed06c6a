import { z } from 'zod';

/** One currency's total of paid orders (minor units). */
export const agentSalesSchema = z.object({ currency: z.string(), totalMinor: z.number() });
export type AgentSales = z.infer<typeof agentSalesSchema>;

export interface AgentTreeNode {
  id: string;
  userId: string;
  entityCode: string;
  agentCode: string;
  agentName: string;
  status: string;
  /** Paid orders of the agent's own customers since the first of this month (UTC), per currency. */
  salesThisMonth: AgentSales[];
  /** Every agent below this one, all levels. */
  downlineCount: number;
  children: AgentTreeNode[];
}

export const agentTreeNodeSchema: z.ZodType<AgentTreeNode> = z
  .lazy(
    () =>
      z.object({
        id: z.string(),
        userId: z.string(),
        entityCode: z.string(),
        agentCode: z.string(),
        agentName: z.string(),
        status: z.string(),
        salesThisMonth: z.array(agentSalesSchema),
        downlineCount: z.number(),
        children: z.array(agentTreeNodeSchema),
      }),
    // A named shared schema: the OpenAPI document gives the recursive node its own component.
  )
  .meta({ id: 'AgentTreeNode' });

/**
 * GET agent/Agents/GetHierarchyData: the caller's tree. An agent gets one root, itself; a company
 * its top-level agents; the platform every company's top-level agents.
 */
export const agentHierarchySchema = z.array(agentTreeNodeSchema);

/** GET agent/Agents/GetOverview/{id}: what the agent detail page shows under the profile. */
export const agentOverviewSchema = z.object({
  /** Business customers attributed to the agent (companies.agentId). */
  customers: z.array(
    z.object({
      entityCode: z.string(),
      companyName: z.string(),
      orderCount: z.number(),
      paidTotals: z.array(agentSalesSchema),
    }),
  ),
  /** The latest orders of those customers (at most 20). */
  orders: z.array(
    z.object({
      id: z.string(),
      documentNo: z.string(),
      companyName: z.string(),
      status: z.string(),
      currency: z.string(),
      totalMinor: z.number(),
      createdAt: z.date().or(z.string()),
    }),
  ),
  /** The agent's downline (all levels, the agent not counted). */
  downline: z.object({
    agentCount: z.number(),
    customerCount: z.number(),
    salesThisMonth: z.array(agentSalesSchema),
  }),
  salesThisMonth: z.array(agentSalesSchema),
});
export type AgentOverview = z.infer<typeof agentOverviewSchema>;
