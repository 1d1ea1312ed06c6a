import { sql, type SQL } from 'drizzle-orm';
import type { CompanyDashboard } from '@wander/contract';
import type { Database } from '../../platform/db/client.js';
import { plansIn } from './dashboard-seller.queries.js';

const STOCK_ROWS = 8;
const num = (v: unknown) => Number(v ?? 0);

interface StockSql {
  variant_id: string;
  product_name: string;
  variant_name: string;
  available: unknown;
  sold: unknown;
  /** 'provider' or 'stock-then-provider' while its provider supplies it; else null. */
  supplied_by: string | null;
}

/**
 * How the plan is supplied when a provider supplies it on demand (issue 27's modes; issue 37:
 * such a plan never runs out): its package on sale and its provider account active.
 */
const suppliedBy = (entityCode: string, variant: SQL) => sql`(
  select ps.mode from plan_supplies ps
  join provider_packages pp on pp.entity_code = ps.entity_code and pp.id = ps.provider_package_id
  join providers pr on pr.entity_code = pp.entity_code and pr.id = pp.provider_id
  where ps.entity_code = ${entityCode} and ps.variant_id = ${variant} and ps.mode <> 'stock'
    and pp.status = 'Active' and pr.is_active)`;

/**
 * A distributor's stock per plan: eSIMs available against the sales of [from, to) (the last 30
 * days), with the days they last at that rate; the plans that run out first come first (sold
 * out with sales: 0 days). A plan a provider supplies never runs out (issue 37): it says so, has
 * no days left, and comes after the plans of stock alone. Counted per sold plan (an index probe
 * each) rather than over the whole stock; plans in stock without sales fill the list only when
 * fewer than 8 plans sold.
 */
export async function stockForecast(
  database: Database,
  entityCode: string,
  from: string,
  to: string,
): Promise<CompanyDashboard['stock']> {
  const named = sql`v.id::text as variant_id, p.product_name, v.variant_name`;
  const soldPlans = await database.rows<StockSql>(sql`
    with sold as (
      select variant_id, sum(q) as q from (${plansIn(entityCode, from, to)}) r
      group by variant_id
    ), lasting as (
      select s.variant_id, a.n as available, s.q as sold, sp.supplied_by
      from sold s
      cross join lateral (
        select count(*) as n from wander_serial_numbers w
        where w.entity_code = ${entityCode} and w.status = 'available'
          and w.variant_id = s.variant_id
      ) a
      cross join lateral (select ${suppliedBy(entityCode, sql`s.variant_id`)} as supplied_by) sp
      order by sp.supplied_by is not null, a.n::float8 / s.q, a.n, s.variant_id
      limit ${STOCK_ROWS}
    )
    select ${named}, l.available, l.sold, l.supplied_by
    from lasting l join product_variants v on v.id = l.variant_id
    join products p on p.id = v.product_id
    order by l.supplied_by is not null, l.available::float8 / l.sold, l.available, l.variant_id`);
  const unsold =
    soldPlans.length < STOCK_ROWS
      ? await database.rows<StockSql>(sql`
          with stocked as (
            select w.variant_id, count(*) as available
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
            limit ${STOCK_ROWS - soldPlans.length}
          )
          select ${named}, s.available, 0 as sold,
            ${suppliedBy(entityCode, sql`s.variant_id`)} as supplied_by
          from stocked s join product_variants v on v.id = s.variant_id
          join products p on p.id = v.product_id
          order by s.available, s.variant_id`)
      : [];
  return [...soldPlans, ...unsold].map((s) => {
    const available = num(s.available);
    const sold = num(s.sold);
    const supply = (s.supplied_by ?? 'stock') as 'stock' | 'provider' | 'stock-then-provider';
    return {
      variantId: s.variant_id,
      productName: s.product_name,
      variantName: s.variant_name,
      available,
      soldLast30Days: sold,
      supply,
      // Whole days of stock at the last 30 days' pace (the day it runs out does not count);
      // none for a plan its provider supplies.
      daysLeft: sold > 0 && supply === 'stock' ? Math.floor((available * 30) / sold) : null,
    };
  });
}
