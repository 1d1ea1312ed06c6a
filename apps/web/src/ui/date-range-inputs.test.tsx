import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ColumnFilter } from '../crud/column-filter';
import { joinRange } from '../crud/list-state';
import { DateRangeInputs } from './date-range-inputs';

afterEach(cleanup);

/** The date box a visible label names: the label's text is on the page, the box inside it. */
const dateUnder = (text: string, scope = screen) => {
  const label = scope.getByText(text, { selector: 'label > span' }).closest('label')!;
  return within(label).getByDisplayValue((_, el) => (el as HTMLInputElement).type === 'date');
};

describe('date filters say which date is which (issue 37, item 15)', () => {
  it("the list's filter bar: From and To over their dates", () => {
    render(<DateRangeInputs from="2026-11-01" to="2026-11-30" onChange={() => undefined} />);
    expect((dateUnder('From') as HTMLInputElement).value).toBe('2026-11-01');
    expect((dateUnder('To') as HTMLInputElement).value).toBe('2026-11-30');
    // Their names still say what they are to a screen reader.
    expect(screen.getByLabelText('From date')).toBe(dateUnder('From'));
    expect(screen.getByLabelText('To date')).toBe(dateUnder('To'));
  });

  it("a column's date filter: From and To over its dates", () => {
    render(
      <ColumnFilter
        title="Created At"
        input="dateRange"
        value={joinRange('2026-11-01', '2026-11-30')}
        onApply={() => undefined}
        close={() => undefined}
      />,
    );
    expect((dateUnder('From') as HTMLInputElement).value).toBe('2026-11-01');
    expect((dateUnder('To') as HTMLInputElement).value).toBe('2026-11-30');
    expect(screen.getByLabelText('Filter Created At to')).toBe(dateUnder('To'));
  });
});
