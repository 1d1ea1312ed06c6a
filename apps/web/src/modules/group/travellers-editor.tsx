import { Button, Input, Select } from 'antd';
import { GROUP_LANGUAGE_OPTIONS } from '@wander/contract';

/** A traveller row as typed: own legs as `JP:5;KR:4`, data per day as text. */
export interface TravellerDraft {
  key: string;
  id?: string;
  name: string;
  email: string;
  phone: string;
  language: string;
  legs: string;
  gbPerDay: string;
}

let next = 1;
export const newTraveller = (): TravellerDraft => ({
  key: `new-${next++}`,
  name: '',
  email: '',
  phone: '',
  language: 'en',
  legs: '',
  gbPerDay: '',
});

const COLUMNS = [
  ['name', 'Name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['legs', 'Own legs (JP:5;KR:4)'],
  ['gbPerDay', 'Own GB/day'],
] as const;

/**
 * The roster: one row a traveller, added and removed in place; field errors under their cell. On
 * a phone each traveller is a card of labelled fields (group.css), so nothing scrolls sideways.
 */
export function TravellersEditor({
  rows,
  onChange,
  errors,
  disabled,
}: {
  rows: TravellerDraft[];
  onChange: (rows: TravellerDraft[]) => void;
  errors: Record<string, string[]>;
  disabled?: boolean;
}) {
  const update = (key: string, change: Partial<TravellerDraft>) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const errorOf = (i: number, field: string) => errors[`travellers.${i}.${field}`]?.join(' ');
  return (
    <div className="group-travellers">
      <table className="group-travellers__table">
        <thead>
          <tr>
            <th>#</th>
            {COLUMNS.map(([key, label]) => (
              <th key={key}>{label}</th>
            ))}
            <th>Language</th>
            <th aria-label="Actions" />
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={row.key}>
              <td data-label="Traveller" className="group-travellers__number">
                {i + 1}
              </td>
              {COLUMNS.map(([field, label]) => (
                <td key={field} data-label={label}>
                  <Input
                    aria-label={`${label} of traveller ${i + 1}`}
                    value={row[field]}
                    disabled={disabled}
                    status={errorOf(i, field) ? 'error' : undefined}
                    onChange={(e) => update(row.key, { [field]: e.target.value })}
                  />
                  {errorOf(i, field) && (
                    <div className="group-travellers__error" role="alert">
                      {errorOf(i, field)}
                    </div>
                  )}
                </td>
              ))}
              <td data-label="Language">
                <Select
                  aria-label={`Language of traveller ${i + 1}`}
                  value={row.language}
                  disabled={disabled}
                  options={[...GROUP_LANGUAGE_OPTIONS]}
                  onChange={(language: string) => update(row.key, { language })}
                />
              </td>
              <td className="group-travellers__remove">
                <Button
                  disabled={disabled}
                  aria-label={`Remove traveller ${i + 1}`}
                  onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
                >
                  Remove
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button disabled={disabled} onClick={() => onChange([...rows, newTraveller()])}>
        Add traveller
      </Button>
    </div>
  );
}
