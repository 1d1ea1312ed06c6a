import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.js';

/**
 * Which demo records get a creation time of their own, and over which days before today: from
 * `from` days ago (the first by `key`) to `to` days ago (the last). Set up before the sales
 * (catalogue, stock locations), then the network growing over half a year, devices lately.
 */
const SPREADS = [
  { table: 'products', key: 'product_code', from: 240, to: 200 },
  { table: 'locations', key: 'id', from: 230, to: 200 },
  { table: 'companies', key: 'entity_code', from: 220, to: 20 },
  { table: 'users', key: 'email', from: 215, to: 15 },
  { table: 'customers', key: 'id', from: 200, to: 10 },
  { table: 'agents', key: 'id', from: 190, to: 30 },
  { table: 'promotions', key: 'promotion_code', from: 90, to: 5 },
  { table: 'partner_offers', key: 'id', from: 120, to: 7 },
  { table: 'consumer_devices', key: 'id', from: 60, to: 1 },
] as const;

/**
 * Spreads the creation times of the demo world's records over days and working hours, as real
 * records would be (the seed writes each table within one second). Deterministic: the same rank
 * gets the same day and time, so every seed of the demo looks alike. Only records created before
 * today are moved, so a second seed changes nothing.
 */
export async function spreadDemoTimes(db: Db) {
  for (const { table, key, from, to } of SPREADS) {
    await db.execute(
      sql.raw(`
      with ranked as (
        select ctid as row_id, row_number() over (order by "${key}") as rn, count(*) over () as n
        from "${table}" where created_at >= date_trunc('day', now())
      )
      update "${table}" t set created_at = date_trunc('day', now())
        - make_interval(days => ${from} - ((rn - 1) * ${from - to} / greatest(n - 1, 1))::int)
        + make_interval(hours => 8 + (rn * 7 % 10)::int, mins => (rn * 17 % 60)::int,
                        secs => (rn * 29 % 60)::int)
      from ranked where t.ctid = ranked.row_id`),
    );
  }
}
