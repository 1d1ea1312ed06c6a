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
}

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
 * One statement: the page of matching products (by name) with the total, each with its variants
 * priced at the distributor and matching the filters, its discount tiers, promotions and
 * countries, already in the answer's JSON shape (`items`, as text: the server neither parses nor
 * re-serialises it; the json_build_object keys are the allow-list of catalogProductSchema). A
 * product matches when it covers one of the countries and has at least one such variant. Index
 * paths: product_countries (country_code, product_id), product_prices (entity_code, variant_id),
 * product_variants pk, products_name_trgm for textSearch. No match answers total null.
 */
export function catalogSearchSql(f: CatalogFilter): SQL {
  const vc = variantConditions(f);
  const where: SQL[] = [sql`p.is_active`, sql`exists (select 1 from dist)`];
  if (f.textSearch) where.push(sql`p.product_name ilike ${likePattern(f.textSearch)}`);
  where.push(sql`exists (select 1 from product_variants v
    where v.product_id = p.id and ${vc} and exists (select 1 from product_prices pp
      where pp.entity_code = ${f.distributor} and pp.variant_id = v.id and pp.is_active))`);
  // With countries, start from the country index and reach products by primary key.
  const candidates =
    f.countryCodes.length > 0
      ? sql`, cand as materialized (select distinct pc.product_id from product_countries pc
          where pc.country_code = any(string_to_array(${f.countryCodes.join(',')}, ',')))`
      : sql``;
  const from =
    f.countryCodes.length > 0
      ? sql`cand join products p on p.id = cand.product_id`
      : sql`products p`;
  const offset = (f.pageIndex - 1) * f.pageSize;
  return sql`with dist as materialized (
    select d.default_currency from companies d
    where d.entity_code = ${f.distributor} and d.company_type = 'distributor' and ${f.connected}
  )${candidates},
  page as (
    select p.id, p.product_name, count(*) over () as total
    from ${from}
    where ${sql.join(where, sql` and `)}
    order by p.product_name, p.id
    limit ${f.pageSize} offset ${offset}
  ),
  card as (
    select page.id, page.product_name, p.product_code, p.image, p.description, p.uom_id,
      v.variants, v.prices, v.cheapest, v.cheapest_currency
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
          and (pr.ends_at is null or pr.ends_at > now())))
      order by c.product_name, c.id), '[]'::json)::text as "items"
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
