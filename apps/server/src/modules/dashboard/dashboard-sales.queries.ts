import { sql, type SQL } from 'drizzle-orm';
import type {
  CountFigure,
  DailySales,
  DashboardRange,
  MoneyFigure,
  RankRow,
} from '@wander/contract';
import type { Database } from '../../platform/db/client.js';

/**
 * The dashboard's sales figures, computed in SQL over purchase orders (`po`) that count as sales:
 * paid and not cancelled since (Paid, Fulfilled, Completed), dated by their payment. `scope` is a
 * condition on `po` (a seller, an agent's orders, a buyer).
 */
export const soldIn = (from: string | SQL, to: string) =>
  sql`po.status in ('Paid','Fulfilled','Completed') and po.paid_at >= ${typeof from === 'string' ? sql`${from}::timestamptz` : from} and po.paid_at < ${to}::timestamptz`;

const num = (v: unknown) => Number(v ?? 0);

interface FigureRow {
  currency: string;
  cur: string | number | null;
  prev: string | number | null;
  cur_n?: string | number | null;
  prev_n?: string | number | null;
}

export const moneyFigures = (rows: FigureRow[]): MoneyFigure[] =>
  rows.map((r) => ({ currency: r.currency, currentMinor: num(r.cur), previousMinor: num(r.prev) }));

/** Sales per currency and the order count, now and in the previous period. */
export async function salesFigures(
  database: Database,
  scope: SQL,
  range: DashboardRange,
): Promise<{ sales: MoneyFigure[]; orders: CountFigure }> {
  const rows = await database.rows<FigureRow>(sql`
    select po.currency,
      sum(po.total_minor) filter (where po.paid_at >= ${range.from}::timestamptz) as cur,
      sum(po.total_minor) filter (where po.paid_at < ${range.previousTo}::timestamptz) as prev,
      count(*) filter (where po.paid_at >= ${range.from}::timestamptz) as cur_n,
      count(*) filter (where po.paid_at < ${range.previousTo}::timestamptz) as prev_n
    from purchase_orders po
    where ${scope} and ${soldIn(range.previousFrom, range.to)}
      and (po.paid_at >= ${range.from}::timestamptz or po.paid_at < ${range.previousTo}::timestamptz)
    group by po.currency
    order by po.currency`);
  return {
    sales: moneyFigures(rows),
    orders: {
      current: rows.reduce((n, r) => n + num(r.cur_n), 0),
      previous: rows.reduce((n, r) => n + num(r.prev_n), 0),
    },
  };
}

/** Sales per UTC day of the period (days without sales are left out). */
export async function dailySales(
  database: Database,
  scope: SQL,
  range: DashboardRange,
): Promise<DailySales[]> {
  const rows = await database.rows<{ day: string; currency: string; s: unknown; n: unknown }>(sql`
    select to_char(po.paid_at at time zone 'UTC', 'YYYY-MM-DD') as day, po.currency,
      sum(po.total_minor) as s, count(*) as n
    from purchase_orders po
    where ${scope} and ${soldIn(range.from, range.to)}
    group by 1, 2
    order by 1, 2`);
  return rows.map((r) => ({
    day: r.day,
    currency: r.currency,
    salesMinor: num(r.s),
    orders: num(r.n),
  }));
}

/**
 * Gross margin per currency: each sold line's revenue before tax less its cost, the seller's
 * cost setups (product/CostSetup) effective on the day of payment, in the order's currency: per
 * cost type the latest active amount, summed over types, times the quantity. Lines whose variant
 * has no cost for its seller are left out (no cost is not a zero cost).
 */
export async function grossMargin(
  database: Database,
  scope: SQL,
  range: DashboardRange,
): Promise<MoneyFigure[]> {
  // Each line is joined to its seller's costs of its plan and currency by a hash join, then per
  // line and cost type the latest effective on the payment day is kept (no per-line lookups).
  const rows = await database.rows<FigureRow>(sql`
    with sold as (
      select l.id as line_id, po.currency, po.distributor_entity_code as seller, l.variant_id,
        (po.paid_at at time zone 'UTC')::date as day,
        po.paid_at >= ${range.from}::timestamptz as cur,
        l.line_total_minor - l.tax_minor as revenue, l.qty
      from purchase_orders po join purchase_order_lines l on l.po_id = po.id
      where ${scope} and ${soldIn(range.previousFrom, range.to)}
        and (po.paid_at >= ${range.from}::timestamptz or po.paid_at < ${range.previousTo}::timestamptz)
    ), costs as (
      select line_id, sum(amount_minor) as unit_cost from (
        select distinct on (s.line_id, cs.cost_type_id) s.line_id, cs.amount_minor
        from sold s join cost_setups cs on cs.variant_id = s.variant_id
          and cs.entity_code = s.seller and cs.currency = s.currency
          and cs.is_active and cs.effective_date <= s.day
        order by s.line_id, cs.cost_type_id, cs.effective_date desc) x
      group by line_id
    )
    select s.currency,
      sum(s.revenue - c.unit_cost * s.qty) filter (where s.cur) as cur,
      sum(s.revenue - c.unit_cost * s.qty) filter (where not s.cur) as prev
    from sold s join costs c on c.line_id = s.line_id
    group by s.currency
    order by s.currency`);
  return moneyFigures(rows);
}

interface RankSqlRow {
  key: string;
  label: string;
  currency: string;
  s: unknown;
  n: unknown;
}
const rankRows = (rows: RankSqlRow[]): RankRow[] =>
  rows.map((r) => ({
    key: r.key,
    label: r.label,
    currency: r.currency,
    salesMinor: num(r.s),
    count: num(r.n),
  }));

export const TOP = 5;

/** The best-selling plans (variants) of the period, by sales; count is the eSIMs sold. */
export async function topPlans(database: Database, scope: SQL, range: DashboardRange) {
  return rankRows(
    await database.rows<RankSqlRow>(sql`
      select l.variant_id::text as key, min(l.variant_name) as label,
        po.currency, sum(l.line_total_minor) as s, sum(l.qty) as n
      from purchase_orders po join purchase_order_lines l on l.po_id = po.id
      where ${scope} and ${soldIn(range.from, range.to)}
      group by l.variant_id, po.currency
      order by s desc, key
      limit ${TOP}`),
  );
}

/**
 * The best-selling destinations: a plan of one country counts for that country, a regional
 * plan ("Europe 30 countries") for its own name; count is the eSIMs sold.
 */
export async function topDestinations(database: Database, scope: SQL, range: DashboardRange) {
  return rankRows(
    await database.rows<RankSqlRow>(sql`
      with per_product as (
        select l.product_id, po.currency, sum(l.line_total_minor) as s, sum(l.qty) as n,
          min(l.product_name) as product_name
        from purchase_orders po join purchase_order_lines l on l.po_id = po.id
        where ${scope} and ${soldIn(range.from, range.to)}
        group by l.product_id, po.currency
      ), labelled as (
        select pp.*, d.code, d.name from per_product pp
        cross join lateral (
          select case when count(*) = 1 then min(c.country_code) end as code,
            case when count(*) = 1 then min(c.country_name) end as name
          from product_countries pc join countries c on c.country_code = pc.country_code
          where pc.product_id = pp.product_id
        ) d
      )
      select coalesce(code, product_id::text) as key, coalesce(name, min(product_name)) as label,
        currency, sum(s) as s, sum(n) as n
      from labelled
      group by coalesce(code, product_id::text), name, currency
      order by s desc, key
      limit ${TOP}`),
  );
}

/** Sales ranked by a grouping of the orders (a key and a label expression over `po`). */
export async function rankedSales(
  database: Database,
  scope: SQL,
  range: DashboardRange,
  key: SQL,
  label: SQL,
  joins: SQL = sql``,
) {
  return rankRows(
    await database.rows<RankSqlRow>(sql`
      select ${key} as key, min(${label}) as label, po.currency,
        sum(po.total_minor) as s, count(*) as n
      from purchase_orders po ${joins}
      where ${scope} and ${soldIn(range.from, range.to)}
      group by ${key}, po.currency
      order by s desc, key
      limit ${TOP}`),
  );
}
