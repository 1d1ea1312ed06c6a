import { sql } from 'drizzle-orm';
import type { StoreDestination } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import {
  salePrice,
  salePricing,
  soldCurrencySql,
  type SalePricing,
} from '../catalog/currency-pricing.js';
import { storeAmount } from './store-amounts.js';

/**
 * Every destination a platform sells (issue 28: the store's home and search): each country of
 * its distributor's active plans in the platform's currency (or converted to it, issue 40), with
 * how many plans cover it and the lowest price. One statement, no limit (about 250 countries at
 * most, times the currencies the prices are in).
 */
export async function storeDestinations(
  db: Tx,
  platform: { entityCode: string; currencyCode: string },
  pricing?: SalePricing,
): Promise<StoreDestination[]> {
  const sale = pricing ?? (await salePricing(db, platform.entityCode, platform.currencyCode));
  const rows = (await db.execute(sql`
    select pc.country_code, pp.currency, count(distinct v.id)::int as plans,
      min(pp.unit_price_minor) as from_minor
    from product_prices pp
    join product_variants v on v.id = pp.variant_id
    join products p on p.id = pp.product_id
    join product_countries pc on pc.product_id = p.id
    where pp.entity_code = ${platform.entityCode} and ${soldCurrencySql(sale, sql`pp.currency`)}
      and pp.is_active and v.is_active and p.is_active
    group by pc.country_code, pp.currency
    order by pc.country_code`)) as unknown as {
    rows: { country_code: string; currency: string; plans: number; from_minor: string }[];
  };
  // A variant has one price of its distributor, so a country's plans add up over the currencies;
  // conversion and rounding never reorder one currency's prices, so its lowest stays the lowest.
  const byCountry = new Map<string, { plans: number; fromMinor: number }>();
  for (const r of rows.rows) {
    const price = salePrice(sale, Number(r.from_minor), r.currency);
    if (!price) continue;
    const seen = byCountry.get(r.country_code);
    byCountry.set(r.country_code, {
      plans: (seen?.plans ?? 0) + Number(r.plans),
      fromMinor: Math.min(seen?.fromMinor ?? Infinity, price.minor),
    });
  }
  return [...byCountry].map(([countryCode, d]) => ({
    countryCode,
    plans: d.plans,
    fromPrice: storeAmount(sale.currency, d.fromMinor),
    currency: sale.currency,
  }));
}
