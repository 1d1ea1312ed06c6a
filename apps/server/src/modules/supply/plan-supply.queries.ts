import { sql, type SQL } from 'drizzle-orm';
import {
  PLAN_SUPPLY_FILTERS,
  PLAN_SUPPLY_SORTS,
  type PagingRequest,
  type PlanSupplyRow,
} from '@wander/contract';
import type { Database } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';

/**
 * The plan-supply list of a distributor: every variant of its products, how it is supplied, the
 * provider package and its cost (the accepted one before a change), the selling price, the free
 * stock, and the flag the distributor must look at (Price changed, Withdrawn).
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
  pk.cost_minor / 100.0 as "providerCost", pk.previous_cost_minor / 100.0 as "previousCost",
  pk.currency as "costCurrency", pp.unit_price_minor / 100.0 as "sellingPrice",
  pp.currency as "sellingCurrency",
  (select count(*) from wander_serial_numbers n where n.entity_code = ${entityCode}
     and n.variant_id = v.id and n.status = 'available' and n.reserved_for_line_id is null)::int
     as "availableStock",
  case when pk.status = 'Withdrawn' then 'Withdrawn'
       when pk.previous_cost_minor is not null then 'Price changed' end as "flag"`;

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
      where.push(
        value === 'Withdrawn'
          ? sql`pk.status = 'Withdrawn'`
          : sql`pk.previous_cost_minor is not null and pk.status <> 'Withdrawn'`,
      );
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
    database.rows<PlanSupplyRow>(
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
  const [row] = await database.rows<PlanSupplyRow>(
    sql`select ${columns(entityCode)} ${base(entityCode)} and v.id = ${variantId}`,
  );
  return row ? numbersOf(row) : null;
}

/** numeric columns come back as strings from some drivers. */
function numbersOf(row: PlanSupplyRow): PlanSupplyRow {
  const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    ...row,
    providerCost: n(row.providerCost),
    previousCost: n(row.previousCost),
    sellingPrice: n(row.sellingPrice),
    availableStock: Number(row.availableStock),
  };
}
