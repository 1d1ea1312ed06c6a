import { sql, type SQL } from 'drizzle-orm';
import { discountedSql } from './discount-rule.js';

export interface CatalogFilter {
  distributor: string;
  countryCodes: string[];
  textSearch?: string | null;
  days?: number | null;
  dataGb?: number | null;
  types: boolean[]; // is_day_pass values allowed: [false] data, [true] day pass, or both
  pageIndex: number;
  pageSize: number;
  /** Which distributors the caller may buy from: a condition on `companies d`. */
  connected: SQL;
  /**
   * The top plans instead of a search (the catalogue before any search), for this buyer company:
   * its country's top plans first, then its region's, every market's, and the other markets'.
   */
  topPlansFor?: string | null;
}

/**
 * The variant conditions (type, days >=, data >=) on a card's variants unnested as `u` (a card
 * holds only active variants with an active price at its distributor).
 */
function variantConditions(f: CatalogFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.types.length === 1) parts.push(sql`u.day_pass = ${f.types[0]}`);
  if (f.days) parts.push(sql`u.days >= ${f.days}`);
  if (f.dataGb) parts.push(sql`u.data_gb >= ${f.dataGb}`);
  return sql.join(parts, sql` and `);
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The chosen countries as text[] (the shape of catalog_cards.country_codes). */
const chosenSql = (countryCodes: string[]) => sql`string_to_array(${countryCodes.join(',')}, ',')`;

/**
 * How relevant a card (`c`) is to the chosen countries: `rank` 0 when it covers exactly them,
 * 1 regional (its countries lie in at most two regions), 2 global (three regions or more);
 * `partial` when it covers only some of them. The card holds its countries and region count.
 */
function relevanceSql(countryCodes: string[]): SQL {
  return sql`select case when c.country_count = ${countryCodes.length}
        and cov.hit = c.country_count then 0
      when c.region_count >= 3 then 2 else 1 end as rank,
    cov.hit < ${countryCodes.length} as partial
    from (select count(*) as hit from (select unnest(${chosenSql(countryCodes)}) as x) chosen
      where chosen.x = any(c.country_codes)) cov`;
}

/**
 * The top plans a buyer sees first: the distributor's active top-plan lines, the buyer's country
 * (from its phone code) first, then its region, every market, the other markets; `pin` orders them.
 */
function topPlanCandidatesSql(f: CatalogFilter, buyer: string): SQL {
  return sql`, ctx as materialized (
    select co.country_code, co.region from companies b
    join countries co on co.phone_code = b.country_code
    where b.entity_code = ${buyer} order by co.country_code limit 1
  ),
  cand as materialized (
    select bs.product_id, min(bs.sort_order + 10000 * case
        when bs.country_code = (select country_code from ctx) then 0
        when bs.region = (select region from ctx) then 1
        when bs.country_code is null and bs.region is null then 2 else 3 end) as pin
    from best_sellings bs where bs.entity_code = ${f.distributor} and bs.is_active
    group by bs.product_id
  )`;
}

/**
 * A card's variants as rows `u`, in the answer's order (type, days, data, code) as `ord`. The
 * arrays are unnested in the select list (in lockstep: they have one length), not in FROM: a
 * function scan in FROM stores each call's rows in a tuplestore first, which made the whole
 * search about a fifth slower at 50 connections.
 */
const variantRows = sql`(select unnest(c.variant_ids) as id, unnest(c.day_passes) as day_pass,
  unnest(c.days) as days, unnest(c.data_gb) as data_gb, unnest(c.prices_minor) as price,
  unnest(c.currencies) as currency, unnest(c.variant_cards) as card,
  generate_series(1, cardinality(c.variant_ids)) as ord) u`;

/** The fields the filters read of a card's variants, as rows `u`. */
const variantFilterRows = sql`(select unnest(c.day_passes) as day_pass, unnest(c.days) as days,
  unnest(c.data_gb) as data_gb, unnest(c.prices_minor) as price) u`;

/**
 * One statement: the page of matching products with the total, each with its variants priced at
 * the distributor and matching the filters, its discount tiers, promotions, recommendations and
 * countries, already in the answer's JSON shape (`items`, as text: the server neither parses nor
 * re-serialises it; the json_build_object keys are the allow-list of catalogProductSchema). It
 * reads the distributor's ready cards (catalog_cards, one row per product it sells, rebuilt by
 * triggers when the catalogue changes: migration 0041): the variants' JSON, prices and filter
 * fields, the countries and region count. What depends on the time (promotion windows), on other
 * products (recommendations) or on the filters (the matching variants, the cheapest, discount
 * prices) is computed here. A product matches when it covers one of the countries (the GIN index
 * on country_codes) and has at least one matching variant. Order: plans covering exactly the
 * chosen countries, then regional, then global (relevanceSql), each cheapest first; with
 * `topPlansFor`, the top plans in their order instead. textSearch: catalog_cards_name_trgm_idx.
 * No match answers total null.
 */
export function catalogSearchSql(f: CatalogFilter): SQL {
  const vc = variantConditions(f);
  const d = f.distributor;
  const where: SQL[] = [sql`c.entity_code = ${d}`, sql`exists (select 1 from dist)`];
  if (f.countryCodes.length > 0 && !f.topPlansFor) {
    where.push(sql`c.country_codes && ${chosenSql(f.countryCodes)}`);
  }
  if (f.textSearch) where.push(sql`c.product_name ilike ${likePattern(f.textSearch)}`);
  // The cheapest matching variant at the distributor; none: the product does not match.
  where.push(sql`m.cheapest is not null`);
  const top = !!f.topPlansFor;
  const candidates = f.topPlansFor ? topPlanCandidatesSql(f, f.topPlansFor) : sql``;
  const from = top
    ? sql`cand join catalog_cards c on c.product_id = cand.product_id`
    : sql`catalog_cards c`;
  const rank = top
    ? sql`select cand.pin as rank, false as partial`
    : f.countryCodes.length > 0
      ? relevanceSql(f.countryCodes)
      : sql`select 0 as rank, false as partial`;
  const offset = (f.pageIndex - 1) * f.pageSize;
  return sql`with dist as materialized (
    select d.default_currency from companies d
    where d.entity_code = ${d} and d.company_type = 'distributor' and ${f.connected}
  )${candidates},
  page as (
    select c.product_id as id, c.product_name, r.rank, r.partial, m.cheapest,
      count(*) over () as total
    from ${from}
    cross join lateral (select min(u.price) as cheapest
      from ${variantFilterRows}
      where ${vc}) m
    cross join lateral (${rank}) r
    where ${sql.join(where, sql` and `)}
    order by r.rank, r.partial, m.cheapest, c.product_name, c.product_id
    limit ${f.pageSize} offset ${offset}
  ),
  card as (
    select page.id, page.product_name, page.rank, page.partial, c.product_code, c.image,
      c.description, c.uom_id, c.country_codes, v.variants, v.ids, v.prices, v.cheapest,
      v.cheapest_currency
    from page join catalog_cards c on c.entity_code = ${d} and c.product_id = page.id
    cross join lateral (
      select json_agg(u.card order by u.ord) as variants,
        array_agg(u.id) as ids, array_agg(u.price) as prices,
        min(u.price) as cheapest,
        (array_agg(u.currency order by u.price, u.ord))[1] as cheapest_currency
      from ${variantRows}
      where ${vc}
    ) v
  )
  select (select total from page limit 1)::int as "total",
    (select default_currency from dist) as "currency",
    coalesce(json_agg(json_build_object(
      'productId', c.id, 'productCode', c.product_code, 'productName', c.product_name,
      'image', c.image, 'description', c.description, 'uomId', c.uom_id,
      'unitPrice', ${minorToDecimal(sql`coalesce(c.cheapest, 0)`)},
      'currency', coalesce(c.cheapest_currency, (select default_currency from dist), 'MYR'),
      'countryCodes', c.country_codes,
      'productVariants', coalesce(c.variants, '[]'::json),
      'discountInfos', (select coalesce(json_agg(json_build_object(
          'description', t.description,
          'price', ${minorToDecimal(
            discountedSql(
              sql`coalesce(c.prices[array_position(c.ids, t.variant_id)], c.cheapest, 0)`,
              sql`t.discount_bp`,
            ),
          )},
          'minQuantity', t.min_quantity, 'discountPercent', (t.discount_bp / 100.0)::float8,
          'variantId', t.variant_id) order by t.min_quantity), '[]'::json)
        from product_discount_tiers t
        where t.entity_code = ${d} and t.product_id = c.id),
      'promotions', (select coalesce(json_agg(json_build_object(
          'title', pr.title, 'description', pr.description, 'variantId', pr.variant_id)
          order by pr.promotion_code), '[]'::json)
        from promotions pr where pr.entity_code = ${d} and pr.is_active
          and (pr.product_id = c.id or pr.product_id is null)
          and (pr.starts_at is null or pr.starts_at <= now())
          and (pr.ends_at is null or pr.ends_at > now())),
      'recommended', (select coalesce(json_agg(json_build_object(
          'productId', rc.recommended_product_id, 'productName', rp.product_name,
          'reason', rc.reason) order by rc.sort_order, rp.product_name), '[]'::json)
        from recommendations rc join products rp on rp.id = rc.recommended_product_id
        where rc.entity_code = ${d} and rc.product_id = c.id and rc.is_active
          and rp.is_active and exists (select 1 from product_prices rpp
            where rpp.entity_code = ${d} and rpp.product_id = rp.id and rpp.is_active)))
      order by c.rank, c.partial, c.cheapest, c.product_name, c.id), '[]'::json)::text as "items"
  from card c`;
}

/** Minor units to the API's decimal number (19.99 exactly as JavaScript's 1999 / 100). */
const minorToDecimal = (minor: SQL) => sql`(${minor} / 100.0)::float8`;

/** The total alone, for a page past the end (the page statement then has no row to carry it). */
export function catalogCountSql(f: CatalogFilter): SQL {
  const first = catalogSearchSql({ ...f, pageIndex: 1, pageSize: 1 });
  return sql`select coalesce((select total from (${first}) s), 0) as "total"`;
}

/** The statement's one row: `items` is the page's JSON array, ready to send. */
export interface CatalogPageRow {
  total: number | null;
  currency: string | null;
  items: string;
}

/** Countries covered by the products a distributor sells, by name (the catalogue's country picker). */
export function coveredCountriesSql(distributor: string): SQL {
  return sql`select c.country_name as "label", c.country_code as "value" from countries c
    where exists (select 1 from product_countries pc
      join product_prices pp on pp.product_id = pc.product_id
      where pc.country_code = c.country_code and pp.entity_code = ${distributor} and pp.is_active)
    order by c.country_name`;
}
