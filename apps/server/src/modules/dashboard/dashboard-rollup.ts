import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';

const DAY = 86_400_000;
/**
 * A day is rolled up once it has been over this long: a write to its orders that was still in
 * flight at midnight has committed by then (the triggers of migration 0040 only mark past days).
 */
const SETTLE_MS = 10 * 60_000;

export const SOLD = sql`po.status in ('Paid','Fulfilled','Completed')`;

const dayOf = (t: number) => new Date(Math.floor(t / DAY) * DAY).toISOString().slice(0, 10);

/**
 * Instants [from, to) read as the closed UTC days inside them (from the roll-up) and the rest
 * (the partial first day, today and any day not yet settled), counted live from the orders.
 */
export interface Window {
  days: [string, string] | null;
  live: [string, string][];
}

export function windowOf(from: string, to: string, now = Date.now()): Window {
  const start = Date.parse(from);
  const end = Date.parse(to);
  const firstDay = Math.ceil(start / DAY) * DAY;
  const lastDay = Math.min(Math.floor(end / DAY), Math.floor((now - SETTLE_MS) / DAY)) * DAY;
  if (firstDay >= lastDay) return { days: null, live: start < end ? [[from, to]] : [] };
  const live: [string, string][] = [];
  if (start < firstDay) live.push([from, new Date(firstDay).toISOString()]);
  if (lastDay < end) live.push([new Date(lastDay).toISOString(), to]);
  return { days: [dayOf(firstDay), dayOf(lastDay)], live };
}

/** The window's closed days as a condition on a `day` column of the roll-up. */
export const daysIn = (w: Window, column: SQL = sql`day`) =>
  w.days ? sql`(${column} >= ${w.days[0]}::date and ${column} < ${w.days[1]}::date)` : sql`false`;

/** The window's live instants as a condition on `po.paid_at`. */
export const liveIn = (w: Window) =>
  w.live.length
    ? sql`(${sql.join(
        w.live.map(
          ([a, b]) => sql`(po.paid_at >= ${a}::timestamptz and po.paid_at < ${b}::timestamptz)`,
        ),
        sql` or `,
      )})`
    : sql`false`;

/**
 * Sold orders matching `where`, per seller, `key` and currency: sales, orders, and the margin of
 * the lines costed when they were paid (`purchase_order_line_costs`, issue 40): revenue before
 * tax less the unit cost recorded in the sale's currency times the quantity. Lines without a
 * recorded cost (the plan had none, or no rate converted it) are left out of the margin (no cost
 * is not a zero cost).
 */
export const orderSales = (where: SQL, key: SQL) => sql`
  select po.distributor_entity_code as seller, ${key} as k, po.currency,
    sum(po.total_minor) as s, count(*) as n,
    coalesce(sum(m.margin), 0) as m, coalesce(sum(m.costed), 0) as c
  from purchase_orders po
  cross join lateral (
    select sum(l.line_total_minor - l.tax_minor - c.unit_cost_minor * l.qty) as margin,
      count(c.unit_cost_minor) as costed
    from purchase_order_lines l
    join purchase_order_line_costs c on c.entity_code = po.distributor_entity_code
      and c.line_id = l.id and c.status = 'costed'
    where l.po_id = po.id
  ) m
  where ${SOLD} and ${where}
  group by 1, 2, 3`;

/** Sold order lines matching `where`, per seller, `key`, currency and plan: sales and eSIMs. */
export const planSales = (where: SQL, key: SQL) => sql`
  select po.distributor_entity_code as seller, ${key} as k, po.currency, l.variant_id,
    l.product_id, sum(l.line_total_minor) as s, sum(l.qty) as q
  from purchase_orders po join purchase_order_lines l on l.po_id = po.id
  where ${SOLD} and ${where}
  group by 1, 2, 3, 4, 5`;

/**
 * Rolls up every closed day of [from, to) that is missing or stale, one day per transaction. The
 * day's marker is claimed first (a concurrent fill of the same day waits, then finds it valid and
 * leaves it), so each day is summed once and a write racing the fill marks it stale again.
 */
export async function ensureRolledUp(database: Database, from: string, to: string) {
  const w = windowOf(from, to);
  if (!w.days) return;
  const todo = await database.rows<{ day: string }>(sql`
    select d::date::text as day
    from generate_series(${w.days[0]}::date, ${w.days[1]}::date - 1, interval '1 day') d
    where not exists (select 1 from dashboard_days k where k.day = d::date and k.valid)
    order by 1`);
  for (const { day } of todo) {
    await database.db.transaction(async (tx) => {
      const claimed = (await tx.execute(sql`
        insert into dashboard_days (day, valid) values (${day}::date, true)
        on conflict (day) do update set valid = true where not dashboard_days.valid
        returning day`)) as unknown as { rows: unknown[] };
      if (!claimed.rows.length) return;
      const onDay = sql`po.paid_at >= ${day}::date::timestamp at time zone 'UTC'
        and po.paid_at < (${day}::date + 1)::timestamp at time zone 'UTC'`;
      await tx.execute(sql`delete from dashboard_day_sales where day = ${day}::date`);
      await tx.execute(sql`delete from dashboard_day_plans where day = ${day}::date`);
      await tx.execute(sql`
        insert into dashboard_day_sales (entity_code, day, currency, sales_minor, orders,
          margin_minor, costed_lines)
        select seller, k, currency, s, n, m, c from (${orderSales(onDay, sql`${day}::date`)}) x`);
      await tx.execute(sql`
        insert into dashboard_day_plans (entity_code, day, currency, variant_id, product_id,
          sales_minor, qty)
        select seller, k, currency, variant_id, product_id, s, q
        from (${planSales(onDay, sql`${day}::date`)}) x`);
    });
  }
  // A week or more just filled (a first read, a cost changed long ago): plan with its real size.
  if (todo.length >= 7)
    await database.db.execute(sql`analyze dashboard_day_sales, dashboard_day_plans`);
}
