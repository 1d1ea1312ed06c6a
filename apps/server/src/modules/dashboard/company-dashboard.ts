import { sql } from 'drizzle-orm';
import type { CompanyDashboard, DashboardRange } from '@wander/contract';
import type { Database } from '../../platform/db/client.js';
import { rankedSales } from './dashboard-sales.queries.js';
import { ensureRolledUp } from './dashboard-rollup.js';
import { reportingCurrencyOf, reportingTotals } from './reporting-currency.js';
import { stockForecast } from './dashboard-stock.js';
import { sellerDaily, sellerTotals } from './dashboard-seller.queries.js';

const num = (v: unknown) => Number(v ?? 0);
const DAYS_30 = 30 * 86_400_000;

/**
 * network/DashboardInfo/Company: a distributor's sales (its customers' purchase orders and its
 * consumers' orders), margin, received orders waiting to be fulfilled, invoices to complete,
 * stock per plan with the days it lasts, its top customers and its agents' sales.
 */
export async function companyDashboard(
  database: Database,
  entityCode: string,
  range: DashboardRange,
): Promise<CompanyDashboard> {
  const seller = sql`po.distributor_entity_code = ${entityCode}`;
  const stockFrom = new Date(Date.parse(range.to) - DAYS_30).toISOString();
  await ensureRolledUp(
    database,
    stockFrom < range.previousFrom ? stockFrom : range.previousFrom,
    range.to,
  );
  const [totals, daily, customers, agentSales, [work], stock] = await Promise.all([
    sellerTotals(database, entityCode, range),
    sellerDaily(database, entityCode, range),
    rankedSales(
      database,
      sql`${seller} and (po.consumer_id is not null or po.entity_code <> ${entityCode})`,
      range,
      sql`coalesce(po.consumer_id::text, po.entity_code)`,
      sql`coalesce(cn.name, b.company_name)`,
      sql`left join consumers cn on cn.id = po.consumer_id
        left join companies b on b.entity_code = po.entity_code`,
    ),
    rankedSales(
      database,
      sql`${seller} and po.agent_id is not null`,
      range,
      sql`po.agent_id::text`,
      sql`a.agent_name`,
      sql`join agents a on a.id = po.agent_id`,
    ),
    database.rows<{ received: unknown; invoices: unknown }>(sql`
      select
        (select count(*) from purchase_orders po where ${seller} and po.status = 'Paid'
          and coalesce(po.delivery_on_payment, '') <> 'Pending') as received,
        (select count(*) from invoices i where i.entity_code = ${entityCode}
          and i.status in ('Draft', 'Open')) as invoices`),
    stockForecast(database, entityCode, stockFrom, range.to),
  ]);
  return {
    range,
    sales: totals.sales,
    orders: totals.orders,
    daily,
    grossMargin: totals.grossMargin,
    reporting: await reportingTotals(
      database.db,
      await reportingCurrencyOf(database.db, entityCode),
      totals.days,
    ),
    receivedOrdersWaiting: num(work?.received),
    invoicesToComplete: num(work?.invoices),
    stock,
    topCustomers: customers,
    agents: agentSales,
  };
}
