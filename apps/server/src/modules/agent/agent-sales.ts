import { and, gte, inArray, sql } from 'drizzle-orm';
import type { AgentSales } from '@wander/contract';
import type { Db } from '../../platform/db/client.js';
import { purchaseOrders } from '../../db/schema/index.js';

/** Orders that count as sales: paid and not cancelled since. */
export const SOLD_STATUSES = ['Paid', 'Fulfilled', 'Completed'];

/** The first instant of the current month, UTC. */
export const monthStart = sql`(date_trunc('month', now() at time zone 'UTC') at time zone 'UTC')`;

/** Paid orders since the first of this month per agent (agents.id) and currency. */
export async function salesThisMonth(db: Db, agentIds: string[]) {
  const byAgent = new Map<string, AgentSales[]>();
  if (agentIds.length === 0) return byAgent;
  const rows = await db
    .select({
      agentId: purchaseOrders.agentId,
      currency: purchaseOrders.currency,
      totalMinor: sql<number>`sum(${purchaseOrders.totalMinor})::bigint`.mapWith(Number),
    })
    .from(purchaseOrders)
    .where(
      and(
        inArray(purchaseOrders.agentId, agentIds),
        inArray(purchaseOrders.status, SOLD_STATUSES),
        gte(purchaseOrders.paidAt, monthStart),
      ),
    )
    .groupBy(purchaseOrders.agentId, purchaseOrders.currency)
    .orderBy(purchaseOrders.currency);
  for (const row of rows) {
    const list = byAgent.get(row.agentId!) ?? [];
    list.push({ currency: row.currency, totalMinor: row.totalMinor });
    byAgent.set(row.agentId!, list);
  }
  return byAgent;
}

/** Adds per-currency totals together. */
export function sumSales(lists: AgentSales[][]): AgentSales[] {
  const totals = new Map<string, number>();
  for (const s of lists.flat())
    totals.set(s.currency, (totals.get(s.currency) ?? 0) + s.totalMinor);
  return [...totals]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, totalMinor]) => ({ currency, totalMinor }));
}
