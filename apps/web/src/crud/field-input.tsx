import { Input, Select } from 'antd';
import type { FieldDefinition, SelectOption } from '@wander/contract';

export interface FieldInputProps {
  field: FieldDefinition;
  disabled: boolean;
  multiple: boolean;
  options: SelectOption[];
  optionsLoading: boolean;
  /**
   * Options decide the input: a select while there are options, else free text (settings values).
   */
  textWhenNoOptions?: boolean;
  // Injected by Form.Item:
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  onBlur?: () => void;
}

/** One generated input: text, textarea, number, date, switch, select or password. */
export function FieldInput(props: FieldInputProps) {
  const { field, disabled, id, onChange, onBlur } = props;
  const common = { id, disabled, onBlur, placeholder: field.placeholder };
  const input = field.input ?? 'text';
  const hasOptions = props.options.length > 0;
  const asSelect =
    input === 'select'
      ? !(props.textWhenNoOptions && !hasOptions)
      : !!props.textWhenNoOptions && hasOptions;
  if (asSelect) {
    return (
      <Select
        {...common}
        value={props.value ?? undefined}
        onChange={(value) => onChange?.(value)}
        mode={props.multiple ? 'multiple' : undefined}
        options={props.options}
        loading={props.optionsLoading}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
      />
    );
  }
  if (input === 'switch') {
    // A native switch (role="switch"): keyboard and screen-reader friendly, and light.
    return (
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="switch-input"
        disabled={disabled}
        checked={props.value === true}
        onChange={(event) => onChange?.(event.target.checked)}
      />
    );
  }
  if (input === 'number') {
    // A native number input (antd's InputNumber does not fit the page budget); empty is null.
    return (
      <Input
        {...common}
        type="number"
        inputMode="decimal"
        value={props.value === null || props.value === undefined ? '' : String(props.value)}
        onChange={(event) => {
          const raw = event.target.value;
          onChange?.(raw === '' || !Number.isFinite(Number(raw)) ? null : Number(raw));
        }}
      />
    );
  }
  if (input === 'date') {
    // A native date input: 'YYYY-MM-DD' (a stored date-time shows by its date); empty is null.
    const value = typeof props.value === 'string' ? props.value.slice(0, 10) : '';
    return (
      <Input
        {...common}
        type="date"
        value={value}
        onChange={(event) => onChange?.(event.target.value || null)}
      />
    );
  }
  const text = {
    ...common,
    value: (props.value as string | null | undefined) ?? '',
    onChange: (event: { target: { value: string } }) => onChange?.(event.target.value),
  };
  if (input === 'textarea') return <Input.TextArea {...text} rows={3} />;
  if (input === 'password') return <Input.Password {...text} autoComplete="new-password" />;
  return <Input {...text} />;
}
