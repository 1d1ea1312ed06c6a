import { useEffect, useRef, type ReactNode } from 'react';
import { useOutsidePointer } from '../use-outside-pointer';
import './light.css';

/**
 * A click-opened panel under its trigger, without antd (issue 30): Escape or a click elsewhere
 * closes it and gives the focus back to the trigger; its content is drawn only while open.
 */
export function LightPopover({
  open,
  onOpenChange,
  trigger,
  content,
  align = 'left',
}: {
  /** The panel's side under the trigger: its left edge (default) or its right edge. */
  align?: 'left' | 'right';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: (props: { onClick: () => void; 'aria-expanded': boolean }) => ReactNode;
  content: ReactNode;
}) {
  const root = useRef<HTMLSpanElement>(null);
  useOutsidePointer(root, open, () => onOpenChange(false));
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onOpenChange(false);
      root.current?.querySelector<HTMLElement>('button')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onOpenChange]);
  return (
    <span ref={root} className="lt-popover-anchor">
      {trigger({ onClick: () => onOpenChange(!open), 'aria-expanded': open })}
      {open && (
        <div className={`lt-popover${align === 'right' ? ' lt-popover--right' : ''}`} role="dialog">
          {content}
        </div>
      )}
    </span>
  );
}
