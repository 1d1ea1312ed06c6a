import { sql, type SQL } from 'drizzle-orm';
import type { CatalogProduct } from '@wander/contract';
import { discounted } from './discount-rule.js';

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
 * countries. A product matches when it covers one of the countries and has at least one such
 * variant. Index paths: product_countries (country_code, product_id), product_prices
 * (entity_code, variant_id), product_variants pk, products_name_trgm for textSearch.
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
  )
  select page.total::int as "total", (select default_currency from dist) as "currency", p.id as "productId", p.product_code as "productCode",
    p.product_name as "productName", p.image, p.description, p.uom_id as "uomId",
    (select coalesce(json_agg(json_build_object(
        'variantId', v.id, 'variantCode', v.variant_code, 'variant', v.variant_value,
        'variantName', v.variant_name, 'days', v.days, 'data', v.data_gb, 'isDayPass', v.is_day_pass,
        'networkName', v.network_name, 'unitPriceMinor', pp.unit_price_minor,
        'currency', pp.currency, 'image', v.image)
        order by v.is_day_pass, v.days, v.data_gb), '[]'::json)
      from product_variants v join product_prices pp on pp.variant_id = v.id
        and pp.entity_code = ${f.distributor} and pp.is_active
      where v.product_id = p.id and ${vc}
    ) as "variants",
    (select coalesce(json_agg(json_build_object(
        'variantId', t.variant_id, 'minQuantity', t.min_quantity, 'discountBp', t.discount_bp,
        'description', t.description) order by t.min_quantity), '[]'::json)
      from product_discount_tiers t where t.entity_code = ${f.distributor} and t.product_id = p.id
    ) as "tiers",
    (select coalesce(json_agg(json_build_object(
        'title', pr.title, 'description', pr.description, 'variantId', pr.variant_id)
        order by pr.promotion_code), '[]'::json)
      from promotions pr where pr.entity_code = ${f.distributor} and pr.is_active
        and (pr.product_id = p.id or pr.product_id is null)
        and (pr.starts_at is null or pr.starts_at <= now()) and (pr.ends_at is null or pr.ends_at > now())
    ) as "promotions",
    array(select pc.country_code from product_countries pc where pc.product_id = p.id
      order by pc.country_code) as "countryCodes"
  from page join products p on p.id = page.id
  order by page.product_name, page.id`;
}

/** The total alone, for a page past the end (the page statement then has no row to carry it). */
export function catalogCountSql(f: CatalogFilter): SQL {
  const first = catalogSearchSql({ ...f, pageIndex: 1, pageSize: 1 });
  return sql`select coalesce((select total from (${first}) s limit 1), 0) as "total"`;
}

interface RawVariant {
  variantId: string;
  variantCode: string;
  variant: string;
  variantName: string;
  days: number;
  data: number | string;
  isDayPass: boolean;
  networkName: string | null;
  unitPriceMinor: number | string;
  currency: string;
  image: string | null;
}
interface RawTier {
  variantId: string | null;
  minQuantity: number;
  discountBp: number;
  description: string;
}
export interface RawCatalogRow {
  total: number;
  currency: string | null;
  productId: string;
  productCode: string;
  productName: string;
  image: string | null;
  description: string | null;
  uomId: string | null;
  variants: RawVariant[] | string;
  tiers: RawTier[] | string;
  promotions: CatalogProduct['promotions'] | string;
  countryCodes: string[];
}

const json = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

export function toCatalogProduct(row: RawCatalogRow, fallbackCurrency: string): CatalogProduct {
  const variants = json(row.variants).map((v) => ({
    ...v,
    data: Number(v.data),
    unitPriceMinor: Number(v.unitPriceMinor),
  }));
  const cheapest = variants.reduce<(typeof variants)[number] | undefined>(
    (min, v) => (!min || v.unitPriceMinor < min.unitPriceMinor ? v : min),
    undefined,
  );
  const tiers = json(row.tiers);
  return {
    productId: row.productId,
    productCode: row.productCode,
    productName: row.productName,
    image: row.image,
    description: row.description,
    uomId: row.uomId,
    unitPrice: (cheapest?.unitPriceMinor ?? 0) / 100,
    currency: cheapest?.currency ?? fallbackCurrency,
    countryCodes: row.countryCodes,
    productVariants: variants.map(({ unitPriceMinor, currency: _c, ...v }) => ({
      ...v,
      unitPrice: unitPriceMinor / 100,
    })),
    discountInfos: tiers.map((t) => {
      const base =
        variants.find((v) => v.variantId === t.variantId)?.unitPriceMinor ??
        cheapest?.unitPriceMinor ??
        0;
      return {
        description: t.description,
        price: discounted(base, t.discountBp) / 100,
        minQuantity: t.minQuantity,
        discountPercent: t.discountBp / 100,
        variantId: t.variantId,
      };
    }),
    promotions: json(row.promotions),
  };
}

/** Countries covered by the products a distributor sells, by name (the catalogue's country picker). */
export function coveredCountriesSql(distributor: string): SQL {
  return sql`select c.country_name as "label", c.country_code as "value" from countries c
    where exists (select 1 from product_countries pc
      join product_prices pp on pp.product_id = pc.product_id
      where pc.country_code = c.country_code and pp.entity_code = ${distributor} and pp.is_active)
    order by c.country_name`;
}
