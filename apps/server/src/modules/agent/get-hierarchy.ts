import { asc } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AgentTreeNode } from '@wander/contract';
import type { Db } from '../../platform/db/client.js';
import { agents } from '../../db/schema/index.js';
import { agentRowScope } from '../network/agent-scope.js';
import { salesThisMonth } from './agent-sales.js';

/**
 * GET agent/Agents/GetHierarchyData: the agents the caller may see, as a tree. A node whose upline
 * is outside what the caller sees is a root (an agent is the root of its own tree).
 */
export async function getHierarchy(db: Db, request: FastifyRequest): Promise<AgentTreeNode[]> {
  const rows = await db
    .select({
      id: agents.id,
      userId: agents.userId,
      parentUserId: agents.parentUserId,
      entityCode: agents.entityCode,
      agentCode: agents.agentCode,
      agentName: agents.agentName,
      status: agents.status,
    })
    .from(agents)
    .where(agentRowScope(request))
    .orderBy(asc(agents.entityCode), asc(agents.agentCode));
  const sales = await salesThisMonth(
    db,
    rows.map((r) => r.id),
  );
  const nodes = new Map<string, AgentTreeNode>(
    rows.map(({ parentUserId: _parent, ...r }) => [
      r.userId,
      { ...r, salesThisMonth: sales.get(r.id) ?? [], downlineCount: 0, children: [] },
    ]),
  );
  const roots: AgentTreeNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.userId)!;
    const parent = row.parentUserId ? nodes.get(row.parentUserId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const count = (node: AgentTreeNode): number =>
    (node.downlineCount = node.children.reduce((n, child) => n + 1 + count(child), 0));
  roots.forEach(count);
  return roots;
}
