import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useOutsidePointer } from './use-outside-pointer';

export interface MenuButtonItem {
  key: string;
  label: string;
  /** A line above the item (antd's divider). */
  dividerBefore?: boolean;
}

export interface MenuButtonProps {
  /** The trigger's content. */
  children: ReactNode;
  items: readonly MenuButtonItem[];
  onSelect: (key: string) => void;
  /** A single-choice menu (menuitemradio): the checked item's key. */
  checkedKey?: string | null;
  ariaLabel?: string;
  disabled?: boolean;
  busy?: boolean;
  /** Extra class of the trigger (`menu-button__trigger--text` for a borderless one). */
  triggerClass?: string;
  /** Where the popup opens: under the trigger's right edge (default) or its left. */
  align?: 'left' | 'right';
}

/**
 * A menu button in plain markup (WAI-ARIA APG "menu button"): the header's user menu and company
 * switcher, without antd's Dropdown (its trigger and motion code weigh ~15 KiB on every page).
 * Enter, Space or ArrowDown open the menu on the first (or checked) item; ArrowUp opens it on the
 * last; Up/Down/Home/End move, Enter or Space chooses, Escape closes to the trigger, Tab closes.
 */
export function MenuButton({
  children,
  items,
  onSelect,
  checkedKey,
  ariaLabel,
  disabled,
  busy,
  triggerClass,
  align = 'right',
}: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();
  const radio = checkedKey !== undefined;

  useEffect(() => {
    if (!open) return;
    itemRefs.current[active]?.focus();
  }, [open, active]);

  useOutsidePointer(rootRef, open, () => setOpen(false));

  const openAt = (index: number) => {
    setActive((index + items.length) % items.length);
    setOpen(true);
  };
  const firstIndex = () => Math.max(0, radio ? items.findIndex((i) => i.key === checkedKey) : 0);
  const close = (focusTrigger: boolean) => {
    setOpen(false);
    if (focusTrigger) triggerRef.current?.focus();
  };
  const choose = (key: string) => {
    close(true);
    onSelect(key);
  };

  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? firstIndex() : items.length - 1);
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowUp: active - 1,
      Home: 0,
      End: items.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive((moves[event.key] + items.length) % items.length);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div className="menu-button" ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className={`menu-button__trigger ${triggerClass ?? ''}`.trim()}
        aria-label={ariaLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-busy={busy || undefined}
        disabled={disabled}
        onClick={() => (open ? close(false) : openAt(firstIndex()))}
        onKeyDown={onTriggerKey}
      >
        {busy && <span className="menu-button__spinner" aria-hidden="true" />}
        {children}
        <span className="menu-button__caret" aria-hidden="true">
          ▾
        </span>
      </button>
      {open && (
        <ul
          id={menuId}
          role="menu"
          aria-label={ariaLabel}
          className={`menu-button__menu menu-button__menu--${align}`}
          onKeyDown={onMenuKey}
        >
          {items.map((item, index) => (
            <li key={item.key} role="none">
              {item.dividerBefore && <hr className="menu-button__divider" aria-hidden="true" />}
              <button
                ref={(node) => {
                  itemRefs.current[index] = node;
                }}
                type="button"
                role={radio ? 'menuitemradio' : 'menuitem'}
                aria-checked={radio ? item.key === checkedKey : undefined}
                tabIndex={index === active ? 0 : -1}
                className="menu-button__item"
                onClick={() => choose(item.key)}
                onMouseEnter={() => setActive(index)}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
