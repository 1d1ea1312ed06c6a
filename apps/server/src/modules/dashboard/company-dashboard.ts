import { sql } from 'drizzle-orm';
import type { CompanyDashboard, DashboardRange } from '@wander/contract';
import type { Database } from '../../platform/db/client.js';
import { dailySales, grossMargin, rankedSales, salesFigures } from './dashboard-sales.queries.js';

const num = (v: unknown) => Number(v ?? 0);
const STOCK_ROWS = 8;

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
  const [figures, daily, margin, customers, agentSales] = await Promise.all([
    salesFigures(database, seller, range),
    dailySales(database, seller, range),
    grossMargin(database, seller, range),
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
  ]);
  const [work] = await database.rows<{ received: unknown; invoices: unknown }>(sql`
    select
      (select count(*) from purchase_orders po where ${seller} and po.status = 'Paid'
        and coalesce(po.delivery_on_payment, '') <> 'Pending') as received,
      (select count(*) from invoices i where i.entity_code = ${entityCode}
        and i.status in ('Draft', 'Open')) as invoices`);
  // Stock per plan: eSIMs available against the last 30 days' sales; the plans that run out
  // first come first (out of stock with sales: 0 days).
  const stock = await database.rows<{
    variant_id: string;
    product_name: string;
    variant_name: string;
    available: unknown;
    sold: unknown;
  }>(sql`
    with avail as (
      select s.variant_id, count(*) as n from wander_serial_numbers s
      where s.entity_code = ${entityCode} and s.status = 'available'
      group by s.variant_id
    ), sold as (
      select l.variant_id, sum(l.qty) as q
      from purchase_orders po join purchase_order_lines l on l.po_id = po.id
      where ${seller} and po.status in ('Paid','Fulfilled','Completed')
        and po.paid_at >= ${range.to}::timestamptz - interval '30 days'
        and po.paid_at < ${range.to}::timestamptz
      group by l.variant_id
    )
    select v.id::text as variant_id, p.product_name, v.variant_name,
      coalesce(a.n, 0) as available, coalesce(s.q, 0) as sold
    from avail a full join sold s on s.variant_id = a.variant_id
    join product_variants v on v.id = coalesce(a.variant_id, s.variant_id)
    join products p on p.id = v.product_id
    order by case when coalesce(s.q, 0) > 0 then coalesce(a.n, 0)::float8 / s.q end nulls last,
      coalesce(a.n, 0), p.product_name, v.variant_name
    limit ${STOCK_ROWS}`);
  return {
    range,
    ...figures,
    daily,
    grossMargin: margin,
    receivedOrdersWaiting: num(work?.received),
    invoicesToComplete: num(work?.invoices),
    stock: stock.map((s) => {
      const available = num(s.available);
      const sold = num(s.sold);
      return {
        variantId: s.variant_id,
        productName: s.product_name,
        variantName: s.variant_name,
        available,
        soldLast30Days: sold,
        daysLeft: sold > 0 ? Math.round((available / (sold / 30)) * 10) / 10 : null,
      };
    }),
    topCustomers: customers,
    agents: agentSales,
  };
}
