import { useEffect, type ReactNode } from 'react';
import { Panel } from './panel';

/**
 * A modal dialog without antd's Modal (which would push a page past the bundle budget): a backdrop,
 * a titled panel with role="dialog", Escape and a click on the backdrop close it.
 */
export function LightDialog({
  title,
  onClose,
  width = 640,
  children,
}: {
  title: string;
  onClose: () => void;
  width?: number;
  children: ReactNode;
}) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 1000,
        background: 'rgba(0, 0, 0, 0.45)',
        display: 'flex',
        alignItems: 'flex-start',
        justifyContent: 'center',
        overflowY: 'auto',
        padding: '64px 16px',
      }}
    >
      <div role="dialog" aria-modal="true" aria-label={title} style={{ width, maxWidth: '100%' }}>
        <Panel title={title}>{children}</Panel>
      </div>
    </div>
  );
}
