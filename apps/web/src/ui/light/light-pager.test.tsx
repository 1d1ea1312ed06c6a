import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LightPager, pagesAround } from './light-pager';

afterEach(cleanup);

describe('LightPager (the lists without antd, issue 30)', () => {
  it('shows the first, the last and two pages around the current one, a gap of one page shown as that page', () => {
    expect(pagesAround(1, 1)).toEqual([1]);
    expect(pagesAround(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagesAround(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pagesAround(12, 12)).toEqual([1, null, 10, 11, 12]);
    expect(pagesAround(4, 12)).toEqual([1, 2, 3, 4, 5, 6, null, 12]);
  });

  it('goes to a page, to the previous and next, and to page 1 of a new size', () => {
    const onChange = vi.fn();
    render(
      <LightPager
        current={2}
        pageSize={10}
        total={31}
        pageSizeOptions={[10, 20]}
        onChange={onChange}
      />,
    );
    expect(screen.getByText('31 items')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous Page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next Page' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Page size' }), {
      target: { value: '20' },
    });
    expect(onChange.mock.calls).toEqual([
      [4, 10],
      [1, 10],
      [3, 10],
      [1, 20],
    ]);
  });

  it('cannot go before the first page or past the last', () => {
    render(
      <LightPager current={1} pageSize={10} total={0} pageSizeOptions={[10]} onChange={vi.fn()} />,
    );
    expect(screen.getByText('0 items')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Previous Page' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect((screen.getByRole('button', { name: 'Next Page' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
