import { useRef, useState, type KeyboardEvent } from 'react';
import { useOutsidePointer } from '../use-outside-pointer';

/**
 * The listbox behaviour the light comboboxes share (ARIA combobox pattern): open or closed, the
 * active option (aria-activedescendant), ArrowUp/Down, Enter picks the active option (with the
 * list closed Enter is the form's), Escape or a click outside `root` closes.
 */
export function useComboList<T>(id: string, shown: readonly T[], pick: (option: T) => void) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const optionId = (index: number) => `${id}-option-${index}`;

  useOutsidePointer(root, open, () => setOpen(false));

  const move = (to: number) => {
    const next = Math.max(0, Math.min(shown.length - 1, to));
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
  };
  /** Handles the list's keys; answers false for a key it left to the caller. */
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): boolean => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      else move(active + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter' && open && shown[active] !== undefined) {
      event.preventDefault();
      pick(shown[active]);
    } else if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
    } else return false;
    return true;
  };
  return {
    root,
    open,
    setOpen,
    active,
    setActive,
    optionId,
    onKeyDown,
    activeDescendant: open && shown[active] !== undefined ? optionId(active) : undefined,
  };
}
