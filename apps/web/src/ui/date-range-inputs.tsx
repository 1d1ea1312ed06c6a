import { Input } from 'antd';

export interface DateRange {
  from: string | null;
  to: string | null;
}

/** The "From date" / "To date" pair of a list's filter bar (YYYY-MM-DD, empty = no bound). */
export function DateRangeInputs({
  from,
  to,
  onChange,
}: DateRange & { onChange: (change: Partial<DateRange>) => void }) {
  return (
    <>
      <Input
        aria-label="From date"
        type="date"
        style={{ width: 160 }}
        value={from ?? ''}
        onChange={(e) => onChange({ from: e.target.value || null })}
      />
      <Input
        aria-label="To date"
        type="date"
        style={{ width: 160 }}
        value={to ?? ''}
        onChange={(e) => onChange({ to: e.target.value || null })}
      />
    </>
  );
}
