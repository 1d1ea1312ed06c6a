import { and, count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  fromMinor,
  pageCountOf,
  type AnyResourceDefinition,
  type FilterOperator,
  type PagingRequest,
} from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { buildSearch } from '../../crud/search-query.js';

/** What a list allows: filters per column, sorts and the default order (as the engine's). */
export interface ListSpec {
  columns: Record<string, PgColumn>;
  filters: Record<string, readonly FilterOperator[]>;
  sorts: readonly string[];
  defaultSort: { column: string; order: 'asc' | 'desc' };
  /** Columns held in minor units and answered as decimals. */
  money: readonly string[];
}

/**
 * One page of order rows through the engine's filter/sort rules (a column not allowed is a 400):
 * two statements, the page and the count. Money columns come back as decimals, dates as ISO.
 */
export async function searchList(
  db: Tx,
  table: PgTable,
  spec: ListSpec,
  paging: PagingRequest,
  scope: SQL,
) {
  const definition = {
    filters: spec.filters,
    sorts: spec.sorts,
    defaultSort: spec.defaultSort,
    id: 'id',
  } as unknown as AnyResourceDefinition;
  const search = buildSearch(definition, spec.columns, paging);
  const where = and(search.where, scope);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(spec.columns)
      .from(table)
      .where(where)
      .orderBy(...search.orderBy)
      .limit(paging.pageSize)
      .offset((paging.pageIndex - 1) * paging.pageSize),
    db.select({ total: count() }).from(table).where(where),
  ]);
  const items = rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(row)) {
      out[key] = spec.money.includes(key)
        ? fromMinor(Number(value))
        : value instanceof Date
          ? value.toISOString()
          : value;
    }
    return out;
  });
  return { items, pageCount: pageCountOf(total, paging.pageSize), totalCount: total };
}
