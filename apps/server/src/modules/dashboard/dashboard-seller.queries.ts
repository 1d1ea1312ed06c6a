import { sql, type SQL } from 'drizzle-orm';
import type { CountFigure, DailySales, DashboardRange, MoneyFigure } from '@wander/contract';
import type { Database } from '../../platform/db/client.js';
import { dailyRows, rankRows, TOP, type RankSqlRow } from './dashboard-sales.queries.js';
import type { DayFigure } from './reporting-currency.js';
import {
  daysIn,
  liveIn,
  orderSales,
  planSales,
  windowOf,
  type Window,
} from './dashboard-rollup.js';

/**
 * The platform's and a distributor's sales figures (seller null: every seller), read from the
 * roll-up of closed days (dashboard-rollup.ts) plus the rest of the period counted live.
 */
const num = (v: unknown) => Number(v ?? 0);

const sellerIs = (seller: string | null, column: SQL) =>
  seller === null ? sql`true` : sql`${column} = ${seller}`;

function windows(range: DashboardRange) {
  return {
    cur: windowOf(range.from, range.to),
    prev: windowOf(range.previousFrom, range.previousTo),
  };
}

/**
 * Per-day rows of the roll-up and of the live rest: `k` is the UTC day and whether it counts in
 * the current period ('2026-11-28|1'); a day can hold both periods' live parts.
 */
const salesUnion = (seller: string | null, cur: Window, prev: Window) => sql`
  select currency, sales_minor as s, orders as n, margin_minor as m, costed_lines as c,
    to_char(day, 'YYYY-MM-DD') || case when ${daysIn(cur)} then '|1' else '|0' end as k
  from dashboard_day_sales
  where ${sellerIs(seller, sql`entity_code`)} and (${daysIn(cur)} or ${daysIn(prev)})
  union all
  select currency, s, n, m, c, k from (${orderSales(
    sql`${sellerIs(seller, sql`po.distributor_entity_code`)} and (${liveIn(cur)} or ${liveIn(prev)})`,
    sql`to_char(po.paid_at at time zone 'UTC', 'YYYY-MM-DD')
      || case when ${liveIn(cur)} then '|1' else '|0' end`,
  )}) x`;

/** Sales, orders and margin per currency and day of both periods (the reporting currency's). */
export async function sellerTotals(
  database: Database,
  seller: string | null,
  range: DashboardRange,
): Promise<{
  sales: MoneyFigure[];
  orders: CountFigure;
  grossMargin: MoneyFigure[];
  days: DayFigure[];
}> {
  const { cur, prev } = windows(range);
  const rows = await database.rows<
    Record<string, string | number | null> & { currency: string; k: string }
  >(sql`
    select currency, k, sum(s) as s, sum(n) as n, sum(m) as m, sum(c) as c
    from (${salesUnion(seller, cur, prev)}) r
    group by currency, k
    order by currency, k`);
  const days: DayFigure[] = rows.map((r) => ({
    currency: r.currency,
    day: r.k.slice(0, 10),
    current: r.k.endsWith('|1'),
    salesMinor: num(r.s),
    orders: num(r.n),
    marginMinor: num(r.m),
    costedLines: num(r.c),
  }));
  const currencies = [...new Set(days.map((d) => d.currency))];
  const sum = (currency: string, pick: (d: DayFigure) => number, current: boolean) =>
    days
      .filter((d) => d.currency === currency && d.current === current)
      .reduce((n, d) => n + pick(d), 0);
  return {
    sales: currencies.map((currency) => ({
      currency,
      currentMinor: sum(currency, (d) => d.salesMinor, true),
      previousMinor: sum(currency, (d) => d.salesMinor, false),
    })),
    orders: {
      current: days.filter((d) => d.current).reduce((n, d) => n + d.orders, 0),
      previous: days.filter((d) => !d.current).reduce((n, d) => n + d.orders, 0),
    },
    grossMargin: currencies
      .filter((c) => days.some((d) => d.currency === c && d.costedLines > 0))
      .map((currency) => ({
        currency,
        currentMinor: sum(currency, (d) => d.marginMinor, true),
        previousMinor: sum(currency, (d) => d.marginMinor, false),
      })),
    days,
  };
}

/** Sales per UTC day of the period (days without sales are left out). */
export async function sellerDaily(
  database: Database,
  seller: string | null,
  range: DashboardRange,
): Promise<DailySales[]> {
  const w = windowOf(range.from, range.to);
  const rows = await database.rows<{ day: string; currency: string; s: unknown; n: unknown }>(sql`
    select day, currency, sum(s) as s, sum(n) as n from (
      select to_char(day, 'YYYY-MM-DD') as day, currency, sales_minor as s, orders as n
      from dashboard_day_sales where ${sellerIs(seller, sql`entity_code`)} and ${daysIn(w)}
      union all
      select k, currency, s, n from (${orderSales(
        sql`${sellerIs(seller, sql`po.distributor_entity_code`)} and ${liveIn(w)}`,
        sql`to_char(po.paid_at at time zone 'UTC', 'YYYY-MM-DD')`,
      )}) x
    ) r
    group by 1, 2
    order by 1, 2`);
  return dailyRows(rows);
}

/** Per-plan rows of [from, to): the roll-up's closed days and the live rest. */
export const plansIn = (seller: string | null, from: string, to: string) => {
  const w = windowOf(from, to);
  return sql`
    select variant_id, product_id, currency, sales_minor as s, qty as q
    from dashboard_day_plans where ${sellerIs(seller, sql`entity_code`)} and ${daysIn(w)}
    union all
    select variant_id, product_id, currency, s, q from (${planSales(
      sql`${sellerIs(seller, sql`po.distributor_entity_code`)} and ${liveIn(w)}`,
      sql`0`,
    )}) x`;
};

/** The best-selling plans (variants) of the period, by sales; count is the eSIMs sold. */
export async function sellerTopPlans(
  database: Database,
  seller: string | null,
  range: DashboardRange,
) {
  return rankRows(
    await database.rows<RankSqlRow>(sql`
      with per_plan as (
        select variant_id, currency, sum(s) as s, sum(q) as n
        from (${plansIn(seller, range.from, range.to)}) r
        group by variant_id, currency
        order by s desc, variant_id::text
        limit ${TOP}
      )
      select p.variant_id::text as key, v.variant_name as label, p.currency, p.s, p.n
      from per_plan p join product_variants v on v.id = p.variant_id
      order by p.s desc, key`),
  );
}

/**
 * The best-selling destinations: a plan of one country counts for that country, a regional
 * plan ("Europe 30 countries") for its own name; count is the eSIMs sold.
 */
export async function sellerTopDestinations(
  database: Database,
  seller: string | null,
  range: DashboardRange,
) {
  return rankRows(
    await database.rows<RankSqlRow>(sql`
      with per_product as (
        select product_id, currency, sum(s) as s, sum(q) as n
        from (${plansIn(seller, range.from, range.to)}) r
        group by product_id, currency
      ), places as (
        select pc.product_id, min(pc.country_code) as code
        from product_countries pc
        where pc.product_id in (select product_id from per_product)
        group by pc.product_id
        having count(*) = 1
      )
      select coalesce(c.country_code, pp.product_id::text) as key,
        coalesce(c.country_name, min(p.product_name)) as label,
        pp.currency, sum(pp.s) as s, sum(pp.n) as n
      from per_product pp
      join products p on p.id = pp.product_id
      left join places pl on pl.product_id = pp.product_id
      left join countries c on c.country_code = pl.code
      group by 1, c.country_name, pp.currency
      order by s desc, key
      limit ${TOP}`),
  );
}

/** The sellers ranked by sales in the period (the platform's distributors). */
export async function sellersBySales(database: Database, range: DashboardRange) {
  const w = windowOf(range.from, range.to);
  return rankRows(
    await database.rows<RankSqlRow>(sql`
      with per_seller as (
        select entity_code as seller, currency, sales_minor as s, orders as n
        from dashboard_day_sales where ${daysIn(w)}
        union all
        select seller, currency, s, n from (${orderSales(liveIn(w), sql`0`)}) x
      )
      select r.seller as key, min(s.company_name) as label, r.currency, sum(r.s) as s,
        sum(r.n) as n
      from per_seller r join companies s on s.entity_code = r.seller
      group by r.seller, r.currency
      order by s desc, key
      limit ${TOP}`),
  );
}
