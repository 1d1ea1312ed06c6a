import type { PagingRequest } from '@wander/contract';
import { LightInput } from './light/light-fields';

export interface DateRange {
  from: string | null;
  to: string | null;
}

/** A date range as list filters on `column`: from the first to the last moment of the days. */
export function dateRangeFilters(column: string, range: DateRange): PagingRequest['filterColumns'] {
  const filters: PagingRequest['filterColumns'] = [];
  if (range.from)
    filters.push({ columnName: column, filterValue: `${range.from}T00:00:00`, operator: 'gte' });
  if (range.to)
    filters.push({ columnName: column, filterValue: `${range.to}T23:59:59.999`, operator: 'lte' });
  return filters;
}

/**
 * The "From date" / "To date" pair of a list's filter bar (YYYY-MM-DD, empty = no bound), each
 * under its visible label, From and To (issue 37: two unlabelled date boxes read alike).
 */
export function DateRangeInputs({
  from,
  to,
  onChange,
}: DateRange & { onChange: (change: Partial<DateRange>) => void }) {
  return (
    <span className="date-range-inputs">
      <label className="date-range-inputs__field">
        <span className="date-range-inputs__label">From</span>
        <LightInput
          aria-label="From date"
          type="date"
          style={{ width: 160 }}
          value={from ?? ''}
          onChange={(e) => onChange({ from: e.target.value || null })}
        />
      </label>
      <label className="date-range-inputs__field">
        <span className="date-range-inputs__label">To</span>
        <LightInput
          aria-label="To date"
          type="date"
          style={{ width: 160 }}
          value={to ?? ''}
          onChange={(e) => onChange({ to: e.target.value || null })}
        />
      </label>
    </span>
  );
}
