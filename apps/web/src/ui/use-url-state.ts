import type { PagingRequest } from '@wander/contract';
import { useSearchParams } from 'react-router';

type Value = string | number | null;

/**
 * List state kept in the URL query (reload and Back restore it). `set` merges a change, goes back
 * to page 1 unless the change names a page, and drops empty values and page 1 from the URL.
 */
export function useUrlState<T extends { page: number } & Record<string, Value>>(
  parse: (params: URLSearchParams) => T,
) {
  const [params, setParams] = useSearchParams();
  const state = parse(params);
  const set = (next: Partial<T>) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        const merged: Record<string, Value> = { ...state, page: 1, ...next };
        for (const [key, value] of Object.entries(merged)) {
          if (value === null || value === '' || (key === 'page' && value === 1)) out.delete(key);
          else out.set(key, String(value));
        }
        return out;
      },
      { replace: true },
    );
  return { state, set };
}

/** A page size from the URL if it is one of the list's options, else the first option. */
export function pageSizeOf(raw: string | null, options: readonly number[]) {
  return options.includes(Number(raw)) ? Number(raw) : options[0];
}

export type SortDirection = 'asc' | 'desc';

/** The page (1 when missing or invalid) and the page size of a list from the URL. */
export function pageOf(params: URLSearchParams, sizes: readonly number[]) {
  return {
    page: Math.max(1, Number(params.get('page')) || 1),
    size: pageSizeOf(params.get('size'), sizes),
  };
}

/** The sorted column (one of `sortable`) and its direction from the URL, else the list's default. */
export function sortFromUrl<C extends string>(
  params: URLSearchParams,
  sortable: readonly C[],
  fallback: { sort: C; dir: SortDirection },
): { sort: C; dir: SortDirection } {
  const dir = params.get('dir');
  return {
    sort: sortable.find((c) => c === params.get('sort')) ?? fallback.sort,
    dir: dir === 'asc' || dir === 'desc' ? dir : fallback.dir,
  };
}

/**
 * A sortable column header of a URL-state list: its current order, and a toggle that sorts by it
 * in `first` direction, or flips the direction when it is already the sorted column.
 */
export function sortHeader<C extends string>(
  state: { sort: C; dir: SortDirection },
  set: (next: { sort: C; dir: SortDirection }) => void,
  column: C,
  first: SortDirection,
) {
  const other: SortDirection = first === 'asc' ? 'desc' : 'asc';
  return {
    order: state.sort === column ? state.dir : null,
    onToggle: () =>
      set({ sort: column, dir: state.sort === column && state.dir === first ? other : first }),
  };
}

/** The Search body of a URL-state list: its page, its filters and its one sorted column. */
export function pagingBody(
  state: { page: number; size: number; sort: string; dir: SortDirection },
  filterColumns: PagingRequest['filterColumns'],
): PagingRequest {
  return {
    pageIndex: state.page,
    pageSize: state.size,
    filterColumns,
    sortColumns: [{ columnName: state.sort, sortOrder: state.dir }],
  };
}
