import { sql } from 'drizzle-orm';
import { wanderSerialNumbers as serial } from '../../db/schema/index.js';

/**
 * Whether the supplier of an eSIM (a row of wander_serial_numbers in the query) adds data to that
 * very eSIM (issue 37): it was bought from an active provider whose package for its plan (the
 * plan imported from the package, or the package the plan is supplied by) can be topped up. An
 * eSIM from the distributor's own stock never can: another plan is another eSIM.
 */
export const supplierTopsUpSql = sql<boolean>`exists (select 1 from provider_packages pk
  join providers pr on pr.entity_code = pk.entity_code and pr.id = pk.provider_id
  where pk.entity_code = ${serial.entityCode} and pk.provider_id = ${serial.providerId}
    and pk.top_upable and pr.is_active
    and (pk.variant_id = ${serial.variantId} or pk.id in (select ps.provider_package_id
      from plan_supplies ps
      where ps.entity_code = ${serial.entityCode} and ps.variant_id = ${serial.variantId})))`;

/** The data (GB) the provider has added to the eSIM: its completed top-ups' packages. */
export const toppedUpGbSql = sql<number>`coalesce((select sum(l.data_gb) from provider_orders o
  join purchase_order_lines l on l.id = o.po_line_id
  where o.entity_code = ${serial.entityCode} and o.serial_id = ${serial.id}
    and o.kind = 'top-up' and o.status = 'Completed'), 0)`.mapWith(Number);

/** The ISO codes the eSIM's product covers, sorted. */
export const esimCountriesSql = sql<string[]>`coalesce((select array_agg(pc.country_code
  order by pc.country_code) from product_countries pc where pc.product_id = ${serial.productId}),
  '{}')`;
