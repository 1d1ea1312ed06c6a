import { sql } from 'drizzle-orm';
import type { CustomerDashboard, DashboardRange } from '@wander/contract';
import type { AuthCompany } from '../../platform/auth/context.js';
import type { Database } from '../../platform/db/client.js';
import { dailySales, moneyFigures, salesFigures } from './dashboard-sales.queries.js';

const num = (v: unknown) => Number(v ?? 0);
const RECENT = 5;

/**
 * network/DashboardInfo/Customer: what the working company spent on its purchase orders, its
 * wallet's balance, the eSIMs delivered to it and the data they used, and its latest orders.
 */
export async function customerDashboard(
  database: Database,
  company: AuthCompany,
  range: DashboardRange,
): Promise<CustomerDashboard> {
  const buyer = sql`po.entity_code = ${company.entityCode} and po.consumer_id is null
    and po.distributor_entity_code <> ${company.entityCode}`;
  const [figures, daily] = await Promise.all([
    salesFigures(database, buyer, range),
    dailySales(database, buyer, range),
  ]);
  const wallet = await database.rows<{ currency: string; cur: unknown; prev: unknown }>(sql`
    select w.currency, w.balance_minor as cur,
      w.balance_minor - coalesce((select sum(t.amount_minor) from wallet_transactions t
        where t.wallet_id = w.id and t.created_at >= ${range.previousTo}::timestamptz), 0) as prev
    from wallets w where w.company_id = ${company.id}::uuid`);
  const [esims] = await database.rows<{ cur: unknown; prev: unknown; active: unknown }>(sql`
    select
      count(*) filter (where s.delivered_at >= ${range.from}::timestamptz
        and s.delivered_at < ${range.to}::timestamptz) as cur,
      count(*) filter (where s.delivered_at >= ${range.previousFrom}::timestamptz
        and s.delivered_at < ${range.previousTo}::timestamptz) as prev,
      count(*) as active
    from wander_serial_numbers s
    join invoice_lines il on il.id = s.invoice_line_id
    join invoices i on i.id = il.invoice_id
    where i.customer_entity_code = ${company.entityCode} and s.status = 'delivered'`);
  const [usage] = await database.rows<{ cur: unknown; prev: unknown }>(sql`
    select
      sum(u.used_mb) filter (where u.usage_date >= (${range.from}::timestamptz at time zone 'UTC')::date) as cur,
      sum(u.used_mb) filter (where u.usage_date < (${range.from}::timestamptz at time zone 'UTC')::date
        and u.usage_date <= (${range.previousTo}::timestamptz at time zone 'UTC')::date) as prev
    from esim_usages u
    join wander_serial_numbers s on s.id = u.serial_id
    join invoice_lines il on il.id = s.invoice_line_id
    join invoices i on i.id = il.invoice_id
    where i.customer_entity_code = ${company.entityCode}
      and u.usage_date >= (${range.previousFrom}::timestamptz at time zone 'UTC')::date
      and u.usage_date <= (${range.to}::timestamptz at time zone 'UTC')::date`);
  const recent = await database.rows<{
    id: string;
    document_no: string;
    status: string;
    currency: string;
    total_minor: unknown;
    created_at: string | Date;
  }>(sql`
    select po.id::text as id, po.document_no, po.status, po.currency, po.total_minor,
      po.created_at
    from purchase_orders po
    where po.entity_code = ${company.entityCode} and po.consumer_id is null
    order by po.created_at desc, po.document_no desc
    limit ${RECENT}`);
  return {
    range,
    spend: figures.sales,
    orders: figures.orders,
    daily,
    wallet: moneyFigures(
      wallet.map((w) => ({ currency: w.currency, cur: num(w.cur), prev: num(w.prev) })),
    ),
    esimsDelivered: { current: num(esims?.cur), previous: num(esims?.prev) },
    usageMb: { current: num(usage?.cur), previous: num(usage?.prev) },
    activeEsims: num(esims?.active),
    recentOrders: recent.map((o) => ({
      id: o.id,
      documentNo: o.document_no,
      status: o.status,
      currency: o.currency,
      totalMinor: num(o.total_minor),
      createdAt: new Date(o.created_at).toISOString(),
    })),
  };
}
