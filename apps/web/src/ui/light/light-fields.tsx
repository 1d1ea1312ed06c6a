import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import './light.css';

/** A text input drawn like antd's (issue 30). */
export function LightInput({ className, ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  return <input {...rest} className={['lt-input', className].filter(Boolean).join(' ')} />;
}

/** A checkbox with its label, drawn like antd's. */
export function LightCheckbox({
  children,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { children: ReactNode }) {
  return (
    <label className="lt-check">
      <input type="checkbox" {...rest} />
      <span>{children}</span>
    </label>
  );
}

export interface LightOption {
  label: string;
  value: string;
}

/**
 * A single choice on the browser's own select (a phone opens its native picker): the options, a
 * placeholder while nothing is chosen, and `empty` as the only (disabled) line when there are none.
 */
export function LightSelect({
  options,
  value,
  onChange,
  placeholder = '',
  empty,
  loading = false,
  className,
  ...rest
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & {
  options: readonly LightOption[];
  value: string | undefined;
  onChange: (value: string) => void;
  placeholder?: string;
  empty?: string;
  loading?: boolean;
}) {
  const none = options.length === 0 && !loading;
  return (
    <select
      {...rest}
      className={['lt-select', className].filter(Boolean).join(' ')}
      value={value ?? ''}
      aria-busy={loading || undefined}
      onChange={(event) => onChange(event.target.value)}
    >
      {(value === undefined || none) && (
        <option value="" disabled>
          {none && empty ? empty : placeholder}
        </option>
      )}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
