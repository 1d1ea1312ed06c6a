import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { TABLE_EMPTY_TEXT } from '../empty-text';
import type { LightOption } from './light-fields';
import { ComboListbox } from './combo-listbox';
import { useComboList } from './use-combo-list';
import './light.css';

export interface LightMultiSelectProps {
  /** The input's id (a `<label htmlFor>` names the combobox). */
  id: string;
  options: readonly LightOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  placeholder?: string;
  loading?: boolean;
  /** What the list says when no option matches the typed text. */
  emptyText?: string;
}

/**
 * A searchable multiple choice without antd (issue 30), the ARIA combobox pattern: the chosen
 * values as chips (each with its Remove button), a text input that filters a listbox of the
 * options. Click or type to open; ArrowUp/Down move, Enter picks or drops the active option (with
 * the list closed Enter submits the form as usual), Backspace on empty text drops the last chip,
 * Escape or a click elsewhere closes. The typed text is cleared after a pick, as antd's is.
 */
export function LightMultiSelect({
  id,
  options,
  value,
  onChange,
  placeholder,
  loading = false,
  emptyText = TABLE_EMPTY_TEXT,
}: LightMultiSelectProps) {
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const chosen = new Set(value);
  const labels = useMemo(() => new Map(options.map((o) => [o.value, o.label])), [options]);
  const shown = useMemo(() => {
    const query = text.trim().toLowerCase();
    return query ? options.filter((o) => o.label.toLowerCase().includes(query)) : options;
  }, [options, text]);
  const toggle = (picked: string) => {
    onChange(chosen.has(picked) ? value.filter((v) => v !== picked) : [...value, picked]);
    setText('');
  };
  const list = useComboList(id, shown, (option) => toggle(option.value));
  const { root, open, setOpen } = list;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (list.onKeyDown(event)) return;
    if (event.key === 'Backspace' && text === '' && value.length > 0) onChange(value.slice(0, -1));
  };
  const activeOption = list.activeDescendant;
  return (
    <div
      ref={root}
      className="lt-combo"
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        input.current?.focus();
        setOpen(true);
      }}
    >
      {value.map((v) => {
        const label = labels.get(v) ?? v;
        return (
          <span key={v} className="lt-combo__chip">
            <span>{label}</span>
            <button
              type="button"
              className="lt-combo__remove"
              aria-label={`Remove ${label}`}
              onClick={() => onChange(value.filter((x) => x !== v))}
            >
              ×
            </button>
          </span>
        );
      })}
      <input
        ref={input}
        id={id}
        className="lt-combo__input"
        role="combobox"
        autoComplete="off"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={activeOption}
        aria-busy={loading || undefined}
        placeholder={value.length === 0 ? placeholder : undefined}
        value={text}
        onClick={() => setOpen(true)}
        onChange={(event) => {
          setText(event.target.value);
          list.setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      {value.length > 0 && (
        <button
          type="button"
          className="lt-combo__clear"
          aria-label="Clear"
          onClick={() => {
            onChange([]);
            setText('');
          }}
        >
          ×
        </button>
      )}
      <ComboListbox
        id={id}
        list={list}
        shown={shown}
        multiple
        isChosen={(option) => chosen.has(option.value)}
        onPick={(option) => toggle(option.value)}
        empty={loading ? 'Loading…' : emptyText}
      />
    </div>
  );
}
