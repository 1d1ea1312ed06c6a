import { sql } from 'drizzle-orm';
import { fromMinor, type StoreDestination } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';

/**
 * Every destination a platform sells (issue 28: the store's home and search): each country of
 * its distributor's active plans in the platform's currency, with how many plans cover it and the
 * lowest price. One statement, no limit (about 250 countries at most).
 */
export async function storeDestinations(
  db: Tx,
  platform: { entityCode: string; currencyCode: string },
): Promise<StoreDestination[]> {
  const rows = (await db.execute(sql`
    select pc.country_code, count(distinct v.id)::int as plans,
      min(pp.unit_price_minor) as from_minor
    from product_prices pp
    join product_variants v on v.id = pp.variant_id
    join products p on p.id = pp.product_id
    join product_countries pc on pc.product_id = p.id
    where pp.entity_code = ${platform.entityCode} and pp.currency = ${platform.currencyCode}
      and pp.is_active and v.is_active and p.is_active
    group by pc.country_code
    order by pc.country_code`)) as unknown as {
    rows: { country_code: string; plans: number; from_minor: string }[];
  };
  return rows.rows.map((r) => ({
    countryCode: r.country_code,
    plans: Number(r.plans),
    fromPrice: fromMinor(Number(r.from_minor)),
    currency: platform.currencyCode,
  }));
}
