import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  or,
  between,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  isCalendarDay,
  UUID_PATTERN,
  type AnyResourceDefinition,
  type FilterOperator,
  type PagingRequest,
} from '@wander/contract';
import { AppError } from '../platform/http/errors.js';

type Columns = Record<string, PgColumn>;
type Scalar = string | number | boolean | Date;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The largest magnitude an integer column holds, by Drizzle column type. */
const INTEGER_RANGES: Record<string, number | undefined> = {
  PgSmallInt: 32_767,
  PgInteger: 2_147_483_647,
  PgSerial: 2_147_483_647,
  PgBigInt53: Number.MAX_SAFE_INTEGER,
  PgBigSerial53: Number.MAX_SAFE_INTEGER,
};

/** Any year a filter may name: the database has no year 0 and no 5-digit years. */
const FILTER_YEARS = { first: 1, last: 9999 };

/**
 * A filter's moment, or null when it names no real one: Date rolls 2026-02-30 over to March 2,
 * and PostgreSQL refuses year 0 and 5-digit years (both were a 500).
 */
function filterMoment(value: unknown): Date | null {
  const text = String(value);
  const date = new Date(text);
  const year = date.getUTCFullYear();
  if (Number.isNaN(year) || year < FILTER_YEARS.first || year > FILTER_YEARS.last) return null;
  const written = /^[+-]?\d{4,6}-\d{2}-\d{2}/.exec(text)?.[0];
  return written === undefined || isCalendarDay(written, FILTER_YEARS) ? date : null;
}

/** Turns one filter value into the column's type, or answers 400 naming the column. */
function coerce(column: PgColumn, name: string, value: unknown): Scalar {
  const bad = () =>
    AppError.validation({ [name]: [`${name} has an invalid filter value`] }, 'Invalid filter');
  switch (column.dataType) {
    case 'number':
    case 'bigint': {
      const n = typeof value === 'number' ? value : Number(value);
      if (typeof value === 'boolean' || value === '' || !Number.isFinite(n)) throw bad();
      // The database refuses a fraction or an out-of-range value for an integer column (a 500).
      const range = INTEGER_RANGES[column.columnType];
      if (range && (!Number.isInteger(n) || n > range || n < -range - 1)) throw bad();
      return n;
    }
    case 'boolean':
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === 'false') return value === 'true';
      throw bad();
    case 'date': {
      const moment = filterMoment(value);
      if (!moment) throw bad();
      return moment;
    }
    default:
      if (typeof value === 'object') throw bad();
      // A date column (kept as 'YYYY-MM-DD'): the database refuses 2026-02-30 (a 500).
      if (column.columnType === 'PgDateString') {
        const day = String(value).slice(0, 10);
        if (!isCalendarDay(day, FILTER_YEARS) || !filterMoment(value)) throw bad();
        return day;
      }
      // A malformed id would make the database refuse the whole statement (a 500).
      if (column.columnType === 'PgUUID' && !UUID_PATTERN.test(String(value))) throw bad();
      return String(value);
  }
}

function condition(
  column: PgColumn,
  name: string,
  operator: FilterOperator,
  raw: unknown,
): SQL | undefined {
  const list = (min: number) => {
    const values = Array.isArray(raw) ? raw : [raw];
    if (values.length < min)
      throw AppError.validation({ [name]: [`${name} needs ${min} values`] }, 'Invalid filter');
    return values.map((v) => coerce(column, name, v));
  };
  switch (operator) {
    case 'eq':
      return eq(column, coerce(column, name, raw));
    case 'ne':
      // "Not X" keeps the rows without a value (SQL's `<>` alone would drop them).
      return or(ne(column, coerce(column, name, raw)), isNull(column))!;
    case 'contains':
      return ilike(column, `%${escapeLike(String(coerce(column, name, raw)))}%`);
    case 'startsWith':
      return ilike(column, `${escapeLike(String(coerce(column, name, raw)))}%`);
    case 'gt':
      return gt(column, coerce(column, name, raw));
    case 'gte':
      return gte(column, coerce(column, name, raw));
    case 'lt':
      return lt(column, coerce(column, name, raw));
    case 'lte':
      return lte(column, coerce(column, name, raw));
    case 'in':
      return inArray(column, list(1));
    case 'between': {
      const [from, to] = list(2);
      return between(column, from, to);
    }
  }
}

/**
 * The WHERE and ORDER BY of a Search. A column the resource does not allow to filter or sort,
 * or an operator it does not allow, is a 400, never silently ignored.
 */
export function buildSearch(
  definition: AnyResourceDefinition,
  columns: Columns,
  request: Pick<PagingRequest, 'filterColumns' | 'sortColumns'>,
) {
  const allowedFilters = definition.filters as Record<
    string,
    readonly FilterOperator[] | undefined
  >;
  const where: SQL[] = [];
  for (const filter of request.filterColumns) {
    // Own keys only: a column named `toString` or `constructor` is not a filter (it was a 500).
    const name = filter.columnName;
    const operators = Object.hasOwn(allowedFilters, name) ? allowedFilters[name] : undefined;
    const column = Object.hasOwn(columns, name) ? columns[name] : undefined;
    if (!operators || !column) {
      throw AppError.validation(
        { filterColumns: [`${filter.columnName} cannot be filtered`] },
        'Invalid filter',
      );
    }
    if (!operators.includes(filter.operator)) {
      throw AppError.validation(
        { filterColumns: [`${filter.columnName} cannot be filtered with ${filter.operator}`] },
        'Invalid filter',
      );
    }
    // An empty filter value means "no filter on this column" (a cleared filter box).
    if (filter.filterValue === null || filter.filterValue === '') continue;
    const sql = condition(column, filter.columnName, filter.operator, filter.filterValue);
    if (sql) where.push(sql);
  }
  // With a text-pattern filter (served by a trigram index), ordering by the bare column tempts the
  // planner to walk the sort column's b-tree and filter row by row; sorting on the same value as an
  // expression keeps the filter on its index and sorts only the matches.
  const patternFilter = request.filterColumns.some(
    (f) =>
      (f.operator === 'contains' || f.operator === 'startsWith') &&
      f.filterValue !== null &&
      f.filterValue !== '',
  );
  const sortKey = (column: PgColumn) =>
    patternFilter && column.dataType === 'string' ? sql`(${column} || '')` : column;
  const sortable = definition.sorts as readonly string[];
  const orderBy: SQL[] = [];
  const sorts = request.sortColumns.length
    ? request.sortColumns
    : [
        { columnName: definition.defaultSort.column, sortOrder: definition.defaultSort.order },
        ...(definition.defaultSort.then
          ? [{ columnName: definition.defaultSort.then, sortOrder: 'asc' as const }]
          : []),
      ];
  for (const sort of sorts) {
    const column = columns[sort.columnName];
    if (!sortable.includes(sort.columnName) || !column) {
      throw AppError.validation(
        { sortColumns: [`${sort.columnName} cannot be sorted`] },
        'Invalid sort',
      );
    }
    orderBy.push(sort.sortOrder === 'desc' ? desc(sortKey(column)) : asc(sortKey(column)));
  }
  // A unique tie-breaker keeps paging stable when sort values repeat.
  orderBy.push(asc(columns[definition.id]));
  return { where: where.length ? and(...where) : undefined, orderBy };
}
