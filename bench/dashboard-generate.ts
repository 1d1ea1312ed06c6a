/**
 * A year of DIST001's sales over the 2,000-product bench catalogue, written in SQL (same rows on
 * every run: a fixed random seed): BENCH_ORDERS_PER_DAY (default 200) orders a day for 365 days,
 * one in four by one of its business customers (half of those attributed to one of its agents),
 * the others by its consumers; one in ten in HKD and one in ten in SGD (its other stores), the
 * rest in MYR; 1-2 lines each, popular plans selling more (a cubed random pick); one cost per plan
 * (70 % of its price, effective a year and more ago), in USD for every other plan (a supplier's
 * bill, converted at each sale's day), and 3 eSIMs in stock each. The lines' costs are then
 * recorded as payments record them (`recordMissingLineCosts`), timed on their own.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/platform/db/client.js';
import { recordMissingLineCosts } from '../apps/server/src/modules/orders/record-line-costs.js';

export async function seedYearOfOrders(
  database: Database,
  perDay: number,
): Promise<{ seconds: number; costSeconds: number; costedLines: number }> {
  const started = performance.now();
  const total = perDay * 365;
  await database.db.transaction(async (tx) => {
    const run = (q: string) => tx.execute(sql.raw(q));
    await run(`create table bench_variants as
      select row_number() over (order by v.variant_code)::int as n, v.id, v.product_id,
        p.product_code, p.product_name, v.variant_code, v.variant_name, v.days, v.data_gb,
        v.is_day_pass, pp.unit_price_minor as price
      from product_variants v join products p on p.id = v.product_id
      join product_prices pp on pp.variant_id = v.id and pp.entity_code = 'DIST001'
      where p.product_code like 'BENCH-%'`);
    await run(`alter table bench_variants add primary key (n)`);
    const VARIANTS = Number(
      (
        (await tx.execute(sql`select count(*)::int as n from bench_variants`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0].n,
    );
    await run(`analyze bench_variants`);
    await run(`select setseed(0.42)`);
    await run(`insert into purchase_orders (document_no, entity_code, distributor_entity_code,
        currency, status, payment_method, agent_id, consumer_id, paid_at, created_at,
        fulfilled_at, completed_at)
      select 'BO-' || lpad(g::text, 7, '0'),
        case when g % 4 = 0 then c.cust[1 + g % array_length(c.cust, 1)] else 'DIST001' end,
        'DIST001', case g % 10 when 1 then 'HKD' when 2 then 'SGD' else 'MYR' end, 'Completed', case when g % 4 = 0 then 'wallet' else 'card' end,
        case when g % 8 = 0 then a.ag[1 + (g / 8) % array_length(a.ag, 1)] end,
        case when g % 4 <> 0 then k.con[1 + g % array_length(k.con, 1)] end,
        t.ts, t.ts, t.ts, t.ts
      from generate_series(1, ${total}) g
      cross join lateral (select now() - (g::float8 / ${total}) * interval '365 days' as ts) t
      cross join (select array_agg(entity_code order by entity_code) as cust from companies
        where parent_entity_code = 'DIST001' and company_type = 'customer') c
      cross join (select array_agg(id order by id) as con from consumers
        where entity_code = 'DIST001') k
      cross join (select array_agg(id order by id) as ag from agents
        where entity_code = 'DIST001') a`);
    await run(`insert into purchase_order_lines (po_id, line_no, product_id, variant_id,
        product_code, product_name, variant_code, variant_name, days, data_gb, is_day_pass, qty,
        unit_price_minor, line_total_minor)
      select po.id, k, bv.product_id, bv.id, bv.product_code, bv.product_name, bv.variant_code,
        bv.variant_name, bv.days, bv.data_gb, bv.is_day_pass, r.q, bv.price, r.q * bv.price
      from purchase_orders po
      cross join lateral generate_series(1, 1 + (hashtext(po.document_no) & 1)) k
      cross join lateral (
        select 1 + floor(${VARIANTS} * power(random(), 3) + 0 * k)::int as n,
          1 + floor(random() * 3 + 0 * k)::int as q
      ) r
      join lateral (select * from bench_variants b where b.n = r.n) bv on true
      where po.document_no like 'BO-%'`);
    await run(`update purchase_orders po set subtotal_minor = x.s, total_minor = x.s
      from (select po_id, sum(line_total_minor) as s from purchase_order_lines group by po_id) x
      where x.po_id = po.id and po.document_no like 'BO-%'`);
    await run(`insert into cost_setups (entity_code, cost_type_id, product_id, variant_id,
        currency, amount_minor, effective_date)
      select 'DIST001', ct.id, bv.product_id, bv.id, case when bv.n % 2 = 0 then 'MYR' else 'USD' end,
        (bv.price * case when bv.n % 2 = 0 then 0.7 else 0.7 / 4.4 end)::bigint, current_date - 400
      from bench_variants bv
      cross join (select id from cost_types where entity_code = 'DIST001'
        order by cost_type_code limit 1) ct`);
    await run(`insert into wander_serial_numbers (entity_code, product_id, variant_id, iccid,
        activation_code)
      select 'DIST001', bv.product_id, bv.id, '8998' || lpad((bv.n * 3 + s)::text, 16, '0'),
        'LPA:1$bench.wander.test$' || bv.n || '-' || s
      from bench_variants bv cross join generate_series(1, 3) s`);
    await run(`drop table bench_variants`);
  });
  const costsFrom = performance.now();
  const costedLines = await recordMissingLineCosts(database.db);
  const costSeconds = (performance.now() - costsFrom) / 1000;
  // A database in use has its visibility map set (index-only scans) and its statistics.
  await database.db.execute(sql`vacuum analyze`);
  return { seconds: (performance.now() - started) / 1000, costSeconds, costedLines };
}
