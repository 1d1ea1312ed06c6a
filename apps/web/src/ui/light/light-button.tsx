import type { ButtonHTMLAttributes } from 'react';
import './light.css';

export interface LightButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** 'primary': the theme's filled button; the default is outlined, as antd's. */
  kind?: 'primary' | 'default';
  /** Busy: a spinner before the label; the button stays focusable but does nothing. */
  loading?: boolean;
}

/** A button drawn like antd's, without antd (issue 30). type="button" unless said. */
export function LightButton({
  kind = 'default',
  loading = false,
  className,
  type = 'button',
  children,
  onClick,
  ...rest
}: LightButtonProps) {
  const classes = ['lt-btn', kind === 'primary' && 'lt-btn--primary', className].filter(Boolean);
  return (
    <button
      {...rest}
      type={type}
      className={classes.join(' ')}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (loading) return void event.preventDefault();
        onClick?.(event);
      }}
    >
      {loading && <span className="lt-spin" aria-hidden="true" />}
      {children}
    </button>
  );
}
