import { and, count, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  pageCountOf,
  type AnyResourceDefinition,
  type PagedResult,
  type PagingRequest,
} from '@wander/contract';
import type { Tx } from '../platform/db/client.js';
import { buildSearch } from './search-query.js';

/**
 * The table's columns and the selection of the resource's row fields from them; a row field with
 * no column fails at start-up rather than at the first request.
 */
export function rowColumns(definition: AnyResourceDefinition, table: PgTable) {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(definition.row.shape);
  for (const key of keys) {
    if (!columns[key]) throw new Error(`${definition.apiPath}: row field ${key} has no column`);
  }
  const selection = Object.fromEntries(keys.map((k) => [k, columns[k]]));
  return { columns, selection };
}

/**
 * One page of a resource's rows plus the total: exactly two statements, whatever the page size.
 * `scope` narrows it further (the working company, the rows a user may see ...).
 */
export async function runSearch<Row extends Record<string, unknown>>(
  db: Tx,
  definition: AnyResourceDefinition,
  table: PgTable,
  columns: Record<string, PgColumn>,
  selection: Record<string, PgColumn | SQL.Aliased>,
  paging: PagingRequest,
  scope?: SQL,
): Promise<PagedResult<Row>> {
  const search = buildSearch(definition, columns, paging);
  const where = and(search.where, scope);
  const [items, [{ total }]] = await Promise.all([
    db
      .select(selection)
      .from(table)
      .where(where)
      .orderBy(...search.orderBy)
      .limit(paging.pageSize)
      .offset((paging.pageIndex - 1) * paging.pageSize),
    db.select({ total: count() }).from(table).where(where),
  ]);
  return {
    items: items as Row[],
    pageCount: pageCountOf(total, paging.pageSize),
    totalCount: total,
  };
}
