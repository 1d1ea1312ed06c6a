/**
 * The catalogue search statement as it was before the ready cards (catalog_cards, migration
 * 0041): it joins products, variants, prices and countries on every search. Kept as the oracle
 * the card statement must answer byte for byte like (catalog-cards.test.ts), and as "before" in
 * `npm run bench:catalog` (bench/catalog-before-loader.ts swaps it into the server). Not used by
 * the server itself.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { CatalogFilter } from '../modules/catalog/catalog-search.queries.js';
import { discountedSql } from '../modules/catalog/discount-rule.js';

/** The variant conditions (type, days >=, data >=) shared by the match and the variant list. */
function variantConditions(f: CatalogFilter): SQL {
  const parts: SQL[] = [sql`v.is_active`];
  if (f.types.length === 1) parts.push(sql`v.is_day_pass = ${f.types[0]}`);
  if (f.days) parts.push(sql`v.days >= ${f.days}`);
  if (f.dataGb) parts.push(sql`v.data_gb >= ${f.dataGb}`);
  return sql.join(parts, sql` and `);
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * How relevant a product is to the chosen countries (`p`): `rank` 0 when it covers exactly them,
 * 1 regional (its countries lie in at most two regions), 2 global (three regions or more);
 * `partial` when it covers only some of them. Reads product_countries by its primary key.
 */
function relevanceSql(countryCodes: string[]): SQL {
  const chosen = sql`string_to_array(${countryCodes.join(',')}, ',')`;
  return sql`select case when cov.n = ${countryCodes.length} and cov.hit = cov.n then 0
      when cov.regions >= 3 then 2 else 1 end as rank,
    cov.hit < ${countryCodes.length} as partial
    from (select count(*) as n, count(*) filter (where pc.country_code = any(${chosen})) as hit,
        count(distinct co.region) as regions
      from product_countries pc join countries co on co.country_code = pc.country_code
      where pc.product_id = p.id) cov`;
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
 * One statement: the page of matching products with the total, each with its variants priced at
 * the distributor and matching the filters, its discount tiers, promotions, recommendations and
 * countries, already in the answer's JSON shape (`items`, as text: the server neither parses nor
 * re-serialises it; the json_build_object keys are the allow-list of catalogProductSchema). A
 * product matches when it covers one of the countries and has at least one such variant. Order:
 * plans covering exactly the chosen countries, then regional, then global (relevanceSql), each
 * cheapest first; with `topPlansFor`, the top plans in their order instead. Index paths:
 * product_countries (country_code, product_id), product_prices (entity_code, variant_id),
 * product_variants pk, products_name_trgm for textSearch. No match answers total null.
 */
export function catalogSearchSql(f: CatalogFilter): SQL {
  const vc = variantConditions(f);
  const where: SQL[] = [sql`p.is_active`, sql`exists (select 1 from dist)`];
  if (f.textSearch) where.push(sql`p.product_name ilike ${likePattern(f.textSearch)}`);
  // The cheapest matching variant at the distributor; none: the product does not match.
  where.push(sql`m.cheapest is not null`);
  const top = !!f.topPlansFor;
  // With countries, start from the country index and reach products by primary key.
  const candidates = f.topPlansFor
    ? topPlanCandidatesSql(f, f.topPlansFor)
    : f.countryCodes.length > 0
      ? sql`, cand as materialized (select distinct pc.product_id from product_countries pc
          where pc.country_code = any(string_to_array(${f.countryCodes.join(',')}, ',')))`
      : sql``;
  const from =
    top || f.countryCodes.length > 0
      ? sql`cand join products p on p.id = cand.product_id`
      : sql`products p`;
  const rank = top
    ? sql`select cand.pin as rank, false as partial`
    : f.countryCodes.length > 0
      ? relevanceSql(f.countryCodes)
      : sql`select 0 as rank, false as partial`;
  const offset = (f.pageIndex - 1) * f.pageSize;
  return sql`with dist as materialized (
    select d.default_currency from companies d
    where d.entity_code = ${f.distributor} and d.company_type = 'distributor' and ${f.connected}
  )${candidates},
  page as (
    select p.id, p.product_name, r.rank, r.partial, m.cheapest, count(*) over () as total
    from ${from}
    cross join lateral (select min(pp.unit_price_minor) as cheapest
      from product_variants v join product_prices pp on pp.variant_id = v.id
        and pp.entity_code = ${f.distributor} and pp.is_active
      where v.product_id = p.id and ${vc}) m
    cross join lateral (${rank}) r
    where ${sql.join(where, sql` and `)}
    order by r.rank, r.partial, m.cheapest, p.product_name, p.id
    limit ${f.pageSize} offset ${offset}
  ),
  card as (
    select page.id, page.product_name, page.rank, page.partial, p.product_code, p.image,
      p.description, p.uom_id, v.variants, v.prices, v.cheapest, v.cheapest_currency
    from page join products p on p.id = page.id
    cross join lateral (
      select json_agg(json_build_object(
          'variantId', v.id, 'variantCode', v.variant_code, 'variant', v.variant_value,
          'variantName', v.variant_name, 'days', v.days, 'data', v.data_gb::float8,
          'isDayPass', v.is_day_pass, 'networkName', v.network_name,
          'unitPrice', ${minorToDecimal(sql`pp.unit_price_minor`)}, 'image', v.image)
          order by v.is_day_pass, v.days, v.data_gb) as variants,
        jsonb_object_agg(v.id, pp.unit_price_minor) as prices,
        min(pp.unit_price_minor) as cheapest,
        (array_agg(pp.currency order by pp.unit_price_minor, v.is_day_pass, v.days, v.data_gb))[1]
          as cheapest_currency
      from product_variants v join product_prices pp on pp.variant_id = v.id
        and pp.entity_code = ${f.distributor} and pp.is_active
      where v.product_id = p.id and ${vc}
    ) v
  )
  select (select total from page limit 1)::int as "total",
    (select default_currency from dist) as "currency",
    coalesce(json_agg(json_build_object(
      'productId', c.id, 'productCode', c.product_code, 'productName', c.product_name,
      'image', c.image, 'description', c.description, 'uomId', c.uom_id,
      'unitPrice', ${minorToDecimal(sql`coalesce(c.cheapest, 0)`)},
      'currency', coalesce(c.cheapest_currency, (select default_currency from dist), 'MYR'),
      'countryCodes', array(select pc.country_code from product_countries pc
        where pc.product_id = c.id order by pc.country_code),
      'productVariants', coalesce(c.variants, '[]'::json),
      'discountInfos', (select coalesce(json_agg(json_build_object(
          'description', t.description,
          'price', ${minorToDecimal(
            discountedSql(
              sql`coalesce((c.prices ->> t.variant_id::text)::bigint, c.cheapest, 0)`,
              sql`t.discount_bp`,
            ),
          )},
          'minQuantity', t.min_quantity, 'discountPercent', (t.discount_bp / 100.0)::float8,
          'variantId', t.variant_id) order by t.min_quantity), '[]'::json)
        from product_discount_tiers t
        where t.entity_code = ${f.distributor} and t.product_id = c.id),
      'promotions', (select coalesce(json_agg(json_build_object(
          'title', pr.title, 'description', pr.description, 'variantId', pr.variant_id)
          order by pr.promotion_code), '[]'::json)
        from promotions pr where pr.entity_code = ${f.distributor} and pr.is_active
          and (pr.product_id = c.id or pr.product_id is null)
          and (pr.starts_at is null or pr.starts_at <= now())
          and (pr.ends_at is null or pr.ends_at > now())),
      'recommended', (select coalesce(json_agg(json_build_object(
          'productId', rc.recommended_product_id, 'productName', rp.product_name,
          'reason', rc.reason) order by rc.sort_order, rp.product_name), '[]'::json)
        from recommendations rc join products rp on rp.id = rc.recommended_product_id
        where rc.entity_code = ${f.distributor} and rc.product_id = c.id and rc.is_active
          and rp.is_active and exists (select 1 from product_prices rpp
            where rpp.entity_code = ${f.distributor} and rpp.product_id = rp.id and rpp.is_active)))
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

/** Countries covered by the products a distributor sells, by name (the catalogue's country picker). */
export function coveredCountriesSql(distributor: string): SQL {
  return sql`select c.country_name as "label", c.country_code as "value" from countries c
    where exists (select 1 from product_countries pc
      join product_prices pp on pp.product_id = pc.product_id
      where pc.country_code = c.country_code and pp.entity_code = ${distributor} and pp.is_active)
    order by c.country_name`;
}
