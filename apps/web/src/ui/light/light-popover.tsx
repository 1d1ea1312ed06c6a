import { useEffect, useRef, type ReactNode } from 'react';
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
  useEffect(() => {
    if (!open) return;
    const onDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onOpenChange(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onOpenChange(false);
      root.current?.querySelector<HTMLElement>('button')?.focus();
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
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
