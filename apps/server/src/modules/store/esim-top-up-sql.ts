import { sql } from 'drizzle-orm';

// The columns are written out with their table: drizzle leaves the table off a column of a
// one-table select, and inside these subqueries a bare "entity_code" would be the subquery's own.
// The query selects from wander_serial_numbers (not aliased).

/**
 * Whether the supplier of an eSIM (the row of wander_serial_numbers in the query) adds data to that
 * very eSIM (issue 37): it was bought from an active provider whose package for its plan (the
 * plan imported from the package, or the package the plan is supplied by) can be topped up. An
 * eSIM from the distributor's own stock never can: another plan is another eSIM.
 */
export const supplierTopsUpSql = sql<boolean>`exists (select 1 from provider_packages pk
  join providers pr on pr.entity_code = pk.entity_code and pr.id = pk.provider_id
  where pk.entity_code = wander_serial_numbers.entity_code
    and pk.provider_id = wander_serial_numbers.provider_id
    and pk.top_upable and pr.is_active
    and (pk.variant_id = wander_serial_numbers.variant_id
      or pk.id in (select ps.provider_package_id from plan_supplies ps
        where ps.entity_code = wander_serial_numbers.entity_code
          and ps.variant_id = wander_serial_numbers.variant_id)))`;

/** The data (GB) the provider has added to the eSIM: its completed top-ups' packages. */
export const toppedUpGbSql = sql<number>`coalesce((select sum(l.data_gb) from provider_orders o
  join purchase_order_lines l on l.id = o.po_line_id
  where o.entity_code = wander_serial_numbers.entity_code
    and o.serial_id = wander_serial_numbers.id
    and o.kind = 'top-up' and o.status = 'Completed'), 0)`.mapWith(Number);

/** The ISO codes the eSIM's product covers, sorted. */
export const esimCountriesSql = sql<string[]>`coalesce((select array_agg(pc.country_code
  order by pc.country_code) from product_countries pc
  where pc.product_id = wander_serial_numbers.product_id), '{}')`;
