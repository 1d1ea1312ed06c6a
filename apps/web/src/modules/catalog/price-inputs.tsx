import { NATIVE_INPUT_STYLE } from '../../crud/light-resource-form';

/** A native number input with a text before or after it (antd's Input is too heavy here). */
export function NumberBox({
  label,
  before,
  after,
  value,
  disabled,
  placeholder,
  onChange,
}: {
  label: string;
  before?: string;
  after?: string;
  value: string;
  disabled: boolean;
  placeholder?: string;
  onChange: (value: string) => void;
}) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      {before}
      <input
        type="number"
        inputMode="decimal"
        aria-label={label}
        style={{ ...NATIVE_INPUT_STYLE, width: 130 }}
        placeholder={placeholder}
        disabled={disabled}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      {after}
    </span>
  );
}

export const FieldError = ({ text }: { text?: string }) =>
  text ? (
    <div className="field-error" role="alert" style={{ color: '#ff4d4f' }}>
      {text}
    </div>
  ) : null;
