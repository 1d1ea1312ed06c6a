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
  return dailyRows(rows);
}

/** Sales per day and currency as the dashboard answers them. */
export const dailyRows = (
  rows: { day: string; currency: string; s: unknown; n: unknown }[],
): DailySales[] =>
  rows.map((r) => ({ day: r.day, currency: r.currency, salesMinor: num(r.s), orders: num(r.n) }));

export interface RankSqlRow {
  key: string;
  label: string;
  currency: string;
  s: unknown;
  n: unknown;
}
export const rankRows = (rows: RankSqlRow[]): RankRow[] =>
  rows.map((r) => ({
    key: r.key,
    label: r.label,
    currency: r.currency,
    salesMinor: num(r.s),
    count: num(r.n),
  }));

export const TOP = 5;

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
