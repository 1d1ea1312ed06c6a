import { useState } from 'react';
import { TABLE_EMPTY_TEXT } from '../empty-text';
import type { LightOption } from './light-fields';
import { ComboListbox } from './combo-listbox';
import { useComboList } from './use-combo-list';
import './light.css';

/**
 * A single choice among options the server searches (a plan to add), without antd (issue 30): the
 * input shows the chosen option's label; typing asks `onSearch` and opens the list of `options`
 * (the server's answer, not filtered here); a pick closes it. Keys as LightMultiSelect's.
 */
export function LightSearchSelect<T extends LightOption>({
  id,
  options,
  value,
  onChange,
  onSearch,
  placeholder,
  disabled = false,
  loading = false,
  width,
  ...aria
}: {
  id: string;
  'aria-label': string;
  options: readonly T[];
  value: string | null;
  onChange: (value: string) => void;
  onSearch: (text: string) => void;
  placeholder?: string;
  disabled?: boolean;
  loading?: boolean;
  width?: number;
}) {
  const [text, setText] = useState<string | null>(null);
  const chosenLabel = options.find((o) => o.value === value)?.label ?? '';
  const pick = (option: T) => {
    onChange(option.value);
    setText(null);
    list.setOpen(false);
  };
  const list = useComboList(id, options, pick);
  return (
    <div ref={list.root} className="lt-combo lt-combo--single" style={{ width, maxWidth: '100%' }}>
      <input
        id={id}
        aria-label={aria['aria-label']}
        className="lt-combo__input"
        role="combobox"
        autoComplete="off"
        disabled={disabled}
        aria-expanded={list.open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={list.activeDescendant}
        aria-busy={loading || undefined}
        placeholder={placeholder}
        value={text ?? chosenLabel}
        onClick={() => list.setOpen(true)}
        onChange={(event) => {
          setText(event.target.value);
          onSearch(event.target.value);
          list.setActive(0);
          list.setOpen(true);
        }}
        onKeyDown={list.onKeyDown}
      />
      <ComboListbox
        id={id}
        list={list}
        shown={options}
        isChosen={(option) => option.value === value}
        onPick={pick}
        empty={loading ? 'Searching…' : TABLE_EMPTY_TEXT}
      />
    </div>
  );
}
