import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { DASHBOARD_PERIODS, type DashboardRange, type MoneyFigure } from '@wander/contract';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import type { Database } from '../../platform/db/client.js';
import { dashboardRange } from '@wander/contract';
import { windowOf } from './dashboard-rollup.js';
import {
  dailySales,
  moneyFigures,
  rankedSales,
  rankRows,
  salesFigures,
  soldIn,
  TOP,
  type RankSqlRow,
} from './dashboard-sales.queries.js';
import { platformDashboard } from './platform-dashboard.js';
import { companyDashboard } from './company-dashboard.js';

/*
 * The roll-up of closed days must answer exactly what counting every order live answers. The
 * live reference below is the dashboard's SQL before the roll-up (one statement per figure over
 * all orders of the period), kept here as the oracle.
 */

interface FigureRow {
  currency: string;
  cur: string | number | null;
  prev: string | number | null;
}

/**
 * Gross margin per currency: each sold line's revenue before tax less the unit cost recorded in
 * the sale's currency when it was paid (issue 40), times the quantity. Lines without a recorded
 * cost are left out (no cost is not a zero cost).
 */
async function grossMargin(
  database: Database,
  scope: SQL,
  range: DashboardRange,
): Promise<MoneyFigure[]> {
  const rows = await database.rows<FigureRow>(sql`
    with sold as (
      select l.id as line_id, po.currency,
        po.paid_at >= ${range.from}::timestamptz as cur,
        l.line_total_minor - l.tax_minor as revenue, l.qty
      from purchase_orders po join purchase_order_lines l on l.po_id = po.id
      where ${scope} and ${soldIn(range.previousFrom, range.to)}
        and (po.paid_at >= ${range.from}::timestamptz or po.paid_at < ${range.previousTo}::timestamptz)
    )
    select s.currency,
      sum(s.revenue - c.unit_cost_minor * s.qty) filter (where s.cur) as cur,
      sum(s.revenue - c.unit_cost_minor * s.qty) filter (where not s.cur) as prev
    from sold s join purchase_order_line_costs c on c.line_id = s.line_id
    where c.status = 'costed'
    group by s.currency
    order by s.currency`);
  return moneyFigures(rows);
}

/** The best-selling plans (variants) of the period, by sales; count is the eSIMs sold. */
async function topPlans(database: Database, scope: SQL, range: DashboardRange) {
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
async function topDestinations(database: Database, scope: SQL, range: DashboardRange) {
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

async function liveSeller(database: Database, scope: SQL, range: DashboardRange) {
  const figures = await salesFigures(database, scope, range);
  return {
    sales: figures.sales,
    orders: figures.orders,
    daily: await dailySales(database, scope, range),
    grossMargin: await grossMargin(database, scope, range),
  };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sellerFigures = (d: {
  sales: MoneyFigure[];
  orders: unknown;
  daily: unknown;
  grossMargin: MoneyFigure[];
}) => ({ sales: d.sales, orders: d.orders, daily: d.daily, grossMargin: d.grossMargin });

/** Every period of the platform's and two distributors' dashboards equals the live count. */
async function expectRollupMatchesLive() {
  const database = t.database;
  for (const period of DASHBOARD_PERIODS) {
    const range = dashboardRange(period);
    const platform = await platformDashboard(database, range);
    expect(sellerFigures(platform), `Platform ${period}`).toEqual(
      await liveSeller(database, sql`true`, range),
    );
    expect(platform.topPlans, `Platform ${period} plans`).toEqual(
      await topPlans(database, sql`true`, range),
    );
    expect(platform.topDestinations, `Platform ${period} destinations`).toEqual(
      await topDestinations(database, sql`true`, range),
    );
    expect(platform.distributors, `Platform ${period} distributors`).toEqual(
      await rankedSales(
        database,
        sql`true`,
        range,
        sql`po.distributor_entity_code`,
        sql`s.company_name`,
        sql`join companies s on s.entity_code = po.distributor_entity_code`,
      ),
    );
    for (const seller of ['DIST001', 'DIST002']) {
      const company = await companyDashboard(database, seller, range);
      expect(sellerFigures(company), `${seller} ${period}`).toEqual(
        await liveSeller(database, sql`po.distributor_entity_code = ${seller}`, range),
      );
      const sold = await database.rows<{ variant_id: string; q: unknown }>(sql`
        select l.variant_id::text as variant_id, sum(l.qty) as q
        from purchase_orders po join purchase_order_lines l on l.po_id = po.id
        where po.distributor_entity_code = ${seller}
          and ${soldIn(sql`${range.to}::timestamptz - interval '30 days'`, range.to)}
        group by l.variant_id`);
      for (const plan of company.stock.filter((s) => s.soldLast30Days > 0))
        expect(plan.soldLast30Days, `${seller} ${period} ${plan.variantName}`).toBe(
          Number(sold.find((s) => s.variant_id === plan.variantId)?.q),
        );
    }
  }
}

const marker = async (day: string) =>
  (
    await t.database.rows<{ valid: boolean }>(
      sql`select valid from dashboard_days where day = ${day}::date`,
    )
  )[0]?.valid;

/** A sold DIST001 order paid some days ago (a closed, rolled-up day) and its day. */
async function oldSale(daysAgo: number) {
  const [order] = await t.database.rows<{ id: string; day: string; total: number }>(sql`
    select po.id::text as id, to_char(po.paid_at at time zone 'UTC', 'YYYY-MM-DD') as day,
      po.total_minor::int as total
    from purchase_orders po
    where po.distributor_entity_code = 'DIST001' and po.status in ('Paid','Fulfilled','Completed')
      and po.paid_at < now() - ${`${daysAgo} days`}::interval
      and po.paid_at > now() - interval '29 days'
    order by po.paid_at desc limit 1`);
  expect(order, `a DIST001 sale more than ${daysAgo} days old`).toBeDefined();
  return order;
}

describe('dashboard roll-up of closed days', () => {
  it('answers every period exactly as counting every order live does', async () => {
    await expectRollupMatchesLive();
    const [filled] = await t.database.rows<{ days: number; rows: number }>(sql`
      select (select count(*)::int from dashboard_days where valid) as days,
        (select count(*)::int from dashboard_day_sales) as rows`);
    expect(filled.days).toBeGreaterThan(55);
    expect(filled.rows).toBeGreaterThan(10);
  });

  it('refills a day whose sale is cancelled, and the sale leaves the figures', async () => {
    const order = await oldSale(3);
    const range = dashboardRange('30d');
    const before = await companyDashboard(t.database, 'DIST001', range);
    expect(await marker(order.day)).toBe(true);
    await t.database.db.execute(
      sql`update purchase_orders set status = 'Cancelled' where id = ${order.id}::uuid`,
    );
    expect(await marker(order.day)).toBe(false);
    const after = await companyDashboard(t.database, 'DIST001', range);
    const myr = (f: MoneyFigure[]) => f.find((x) => x.currency === 'MYR')!.currentMinor;
    expect(myr(after.sales)).toBe(myr(before.sales) - order.total);
    expect(after.orders.current).toBe(before.orders.current - 1);
    expect(await marker(order.day)).toBe(true);
    await expectRollupMatchesLive();
  });

  it("follows a line's change; a cost set up after the sale leaves its margin as it was", async () => {
    const order = await oldSale(5);
    await t.database.db.execute(sql`
      update purchase_order_lines set qty = qty + 1, line_total_minor = line_total_minor * 2
      where po_id = ${order.id}::uuid and line_no = (
        select min(line_no) from purchase_order_lines where po_id = ${order.id}::uuid)`);
    expect(await marker(order.day)).toBe(false);
    await expectRollupMatchesLive();
    const range = dashboardRange('30d');
    const before = await platformDashboard(t.database, range);
    expect(before.grossMargin.length).toBeGreaterThan(0);
    // A new cost type's cost of every plan DIST001 sold, effective 20 days ago: 1.00 each.
    await t.database.db.execute(sql`
      insert into cost_types (entity_code, cost_type_code, cost_type_name)
      values ('DIST001', 'ROLLUP-FEE', 'Roll-up test fee')`);
    await t.database.db.execute(sql`
      insert into cost_setups (entity_code, cost_type_id, product_id, variant_id, currency,
        amount_minor, effective_date)
      select distinct 'DIST001', ct.id, l.product_id, l.variant_id, 'MYR', 100,
        (now() at time zone 'UTC')::date - 20
      from purchase_orders po join purchase_order_lines l on l.po_id = po.id
      cross join cost_types ct
      where po.distributor_entity_code = 'DIST001' and ct.cost_type_code = 'ROLLUP-FEE'`);
    // The sales' costs were recorded when they were paid: history is not rewritten.
    expect(await marker(order.day)).toBe(true);
    const after = await platformDashboard(t.database, range);
    expect(after.grossMargin).toEqual(before.grossMargin);
    await expectRollupMatchesLive();
  });
});

describe('windowOf', () => {
  const now = Date.parse('2026-11-26T10:00:00.000Z');
  it('reads the closed days between the partial first day and today', () => {
    expect(windowOf('2026-11-19T10:00:00.000Z', '2026-11-26T10:00:00.000Z', now)).toEqual({
      days: ['2026-11-20', '2026-11-26'],
      live: [
        ['2026-11-19T10:00:00.000Z', '2026-11-20T00:00:00.000Z'],
        ['2026-11-26T00:00:00.000Z', '2026-11-26T10:00:00.000Z'],
      ],
    });
  });
  it('counts today and a day not yet settled live', () => {
    expect(windowOf('2026-11-26T00:00:00.000Z', '2026-11-26T10:00:00.000Z', now).days).toBeNull();
    const justAfterMidnight = Date.parse('2026-11-26T00:05:00.000Z');
    expect(
      windowOf('2026-11-19T00:00:00.000Z', '2026-11-26T00:05:00.000Z', justAfterMidnight),
    ).toEqual({
      days: ['2026-11-19', '2026-11-25'],
      live: [['2026-11-25T00:00:00.000Z', '2026-11-26T00:05:00.000Z']],
    });
  });
});
