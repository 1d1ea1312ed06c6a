import type { ButtonHTMLAttributes } from 'react';
import './light.css';

export interface LightButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** 'primary': the theme's filled button; 'link': text in the theme's colour; else outlined. */
  kind?: 'primary' | 'default' | 'link';
  /** Busy: a spinner before the label; the button stays focusable but does nothing. */
  loading?: boolean;
  /** A destructive action (Cancel an order): red, as antd's danger button. */
  danger?: boolean;
  size?: 'small' | 'middle';
}

/** A button drawn like antd's, without antd (issue 30). type="button" unless said. */
export function LightButton({
  kind = 'default',
  loading = false,
  danger = false,
  size = 'middle',
  className,
  type = 'button',
  children,
  onClick,
  ...rest
}: LightButtonProps) {
  const classes = [
    'lt-btn',
    kind !== 'default' && `lt-btn--${kind}`,
    danger && 'lt-btn--danger',
    size === 'small' && 'lt-btn--small',
    className,
  ].filter(Boolean);
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
