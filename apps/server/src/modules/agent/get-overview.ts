import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AgentOverview } from '@wander/contract';
import type { Db } from '../../platform/db/client.js';
import { agents, companies, purchaseOrders } from '../../db/schema/index.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { agentRowScope, subtreeUserIds } from '../network/agent-scope.js';
import { SOLD_STATUSES, salesThisMonth, sumSales } from './agent-sales.js';

const LATEST_ORDERS = 20;

/**
 * GET agent/Agents/GetOverview/{id}: the agent's customers (business customers attributed to it),
 * their latest orders, and its downline's totals. Another company's agent, or one outside an
 * agent's own subtree, is a 404.
 */
export async function getOverview(
  db: Db,
  request: FastifyRequest,
  id: string,
): Promise<AgentOverview> {
  if (!isUuid(id)) throw AppError.notFound('Agent');
  const [agent] = await db
    .select({ id: agents.id, userId: agents.userId })
    .from(agents)
    .where(and(eq(agents.id, id), agentRowScope(request)));
  if (!agent) throw AppError.notFound('Agent');

  const customers = await db
    .select({
      entityCode: companies.entityCode,
      companyName: companies.companyName,
      orderCount: count(purchaseOrders.id),
    })
    .from(companies)
    .leftJoin(purchaseOrders, eq(purchaseOrders.entityCode, companies.entityCode))
    .where(eq(companies.agentId, agent.id))
    .groupBy(companies.entityCode, companies.companyName)
    .orderBy(companies.companyName);
  const paid = await db
    .select({
      entityCode: purchaseOrders.entityCode,
      currency: purchaseOrders.currency,
      totalMinor: sql<number>`sum(${purchaseOrders.totalMinor})::bigint`.mapWith(Number),
    })
    .from(purchaseOrders)
    .innerJoin(companies, eq(companies.entityCode, purchaseOrders.entityCode))
    .where(and(eq(companies.agentId, agent.id), inArray(purchaseOrders.status, SOLD_STATUSES)))
    .groupBy(purchaseOrders.entityCode, purchaseOrders.currency)
    .orderBy(purchaseOrders.currency);

  const orders = await db
    .select({
      id: purchaseOrders.id,
      documentNo: purchaseOrders.documentNo,
      companyName: companies.companyName,
      status: purchaseOrders.status,
      currency: purchaseOrders.currency,
      totalMinor: purchaseOrders.totalMinor,
      createdAt: purchaseOrders.createdAt,
    })
    .from(purchaseOrders)
    .innerJoin(companies, eq(companies.entityCode, purchaseOrders.entityCode))
    .where(eq(purchaseOrders.agentId, agent.id))
    .orderBy(desc(purchaseOrders.createdAt))
    .limit(LATEST_ORDERS);

  const downline = await db
    .select({ id: agents.id })
    .from(agents)
    .where(and(sql`${agents.userId} in ${subtreeUserIds(agent.userId)}`, ne(agents.id, agent.id)));
  const downlineIds = downline.map((d) => d.id);
  const [{ customerCount }] = downlineIds.length
    ? await db
        .select({ customerCount: count() })
        .from(companies)
        .where(inArray(companies.agentId, downlineIds))
    : [{ customerCount: 0 }];
  const sales = await salesThisMonth(db, [agent.id, ...downlineIds]);

  return {
    customers: customers.map((c) => ({
      ...c,
      paidTotals: paid
        .filter((p) => p.entityCode === c.entityCode)
        .map(({ currency, totalMinor }) => ({ currency, totalMinor })),
    })),
    orders,
    downline: {
      agentCount: downlineIds.length,
      customerCount,
      salesThisMonth: sumSales(downlineIds.map((d) => sales.get(d) ?? [])),
    },
    salesThisMonth: sales.get(agent.id) ?? [],
  };
}
