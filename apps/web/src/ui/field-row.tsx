import type { ReactNode } from 'react';

/**
 * A labelled form row without antd's Form (which would push the order pages over the bundle
 * budget): label, required mark, control and its error.
 */
export function FieldRow(props: {
  id: string;
  label: string;
  required?: boolean;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <div className="field-row">
      <label htmlFor={props.id} className="field-row__label">
        {props.required && (
          <span className="field-row__required" aria-hidden>
            *{' '}
          </span>
        )}
        {props.label}
      </label>
      {props.children}
      {props.error && (
        <div className="field-row__error" role="alert">
          {props.error}
        </div>
      )}
    </div>
  );
}
