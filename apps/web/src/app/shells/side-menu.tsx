import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { MenuItem, SectionMenuModel } from './section-menu';

interface Row {
  key: string;
  /** The group a row belongs to (its parent's key), for Left. */
  parent: string | null;
  group: boolean;
}

/** The rows a keyboard reaches: every top row, and the rows of open groups. */
function visibleRows(items: readonly MenuItem[], open: ReadonlySet<string>, parent: string | null) {
  const rows: Row[] = [];
  for (const item of items) {
    rows.push({ key: item.key, parent, group: !!item.children });
    if (item.children && open.has(item.key)) {
      rows.push(...visibleRows(item.children, open, item.key));
    }
  }
  return rows;
}

export interface SideMenuProps {
  label: string;
  model: SectionMenuModel;
  selected: readonly string[];
  /** After a screen is chosen (closes the sidebar on small screens). */
  onNavigate?: () => void;
}

/**
 * A section's sidebar as a vertical menu in plain markup (WAI-ARIA APG menu with groups), instead
 * of antd's inline Menu: screens are links, groups open and close (all open at first). One tab stop;
 * Up/Down/Home/End move, Right opens a group (or enters it), Left closes it (or goes to its group),
 * Enter or Space toggles a group and Enter follows a link.
 */
export function SideMenu({ label, model, selected, onNavigate }: SideMenuProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(model.groupKeys));
  const [focus, setFocus] = useState<string | null>(null);
  const refs = useRef(new Map<string, HTMLElement>());
  const rows = visibleRows(model.items, open, null);
  const current = rows.find((row) => row.key === focus)?.key ?? selected[0] ?? rows[0]?.key;
  const reachable = rows.some((row) => row.key === current) ? current : rows[0]?.key;

  // The chosen screen stays in view in a sidebar taller than the window (it scrolls on its own).
  const selectedKey = selected.find((key) => model.paths.has(key));
  useEffect(() => {
    if (selectedKey) refs.current.get(selectedKey)?.scrollIntoView?.({ block: 'nearest' });
  }, [selectedKey]);

  const toggle = (key: string, value?: boolean) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (value ?? !next.has(key)) next.add(key);
      else next.delete(key);
      return next;
    });
  const moveTo = (key: string | undefined) => {
    if (!key) return;
    setFocus(key);
    refs.current.get(key)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = rows.findIndex((row) => row.key === reachable);
    const row = rows[index];
    if (!row) return;
    const byKey: Record<string, () => void> = {
      ArrowDown: () => moveTo(rows[(index + 1) % rows.length]?.key),
      ArrowUp: () => moveTo(rows[(index - 1 + rows.length) % rows.length]?.key),
      Home: () => moveTo(rows[0]?.key),
      End: () => moveTo(rows[rows.length - 1]?.key),
      ArrowRight: () => {
        if (!row.group) return;
        if (open.has(row.key)) moveTo(rows[index + 1]?.key);
        else toggle(row.key, true);
      },
      ArrowLeft: () => {
        if (row.group && open.has(row.key)) toggle(row.key, false);
        else if (row.parent) moveTo(row.parent);
      },
    };
    const action = byKey[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const register = (key: string) => (node: HTMLElement | null) => {
    if (node) refs.current.set(key, node);
    else refs.current.delete(key);
  };

  const renderItems = (items: readonly MenuItem[], depth: number) =>
    items.map((item) => {
      const common = {
        role: 'menuitem',
        tabIndex: item.key === reachable ? 0 : -1,
        onFocus: () => setFocus(item.key),
        style: { paddingLeft: 16 + depth * 16 },
      } as const;
      if (item.children) {
        const isOpen = open.has(item.key);
        return (
          <li key={item.key} role="none">
            <button
              {...common}
              ref={register(item.key)}
              type="button"
              className="side-menu__group"
              aria-expanded={isOpen}
              onClick={() => toggle(item.key)}
            >
              {item.label}
              <span className="side-menu__arrow" aria-hidden="true" />
            </button>
            {isOpen && (
              <ul role="group" aria-label={item.label}>
                {renderItems(item.children, depth + 1)}
              </ul>
            )}
          </li>
        );
      }
      const isSelected = selected.includes(item.key);
      return (
        <li key={item.key} role="none">
          <Link
            {...common}
            ref={register(item.key)}
            to={model.paths.get(item.key) ?? '/'}
            className={`side-menu__item${isSelected ? ' side-menu__item--selected' : ''}`}
            aria-current={isSelected ? 'page' : undefined}
            onClick={onNavigate}
          >
            {item.label}
          </Link>
        </li>
      );
    });

  return (
    <ul
      role="menu"
      aria-label={label}
      aria-orientation="vertical"
      className="side-menu"
      onKeyDown={onKeyDown}
    >
      {renderItems(model.items, 0)}
    </ul>
  );
}
