import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  DATA_PLAN_FILTERS,
  DATA_PLAN_SORTS,
  VariantType,
  type PagingRequest,
} from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { products, productVariants, wanderPlans } from '../../db/schema/index.js';
import { searchList, type ListSpec } from '../../crud/list-search.js';

/** A computed column the engine's filters and sorts can use (typed for its value coercion). */
const computed = (expression: SQL, dataType: 'string' | 'number') =>
  Object.assign(expression, { dataType }) as unknown as PgColumn;

/** POST product/Product/SearchDataPlan: variants with their product and plan. */
const dataPlanList: ListSpec = {
  columns: {
    id: productVariants.id,
    variantCode: productVariants.variantCode,
    variantName: productVariants.variantName,
    productId: products.id,
    productCode: products.productCode,
    productName: products.productName,
    planId: products.planId,
    planName: wanderPlans.planName,
    days: productVariants.days,
    dataGb: productVariants.dataGb,
    type: computed(
      sql`case when ${productVariants.isDayPass} then ${VariantType.dayPass}
        else ${VariantType.data} end`,
      'string',
    ),
    networkName: productVariants.networkName,
    unitPrice: productVariants.unitPriceMinor,
    currency: products.currency,
    isActive: productVariants.isActive,
  },
  join: (q) =>
    q
      .innerJoin(products, eq(products.id, productVariants.productId))
      .leftJoin(wanderPlans, eq(wanderPlans.id, products.planId)) as typeof q,
  filters: Object.fromEntries(
    Object.entries(DATA_PLAN_FILTERS).filter(([k]) => k !== 'countryCode' && k !== 'name'),
  ),
  sorts: DATA_PLAN_SORTS,
  defaultSort: { column: 'productName', order: 'asc' },
  money: ['unitPrice'],
};

type Filter = PagingRequest['filterColumns'][number];
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The filters that are not columns: a country the product covers, a name of either. */
function virtualCondition(filter: Filter): SQL | undefined {
  const { columnName, operator, filterValue } = filter;
  if (!DATA_PLAN_FILTERS[columnName]?.includes(operator)) {
    throw AppError.validation(
      { filterColumns: [`${columnName} cannot be filtered with ${operator}`] },
      'Invalid filter',
    );
  }
  if (filterValue === null || filterValue === '') return undefined;
  if (columnName === 'name') {
    const pattern = `%${escapeLike(String(filterValue))}%`;
    return or(ilike(products.productName, pattern), ilike(productVariants.variantName, pattern));
  }
  const codes = (Array.isArray(filterValue) ? filterValue : [filterValue]).map((c) =>
    String(c).toUpperCase(),
  );
  return sql`exists (select 1 from product_countries pc where pc.product_id = ${products.id}
    and pc.country_code in ${codes})`;
}

/**
 * One page of data plans the viewer reads (`scope`), by the engine's filter and sort rules plus
 * the two filters that are not columns (`countryCode`, `name`).
 */
export async function searchDataPlans(db: Tx, paging: PagingRequest, scope: SQL | undefined) {
  const virtual = paging.filterColumns.filter(
    (f) => f.columnName === 'countryCode' || f.columnName === 'name',
  );
  const rest = paging.filterColumns.filter((f) => !virtual.includes(f));
  const conditions = virtual.map(virtualCondition);
  return searchList(
    db,
    productVariants,
    dataPlanList,
    { ...paging, filterColumns: rest },
    and(scope, ...conditions),
  );
}
