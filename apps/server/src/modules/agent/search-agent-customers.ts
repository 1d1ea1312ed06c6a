import { sql, type SQL } from 'drizzle-orm';
import {
  AGENT_CUSTOMER_FILTERS,
  AGENT_CUSTOMER_SORTS,
  pageCountOf,
  type AgentCustomerPage,
  type DashboardPeriod,
  type PagingRequest,
} from '@wander/contract';
import type { Database } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { dashboardRange } from '@wander/contract';
import type { AgentViewer } from '../network/agent-scope.js';

const SORT_SQL: Record<(typeof AGENT_CUSTOMER_SORTS)[number], string> = {
  companyName: 'company_name',
  customerGroupName: 'customer_group_name',
  lastOrderAt: 'last_order_at',
  salesMinor: 'sales_minor',
};
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const num = (v: unknown) => Number(v ?? 0);

/** Whose customers the caller sees: an agent its own, a company its agents', the platform all. */
function scopeOf(viewer: AgentViewer): SQL {
  if (viewer.kind === 'platform') return sql`true`;
  if (viewer.kind === 'company') return sql`a.entity_code = ${viewer.entityCode}`;
  return sql`a.entity_code = ${viewer.entityCode} and a.user_id = ${viewer.userId}::uuid`;
}

function filtersOf(paging: PagingRequest): SQL[] {
  return paging.filterColumns.map(({ columnName, operator, filterValue }) => {
    const allowed = (AGENT_CUSTOMER_FILTERS as Record<string, readonly string[]>)[columnName];
    const bad = (why: string) =>
      AppError.validation({ [columnName]: [`${columnName} ${why}`] }, 'Invalid filter');
    if (!allowed) throw bad('cannot be filtered');
    if (!allowed.includes(operator)) throw bad(`cannot be filtered with ${operator}`);
    if (typeof filterValue !== 'string') throw bad('has an invalid filter value');
    const column = columnName === 'companyName' ? sql`c.company_name` : sql`cu.customer_group_name`;
    if (operator === 'eq') return sql`${column} = ${filterValue}`;
    const pattern =
      operator === 'contains' ? `%${escapeLike(filterValue)}%` : `${escapeLike(filterValue)}%`;
    return sql`${column} ilike ${pattern}`;
  });
}

function orderOf(paging: PagingRequest): SQL {
  const [first] = paging.sortColumns;
  const column = first?.columnName ?? 'salesMinor';
  if (!(column in SORT_SQL)) {
    throw AppError.validation({ [column]: [`${column} cannot be sorted`] }, 'Invalid sort');
  }
  const dir = (first?.sortOrder ?? 'desc') === 'asc' ? 'asc' : 'desc';
  const key = SORT_SQL[column as keyof typeof SORT_SQL];
  return sql.raw(`${key} ${dir} nulls last, company_name asc, entity_code asc`);
}

/**
 * POST agent/Agents/SearchCustomers: the business customers attributed to agents
 * (`companies.agent_id`) that the caller sees, with the group of the distributor's record, the
 * last order and the sales of the period counted as the dashboard counts them (Paid, Fulfilled or
 * Completed, by `paid_at`, the company's own purchase orders). Two statements: page and count.
 */
export async function searchAgentCustomers(
  database: Database,
  viewer: AgentViewer,
  paging: PagingRequest & { period: DashboardPeriod },
): Promise<AgentCustomerPage> {
  const range = dashboardRange(paging.period);
  const where = sql.join([scopeOf(viewer), ...filtersOf(paging)], sql` and `);
  const from = sql`
    from companies c
    join agents a on a.id = c.agent_id
    left join customers cu on cu.customer_entity_code = c.entity_code
      and cu.entity_code = a.entity_code`;
  const [rows, [{ total }]] = await Promise.all([
    database.rows<Record<string, unknown>>(sql`
      select * from (
        select c.entity_code, c.company_name, cu.customer_group_name, a.agent_code, a.agent_name,
          coalesce(lo.currency, c.default_currency, 'MYR') as currency,
          lo.id::text as last_order_id, lo.document_no as last_order_no,
          lo.created_at as last_order_at,
          coalesce(s.sales, 0) as sales_minor, coalesce(s.n, 0) as order_count
        ${from}
        left join lateral (
          select po.id, po.document_no, po.created_at, po.currency from purchase_orders po
          where po.entity_code = c.entity_code and po.consumer_id is null
          order by po.created_at desc, po.id desc limit 1
        ) lo on true
        left join lateral (
          select sum(po.total_minor) as sales, count(*) as n from purchase_orders po
          where po.entity_code = c.entity_code and po.consumer_id is null
            and po.currency = coalesce(lo.currency, c.default_currency, 'MYR')
            and po.status in ('Paid', 'Fulfilled', 'Completed')
            and po.paid_at >= ${range.from}::timestamptz and po.paid_at < ${range.to}::timestamptz
        ) s on true
        where ${where}
      ) page
      order by ${orderOf(paging)}
      limit ${paging.pageSize} offset ${(paging.pageIndex - 1) * paging.pageSize}`),
    database.rows<{ total: unknown }>(sql`select count(*) as total ${from} where ${where}`),
  ]);
  const totalCount = num(total);
  return {
    items: rows.map((r) => ({
      entityCode: String(r.entity_code),
      companyName: String(r.company_name),
      customerGroupName: (r.customer_group_name as string | null) ?? null,
      agentCode: String(r.agent_code),
      agentName: String(r.agent_name),
      lastOrderId: (r.last_order_id as string | null) ?? null,
      lastOrderNo: (r.last_order_no as string | null) ?? null,
      lastOrderAt: r.last_order_at ? new Date(r.last_order_at as string).toISOString() : null,
      currency: String(r.currency),
      salesMinor: num(r.sales_minor),
      orderCount: num(r.order_count),
    })),
    pageCount: pageCountOf(totalCount, paging.pageSize),
    totalCount,
    range,
  };
}
