import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { LightOption } from './light-fields';
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
  emptyText = 'No Data...',
}: LightMultiSelectProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const chosen = new Set(value);
  const labels = useMemo(() => new Map(options.map((o) => [o.value, o.label])), [options]);
  const shown = useMemo(() => {
    const query = text.trim().toLowerCase();
    return query ? options.filter((o) => o.label.toLowerCase().includes(query)) : options;
  }, [options, text]);
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (!open) return;
    const onDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const toggle = (picked: string) => {
    onChange(chosen.has(picked) ? value.filter((v) => v !== picked) : [...value, picked]);
    setText('');
  };
  const move = (to: number) => {
    const next = Math.max(0, Math.min(shown.length - 1, to));
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return void setOpen(true);
      move(active + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter' && open && shown[active]) {
      event.preventDefault();
      toggle(shown[active].value);
    } else if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const activeOption = open && shown[active] ? optionId(active) : undefined;
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
          setActive(0);
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
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-multiselectable="true"
        className="lt-combo__list"
        hidden={!open}
        // A click on the list keeps the focus in the input (the list stays open for more picks).
        onMouseDown={(event) => event.preventDefault()}
      >
        {open &&
          (shown.length === 0 ? (
            <li className="lt-combo__empty" role="presentation">
              {loading ? 'Loading…' : emptyText}
            </li>
          ) : (
            shown.map((option, index) => (
              <li
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={chosen.has(option.value)}
                data-active={index === active}
                title={option.label}
                className="lt-combo__option"
                onClick={() => toggle(option.value)}
                onMouseEnter={() => setActive(index)}
              >
                {option.label}
              </li>
            ))
          ))}
      </ul>
    </div>
  );
}
