import { and, count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import {
  fromMinor,
  pageCountOf,
  type AnyResourceDefinition,
  type FilterOperator,
  type PagingRequest,
  sortByLabel,
} from '@wander/contract';
import type { Tx } from '../platform/db/client.js';
import { buildSearch } from './search-query.js';
import { AppError } from '../platform/http/errors.js';

/** What a list allows: filters per column, sorts and the default order (as the engine's). */
export interface ListSpec {
  columns: Record<string, PgColumn>;
  filters: Record<string, readonly FilterOperator[]>;
  sorts: readonly string[];
  defaultSort: { column: string; order: 'asc' | 'desc'; then?: string };
  /** Columns held in minor units and answered as decimals. */
  money: readonly string[];
  /** The joins that bring in the columns of other tables (LEFT JOIN where a row may lack one). */
  join?: ListJoin;
}

type ListRequest = Pick<PagingRequest, 'filterColumns' | 'sortColumns'>;

/** Adds a list's joins to its page and count statements (a list over more than one table). */
export type ListJoin = (query: PgSelect) => PgSelect;

function listQuery(db: Tx, table: PgTable, spec: ListSpec, paging: ListRequest, scope?: SQL) {
  const definition = {
    filters: spec.filters,
    sorts: spec.sorts,
    defaultSort: spec.defaultSort,
    id: 'id',
  } as unknown as AnyResourceDefinition;
  const search = buildSearch(definition, spec.columns, paging);
  const where = and(search.where, scope);
  const join: ListJoin = spec.join ?? ((q) => q);
  return {
    rows: (limit: number, offset: number) =>
      join(db.select(spec.columns).from(table).$dynamic())
        .where(where)
        .orderBy(...search.orderBy)
        .limit(limit)
        .offset(offset) as unknown as Promise<Record<string, unknown>[]>,
    count: async () => {
      const [{ total }] = (await join(db.select({ total: count() }).from(table).$dynamic()).where(
        where,
      )) as { total: number }[];
      return total;
    },
  };
}

/** Money columns as decimals and dates as ISO strings, as every list answers them (null stays null). */
export function toApiRow(spec: ListSpec, row: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    out[key] =
      value === null
        ? null
        : spec.money.includes(key)
          ? fromMinor(Number(value))
          : value instanceof Date
            ? value.toISOString()
            : value;
  }
  return out;
}

/**
 * One page of order rows through the engine's filter/sort rules (a column not allowed is a 400):
 * two statements, the page and the count. Money columns come back as decimals, dates as ISO.
 * `scope` is the caller's tenancy (undefined: every row, for platform staff).
 */
export async function searchList(
  db: Tx,
  table: PgTable,
  spec: ListSpec,
  paging: PagingRequest,
  scope: SQL | undefined,
) {
  const query = listQuery(db, table, spec, paging, scope);
  const [rows, total] = await Promise.all([
    query.rows(paging.pageSize, (paging.pageIndex - 1) * paging.pageSize),
    query.count(),
  ]);
  return {
    items: rows.map((row) => toApiRow(spec, row)),
    pageCount: pageCountOf(total, paging.pageSize),
    totalCount: total,
  };
}

/**
 * Every row of a list with the same filters and sorts (an export), at most `max`: more is a
 * 422 through `tooMany`, never a silently cut file.
 */
export async function listAll(
  db: Tx,
  table: PgTable,
  spec: ListSpec,
  request: ListRequest,
  scope: SQL | undefined,
  max: number,
  tooMany: string,
) {
  const query = listQuery(db, table, spec, request, scope);
  if ((await query.count()) > max) throw new AppError('BUSINESS_RULE', tooMany);
  return (await query.rows(max, 0)).map((row) => toApiRow(spec, row));
}

/**
 * A list's GetSelectList: the first `limit` rows in `sortBy` order (the caller's scope), as
 * `{label, value: id}` sorted by label.
 */
export async function listOptions(
  db: Tx,
  table: PgTable,
  spec: ListSpec,
  scope: SQL | undefined,
  options: { sortBy: string; limit: number; label: (row: Record<string, unknown>) => string },
) {
  const page = await searchList(
    db,
    table,
    spec,
    {
      pageIndex: 1,
      pageSize: options.limit,
      filterColumns: [],
      sortColumns: [{ columnName: options.sortBy, sortOrder: 'asc' }],
    },
    scope,
  );
  return sortByLabel(page.items.map((i) => ({ label: options.label(i), value: String(i.id) })));
}
