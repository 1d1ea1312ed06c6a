import { sql, type SQL } from 'drizzle-orm';
import {
  CURRENCY_EXPONENTS,
  PLAN_SUPPLY_FILTERS,
  PLAN_SUPPLY_SORTS,
  SUPPLY_FLAGS,
  type MarginAlert,
  type PagingRequest,
  type PlanSupplyRow,
  type SupplyFlag,
} from '@wander/contract';
import type { Database } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';

/**
 * The plan-supply list of a distributor: every variant of its products, how it is supplied, the
 * provider package and its cost (the accepted one before a change), the selling price, the free
 * stock, the suggested price in the selling currency and the rate it was made at, and the flags
 * the distributor must look at (Withdrawn, Price changed, Margin below minimum, No rate).
 */
const base = (entityCode: string) => sql`
  from product_variants v
  join products p on p.id = v.product_id
  left join product_prices pp on pp.entity_code = ${entityCode} and pp.variant_id = v.id
  left join plan_supplies s on s.entity_code = ${entityCode} and s.variant_id = v.id
  left join provider_packages pk on pk.entity_code = s.entity_code and pk.id = s.provider_package_id
  left join providers pr on pr.entity_code = pk.entity_code and pr.id = pk.provider_id
  where (p.entity_code = ${entityCode} or pp.id is not null)`;

const columns = (entityCode: string) => sql`
  v.id as "variantId", p.product_code as "productCode", p.product_name as "productName",
  v.variant_name as "variantName", coalesce(s.mode, 'stock') as "mode",
  pr.id as "providerId", pr.provider_name as "providerName", pk.id as "providerPackageId",
  pk.package_code as "packageCode", pk.package_name as "packageName",
  pk.cost_minor as "providerCost", pk.previous_cost_minor as "previousCost",
  pk.currency as "costCurrency", pp.unit_price_minor as "sellingPrice",
  pp.currency as "sellingCurrency",
  (select count(*) from wander_serial_numbers n where n.entity_code = ${entityCode}
     and n.variant_id = v.id and n.status = 'available' and n.reserved_for_line_id is null)::int
     as "availableStock",
  pk.status = 'Withdrawn' as "withdrawn", pk.suggested_price_minor as "suggestedPrice",
  pk.suggested_currency as "suggestedCurrency", pk.suggested_on::text as "suggestedOn",
  pk.suggestion_rate::text as "suggestionRate",
  pk.suggestion_rate_date::text as "suggestionRateDate", pk.suggestion_note as "suggestionNote",
  pk.margin_alert as "marginAlert"`;

/** Each flag's condition, in the order the row's `flag` takes the first. */
const FLAG_SQL: Record<SupplyFlag, SQL> = {
  Withdrawn: sql`pk.status = 'Withdrawn'`,
  'Price changed': sql`pk.previous_cost_minor is not null and pk.status <> 'Withdrawn'`,
  'Margin below minimum': sql`pk.margin_alert is not null and pk.status <> 'Withdrawn'`,
  'No rate': sql`pk.suggestion_note is not null and pk.status <> 'Withdrawn'`,
};

const SORT_SQL: Record<(typeof PLAN_SUPPLY_SORTS)[number], SQL> = {
  productName: sql`p.product_name`,
  mode: sql`coalesce(s.mode, 'stock')`,
  providerCost: sql`pk.cost_minor`,
  availableStock: sql`"availableStock"`,
};

function filtersOf(request: PagingRequest): SQL[] {
  const where: SQL[] = [];
  for (const f of request.filterColumns) {
    const name = f.columnName as (typeof PLAN_SUPPLY_FILTERS)[number];
    if (!PLAN_SUPPLY_FILTERS.includes(name) || f.filterValue === null || f.filterValue === '') {
      throw AppError.validation({ filterColumns: [`${f.columnName} cannot be filtered`] });
    }
    const value = String(f.filterValue);
    if (name === 'mode') where.push(sql`coalesce(s.mode, 'stock') = ${value}`);
    if (name === 'providerId') where.push(sql`pr.id::text = ${value}`);
    if (name === 'flag') {
      const flag = SUPPLY_FLAGS.find((f) => f === value);
      if (!flag) throw AppError.validation({ filterColumns: [`${value} is not a flag`] });
      where.push(FLAG_SQL[flag]);
    }
    if (name === 'search') {
      const like = `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.push(
        sql`(p.product_name ilike ${like} or v.variant_name ilike ${like} or p.product_code ilike ${like} or pk.package_code ilike ${like} or pr.provider_name ilike ${like})`,
      );
    }
  }
  return where;
}

export async function searchPlanSupply(
  database: Database,
  entityCode: string,
  request: PagingRequest,
) {
  const where = filtersOf(request);
  const condition = where.length ? sql`and ${sql.join(where, sql` and `)}` : sql``;
  const order = request.sortColumns
    .map((s) => {
      const column = SORT_SQL[s.columnName as keyof typeof SORT_SQL];
      if (!column) throw AppError.validation({ sortColumns: [`${s.columnName} cannot be sorted`] });
      return sql`${column} ${s.sortOrder === 'desc' ? sql`desc nulls last` : sql`asc nulls last`}`;
    })
    .concat(sql`p.product_name asc`, sql`v.variant_name asc`, sql`v.id asc`);
  const offset = (request.pageIndex - 1) * request.pageSize;
  const [items, [{ total }]] = await Promise.all([
    database.rows<Selected>(
      sql`select ${columns(entityCode)} ${base(entityCode)} ${condition} order by ${sql.join(order, sql`, `)} limit ${request.pageSize} offset ${offset}`,
    ),
    database.rows<{ total: number }>(
      sql`select count(*)::int as total ${base(entityCode)} ${condition}`,
    ),
  ]);
  return {
    items: items.map(numbersOf),
    totalCount: total,
    pageCount: Math.ceil(total / request.pageSize),
  };
}

export async function planSupplyRow(database: Database, entityCode: string, variantId: string) {
  const [row] = await database.rows<Selected>(
    sql`select ${columns(entityCode)} ${base(entityCode)} and v.id = ${variantId}`,
  );
  return row ? numbersOf(row) : null;
}

/** A row as selected: amounts in minor units (bigint: a string from some drivers). */
type Minor = number | string | null;
type Selected = Omit<
  PlanSupplyRow,
  'providerCost' | 'previousCost' | 'sellingPrice' | 'suggestedPrice' | 'flag' | 'flags'
> & {
  providerCost: Minor;
  previousCost: Minor;
  sellingPrice: Minor;
  suggestedPrice: Minor;
  withdrawn: boolean | null;
  marginAlert: MarginAlert | null;
};

/** Minor units as the decimal amount of their currency (JPY and IDR have none, BHD three). */
function amountOf(minor: Minor, currency: string | null): number | null {
  if (minor === null || minor === undefined) return null;
  const exponent = currency ? (CURRENCY_EXPONENTS[currency] ?? 2) : 2;
  return Number(minor) / 10 ** exponent;
}

function numbersOf(row: Selected): PlanSupplyRow {
  const { withdrawn, ...rest } = row;
  const flags: SupplyFlag[] = withdrawn
    ? ['Withdrawn']
    : [
        ...(row.previousCost !== null ? (['Price changed'] as const) : []),
        ...(row.marginAlert ? (['Margin below minimum'] as const) : []),
        ...(row.suggestionNote ? (['No rate'] as const) : []),
      ];
  return {
    ...rest,
    providerCost: amountOf(row.providerCost, row.costCurrency),
    previousCost: amountOf(row.previousCost, row.costCurrency),
    sellingPrice: amountOf(row.sellingPrice, row.sellingCurrency),
    suggestedPrice: amountOf(row.suggestedPrice, row.suggestedCurrency),
    availableStock: Number(row.availableStock),
    flag: flags[0] ?? null,
    flags,
  };
}
