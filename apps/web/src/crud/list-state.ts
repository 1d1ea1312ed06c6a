import type {
  AnyResourceDefinition,
  ColumnKind,
  FilterOperator,
  PagingRequest,
} from '@wander/contract';
import { dayEnd, dayStart, isValidDate, parseDate } from './dates';

/** The list state kept in the URL query so that a reload or Back restores it. */
export interface ListState {
  page: number;
  pageSize: number;
  sort: { column: string; order: 'asc' | 'desc' } | null;
  /** Column -> raw filter text as typed (booleans 'true'/'false', ranges 'from~to'). */
  filters: Record<string, string>;
}

export type FilterInput = 'text' | 'number' | 'boolean' | 'dateRange' | 'date' | 'select';

export interface ColumnFilter {
  operator: FilterOperator;
  input: FilterInput;
}

const TEXT_PREFERENCE: readonly FilterOperator[] = ['contains', 'startsWith', 'eq'];
const RANGE_SEPARATOR = '~';

/** How a column is filtered: the input that fits its kind and the operator it sends. */
export function columnFilterOf(
  resource: AnyResourceDefinition,
  column: string,
  kind: ColumnKind = 'text',
  hasOptions = false,
): ColumnFilter | null {
  const allowed = (resource.filters as Record<string, readonly FilterOperator[] | undefined>)[
    column
  ];
  if (!allowed || allowed.length === 0) return null;
  const has = (op: FilterOperator) => allowed.includes(op);
  if (hasOptions) return has('eq') ? { operator: 'eq', input: 'select' } : null;
  if (kind === 'boolean') return has('eq') ? { operator: 'eq', input: 'boolean' } : null;
  if (kind === 'date' || kind === 'startDate' || kind === 'endDate') {
    if (has('between')) return { operator: 'between', input: 'dateRange' };
    if (has('gte')) return { operator: 'gte', input: 'date' };
    return null;
  }
  if (kind === 'number' || kind === 'money' || kind === 'rating') {
    if (has('eq')) return { operator: 'eq', input: 'number' };
    return null;
  }
  const operator = TEXT_PREFERENCE.find(has);
  return operator ? { operator, input: 'text' } : null;
}

export function isSortable(resource: AnyResourceDefinition, column: string): boolean {
  return (resource.sorts as readonly string[]).includes(column);
}

const positiveInt = (raw: string | null) => {
  const n = raw === null ? NaN : Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export function parseListState(
  params: URLSearchParams,
  resource: AnyResourceDefinition,
): ListState {
  const size = positiveInt(params.get('size'));
  const pageSize = size && resource.pageSizes.includes(size) ? size : resource.defaultPageSize;
  const sortRaw = params.get('sort');
  let sort: ListState['sort'] = null;
  if (sortRaw) {
    const [column, order] = sortRaw.split('.');
    if (isSortable(resource, column) && (order === 'asc' || order === 'desc')) {
      sort = { column, order };
    }
  }
  const filters: Record<string, string> = {};
  for (const [key, value] of params) {
    if (key.startsWith('f.') && value !== '') filters[key.slice(2)] = value;
  }
  return { page: positiveInt(params.get('page')) ?? 1, pageSize, sort, filters };
}

/** Writes the state into a copy of the params, keeping unrelated keys (showSteps ...). */
export function writeListState(params: URLSearchParams, state: ListState): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of params) {
    if (!['page', 'size', 'sort'].includes(key) && !key.startsWith('f.')) next.append(key, value);
  }
  if (state.page > 1) next.set('page', String(state.page));
  next.set('size', String(state.pageSize));
  if (state.sort) next.set('sort', `${state.sort.column}.${state.sort.order}`);
  for (const [column, value] of Object.entries(state.filters)) {
    if (value !== '') next.set(`f.${column}`, value);
  }
  return next;
}

export const joinRange = (from: string, to: string) => `${from}${RANGE_SEPARATOR}${to}`;
export const splitRange = (value: string) => value.split(RANGE_SEPARATOR);

type FilterColumn = PagingRequest['filterColumns'][number];

/** One filter column for a typed value, or null when the value cannot be sent. */
function filterColumnOf(
  resource: AnyResourceDefinition,
  column: string,
  filter: ColumnFilter,
  raw: string,
): FilterColumn | null {
  const make = (operator: FilterOperator, filterValue: FilterColumn['filterValue']) => ({
    columnName: column,
    filterValue,
    operator,
  });
  const dateOnly = resource.columns.some((c) => c.key === column && c.dateOnly);
  switch (filter.input) {
    case 'boolean':
      return make('eq', raw === 'true');
    case 'number':
      return Number.isFinite(Number(raw)) ? make(filter.operator, Number(raw)) : null;
    case 'date': {
      if (!isValidDate(parseDate(raw))) return null;
      return make(filter.operator, dateOnly ? raw : dayStart(raw));
    }
    case 'dateRange': {
      const [from = '', to = ''] = splitRange(raw);
      const allowed = (resource.filters as Record<string, readonly FilterOperator[]>)[column];
      const start = dateOnly ? from : from && dayStart(from);
      const end = dateOnly ? to : to && dayEnd(to);
      if (from && to) return make('between', [start, end]);
      if (from && allowed.includes('gte')) return make('gte', start);
      if (to && allowed.includes('lte')) return make('lte', end);
      return null;
    }
    default:
      return make(filter.operator, raw);
  }
}

/** The Search body of spec section 7 for a list state. */
export function searchBodyOf(resource: AnyResourceDefinition, state: ListState): PagingRequest {
  const kinds = new Map(resource.columns.map((c) => [c.key as string, c.kind]));
  const filterColumns: PagingRequest['filterColumns'] = [];
  for (const [column, raw] of Object.entries(state.filters)) {
    const filter = columnFilterOf(resource, column, kinds.get(column));
    const entry = filter && filterColumnOf(resource, column, filter, raw);
    if (entry) filterColumns.push(entry);
  }
  const sort = state.sort ?? {
    column: resource.defaultSort.column as string,
    order: resource.defaultSort.order,
  };
  return {
    pageIndex: state.page,
    pageSize: state.pageSize,
    filterColumns,
    sortColumns: [{ columnName: sort.column, sortOrder: sort.order }],
  };
}
