import { useEffect, useRef, type RefObject } from 'react';

/**
 * While `open`, a pointer pressed outside `root` calls `onOutside` (a menu, a popover or a
 * combobox's list closes on a click elsewhere). The listener is added once per opening, not on
 * every render (the callback is read from a ref).
 */
export function useOutsidePointer(
  root: RefObject<HTMLElement | null>,
  open: boolean,
  onOutside: () => void,
) {
  const callback = useRef(onOutside);
  callback.current = onOutside;
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) callback.current();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [root, open]);
}
