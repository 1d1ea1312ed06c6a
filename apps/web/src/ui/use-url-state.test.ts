import { describe, expect, it, vi } from 'vitest';
import { pageOf, pagingBody, sortFromUrl, sortHeader } from './use-url-state';

const url = (query: string) => new URLSearchParams(query);
const COLUMNS = ['createdAt', 'documentNo'] as const;

describe('list state in the URL', () => {
  it('reads page and size, falling back to page 1 and the first size', () => {
    expect(pageOf(url('page=3&size=50'), [10, 50])).toEqual({ page: 3, size: 50 });
    expect(pageOf(url('page=-2&size=7'), [10, 50])).toEqual({ page: 1, size: 10 });
    expect(pageOf(url(''), [20])).toEqual({ page: 1, size: 20 });
  });

  it("reads a sort of the list's columns only, else its default column and direction", () => {
    const fallback = { sort: 'createdAt', dir: 'desc' } as const;
    expect(sortFromUrl(url('sort=documentNo&dir=asc'), COLUMNS, fallback)).toEqual({
      sort: 'documentNo',
      dir: 'asc',
    });
    expect(sortFromUrl(url('sort=password&dir=up'), COLUMNS, fallback)).toEqual(fallback);
    expect(sortFromUrl(url(''), COLUMNS, { sort: 'documentNo', dir: 'asc' }).dir).toBe('asc');
  });

  it('sorts a new column in its first direction and flips the sorted one', () => {
    const set = vi.fn();
    const state = { sort: 'createdAt' as const, dir: 'desc' as const };
    const created = sortHeader<(typeof COLUMNS)[number]>(state, set, 'createdAt', 'desc');
    expect(created.order).toBe('desc');
    created.onToggle();
    expect(set).toHaveBeenLastCalledWith({ sort: 'createdAt', dir: 'asc' });
    const number = sortHeader<(typeof COLUMNS)[number]>(state, set, 'documentNo', 'asc');
    expect(number.order).toBeNull();
    number.onToggle();
    expect(set).toHaveBeenLastCalledWith({ sort: 'documentNo', dir: 'asc' });
  });

  it('makes the Search body of the page, the filters and the sorted column', () => {
    const filters = [{ columnName: 'status', filterValue: 'Open', operator: 'eq' as const }];
    expect(pagingBody({ page: 2, size: 20, sort: 'documentNo', dir: 'asc' }, filters)).toEqual({
      pageIndex: 2,
      pageSize: 20,
      filterColumns: filters,
      sortColumns: [{ columnName: 'documentNo', sortOrder: 'asc' }],
    });
  });
});
