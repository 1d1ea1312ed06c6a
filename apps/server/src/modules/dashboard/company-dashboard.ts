import { sql } from 'drizzle-orm';
import type { CompanyDashboard, DashboardRange } from '@wander/contract';
import type { Database } from '../../platform/db/client.js';
import {
  dailySales,
  grossMargin,
  rankedSales,
  salesFigures,
  soldIn,
} from './dashboard-sales.queries.js';

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
  // first come first (sold out with sales: 0 days). Counted per sold plan (an index probe each)
  // rather than over the whole stock; plans in stock without sales fill the list only when fewer
  // than STOCK_ROWS plans sold.
  type StockSql = { variant_id: string; available: unknown; sold: unknown };
  const soldPlans = await database.rows<StockSql>(sql`
    with sold as (
      select l.variant_id, sum(l.qty) as q
      from purchase_orders po join purchase_order_lines l on l.po_id = po.id
      where ${seller} and ${soldIn(sql`${range.to}::timestamptz - interval '30 days'`, range.to)}
      group by l.variant_id
    )
    select s.variant_id::text as variant_id, a.n as available, s.q as sold
    from sold s
    cross join lateral (
      select count(*) as n from wander_serial_numbers w
      where w.entity_code = ${entityCode} and w.status = 'available' and w.variant_id = s.variant_id
    ) a
    order by a.n::float8 / s.q, a.n, s.variant_id
    limit ${STOCK_ROWS}`);
  const unsold =
    soldPlans.length < STOCK_ROWS
      ? await database.rows<StockSql>(sql`
          select w.variant_id::text as variant_id, count(*) as available, 0 as sold
          from wander_serial_numbers w
          where w.entity_code = ${entityCode} and w.status = 'available'
            ${
              soldPlans.length
                ? sql`and w.variant_id::text not in (${sql.join(
                    soldPlans.map((p) => sql`${p.variant_id}`),
                    sql`, `,
                  )})`
                : sql``
            }
          group by w.variant_id
          order by count(*), w.variant_id
          limit ${STOCK_ROWS - soldPlans.length}`)
      : [];
  const plans = [...soldPlans, ...unsold];
  const names = plans.length
    ? await database.rows<{ variant_id: string; product_name: string; variant_name: string }>(sql`
        select v.id::text as variant_id, p.product_name, v.variant_name
        from product_variants v join products p on p.id = v.product_id
        where v.id::text in (${sql.join(
          plans.map((p) => sql`${p.variant_id}`),
          sql`, `,
        )})`)
    : [];
  const stock = plans.map((p) => {
    const name = names.find((n) => n.variant_id === p.variant_id);
    return { ...p, product_name: name?.product_name ?? '', variant_name: name?.variant_name ?? '' };
  });
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
