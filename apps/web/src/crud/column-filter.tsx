import { useState } from 'react';
import { LightButton as Button } from '../ui/light/light-button';
import { LightSelect } from '../ui/light/light-fields';
import { joinRange, splitRange, type FilterInput } from './list-state';

interface Props {
  title: string;
  input: FilterInput;
  /** The values of a 'select' filter. */
  options?: readonly { label: string; value: string }[];
  value: string;
  onApply: (value: string) => void;
  close: () => void;
}

const BOOLEAN_OPTIONS = [
  { label: 'Yes', value: 'true' },
  { label: 'No', value: 'false' },
];

/** A column filter: text, number, yes/no or dates. Enter or Search applies, Reset clears. */
export function ColumnFilter({ title, input, options, value, onApply, close }: Props) {
  const [draft, setDraft] = useState(value);
  const [from = '', to = ''] = input === 'dateRange' && draft ? splitRange(draft) : [];
  const label = `Filter ${title}`;
  const apply = (next: string) => {
    onApply(next.trim());
    close();
  };
  return (
    <form
      style={{ width: 240 }}
      onSubmit={(event) => {
        event.preventDefault();
        apply(draft);
      }}
    >
      <div className="lt-stack lt-stack--fill">
        {(input === 'text' || input === 'number') && (
          <input
            className="filter-input"
            aria-label={label}
            type={input === 'number' ? 'number' : 'text'}
            placeholder={`Search ${title}`}
            value={draft}
            autoFocus
            onChange={(e) => setDraft(e.target.value)}
          />
        )}
        {(input === 'boolean' || input === 'select') && (
          <LightSelect
            aria-label={label}
            value={draft}
            options={[
              { label: 'Any', value: '' },
              ...(input === 'boolean' ? BOOLEAN_OPTIONS : (options ?? [])),
            ]}
            onChange={setDraft}
          />
        )}
        {input === 'date' && (
          <label className="filter-field">
            <span className="filter-field__label">From</span>
            <input
              className="filter-input"
              type="date"
              aria-label={`${label} from`}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
            />
          </label>
        )}
        {input === 'dateRange' && (
          <>
            <label className="filter-field">
              <span className="filter-field__label">From</span>
              <input
                className="filter-input"
                type="date"
                aria-label={`${label} from`}
                value={from}
                onChange={(e) =>
                  setDraft(e.target.value || to ? joinRange(e.target.value, to) : '')
                }
              />
            </label>
            <label className="filter-field">
              <span className="filter-field__label">To</span>
              <input
                className="filter-input"
                type="date"
                aria-label={`${label} to`}
                value={to}
                onChange={(e) =>
                  setDraft(from || e.target.value ? joinRange(from, e.target.value) : '')
                }
              />
            </label>
          </>
        )}
        <div className="lt-row">
          <Button kind="primary" size="small" type="submit">
            Search
          </Button>
          <Button size="small" onClick={() => apply('')}>
            Reset
          </Button>
        </div>
      </div>
    </form>
  );
}
