import './light.css';

export interface LightPagerProps {
  current: number;
  pageSize: number;
  total: number;
  pageSizeOptions: readonly number[];
  onChange: (page: number, pageSize: number) => void;
  /** The total's words: '12 items' by default. */
  showTotal?: (total: number) => string;
  className?: string;
}

/**
 * The page numbers to show: the first, the last, two around the current one; a gap of more than
 * one page as null (a gap of one shows that page instead).
 */
export function pagesAround(current: number, last: number): (number | null)[] {
  const shown = new Set([1, last, current - 2, current - 1, current, current + 1, current + 2]);
  const pages = [...shown].filter((p) => p >= 1 && p <= last).sort((a, b) => a - b);
  return pages.flatMap((p, i) => {
    const gap = i > 0 ? p - pages[i - 1] : 1;
    return gap === 1 ? [p] : gap === 2 ? [p - 1, p] : [null, p];
  });
}

/**
 * A list's pager without antd (issue 30): the total, Previous, the page numbers (the current one
 * marked), Next and the page size, as antd's Pagination draws them. A new size goes to page 1.
 */
export function LightPager({
  current,
  pageSize,
  total,
  pageSizeOptions,
  onChange,
  showTotal = (n) => `${n} ${n === 1 ? 'item' : 'items'}`,
  className,
}: LightPagerProps) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  const go = (page: number) => onChange(Math.min(last, Math.max(1, page)), pageSize);
  return (
    <nav aria-label="Pagination" className={['lt-pager', className].filter(Boolean).join(' ')}>
      <span className="lt-pager__total">{showTotal(total)}</span>
      <button
        type="button"
        className="lt-pager__item"
        aria-label="Previous Page"
        disabled={current <= 1}
        onClick={() => go(current - 1)}
      >
        ‹
      </button>
      {pagesAround(current, last).map((page, index) =>
        page === null ? (
          <span key={`gap-${index}`} className="lt-pager__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={page}
            type="button"
            className="lt-pager__item"
            aria-current={page === current ? 'page' : undefined}
            aria-label={`Page ${page}`}
            onClick={() => go(page)}
          >
            {page}
          </button>
        ),
      )}
      <button
        type="button"
        className="lt-pager__item"
        aria-label="Next Page"
        disabled={current >= last}
        onClick={() => go(current + 1)}
      >
        ›
      </button>
      <select
        className="lt-select lt-pager__size"
        aria-label="Page size"
        value={pageSize}
        onChange={(event) => onChange(1, Number(event.target.value))}
      >
        {pageSizeOptions.map((size) => (
          <option key={size} value={size}>
            {size} / page
          </option>
        ))}
      </select>
    </nav>
  );
}
