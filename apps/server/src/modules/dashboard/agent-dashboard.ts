import { sql } from 'drizzle-orm';
import type { AgentDashboard, DashboardRange } from '@wander/contract';
import type { Database } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { subtreeUserIds } from '../network/agent-scope.js';
import { dailySales, salesFigures, soldIn } from './dashboard-sales.queries.js';

const num = (v: unknown) => Number(v ?? 0);

/**
 * network/DashboardInfo/Agent: the signed-in agent's own sales (orders of the customers
 * attributed to it), its downline's (every agent below it), and its customers.
 */
export async function agentDashboard(
  database: Database,
  userId: string,
  entityCode: string,
  range: DashboardRange,
): Promise<AgentDashboard> {
  const [agent] = await database.rows<{ id: string }>(sql`
    select id::text as id from agents where user_id = ${userId} and entity_code = ${entityCode}`);
  if (!agent) throw AppError.notFound('Agent');
  const downline = await database.rows<{ id: string }>(sql`
    select id::text as id from agents
    where user_id in ${subtreeUserIds(userId)} and id <> ${agent.id}`);
  const ids = [agent.id, ...downline.map((d) => d.id)];
  const inList = (list: string[]) =>
    list.length
      ? sql`po.agent_id in (${sql.join(
          list.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : sql`false`;
  const own = sql`po.agent_id = ${agent.id}::uuid`;
  const [ownFigures, downFigures, all, daily] = await Promise.all([
    salesFigures(database, own, range),
    salesFigures(database, inList(downline.map((d) => d.id)), range),
    salesFigures(database, inList(ids), range),
    dailySales(database, inList(ids), range),
  ]);
  const customers = await database.rows<{
    key: string;
    label: string;
    currency: string | null;
    s: unknown;
    n: unknown;
  }>(sql`
    select c.entity_code as key, c.company_name as label,
      coalesce(po.currency, c.default_currency, 'MYR') as currency,
      coalesce(sum(po.total_minor), 0) as s, count(po.id) as n
    from companies c
    left join purchase_orders po on po.entity_code = c.entity_code and po.consumer_id is null
      and ${soldIn(range.from, range.to)}
    where c.agent_id = ${agent.id}::uuid
    group by c.entity_code, c.company_name, coalesce(po.currency, c.default_currency, 'MYR')
    order by s desc, label`);
  return {
    range,
    agentId: agent.id,
    ownSales: ownFigures.sales,
    downlineSales: downFigures.sales,
    orders: all.orders,
    daily,
    downlineAgents: downline.length,
    customers: customers.map((c) => ({
      key: c.key,
      label: c.label,
      currency: c.currency ?? 'MYR',
      salesMinor: num(c.s),
      count: num(c.n),
    })),
  };
}
