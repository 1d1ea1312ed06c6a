import type { HTMLAttributes, ReactNode } from 'react';
import './light.css';

export type LightAlertType = 'info' | 'success' | 'warning' | 'error';

const MARKS: Record<LightAlertType, string> = { info: 'i', success: '✓', warning: '!', error: '×' };

/** An inline message drawn like antd's Alert with its icon, without antd (issue 30). */
export function LightAlert({
  type,
  message,
  className,
  ...rest
}: Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  type: LightAlertType;
  message: ReactNode;
}) {
  return (
    <div {...rest} className={[`lt-alert lt-alert--${type}`, className].filter(Boolean).join(' ')}>
      <span className="lt-alert__icon" aria-hidden="true">
        {MARKS[type]}
      </span>
      <span>{message}</span>
    </div>
  );
}
