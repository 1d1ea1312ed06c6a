import { Input, Select } from 'antd';
import type { FieldDefinition, SelectOption } from '@wander/contract';
import { FileFieldInput } from './file-field-input';

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
  /** The resource's API path: where an 'image' or 'document' field uploads (`{entity}/files`). */
  entity?: string;
  // Injected by Form.Item:
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  onBlur?: () => void;
}

/** One generated input: text, textarea, html, number, date, switch, select, password, image, document. */
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
  if ((input === 'image' || input === 'document') && props.entity) {
    return (
      <FileFieldInput
        entity={props.entity}
        kind={input}
        label={field.label}
        id={id}
        value={props.value}
        disabled={disabled}
        onChange={onChange}
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
  // Rich text is written as HTML; the server keeps only safe markup (see SafeHtml).
  if (input === 'html') return <Input.TextArea {...text} rows={6} spellCheck />;
  if (input === 'password') return <Input.Password {...text} autoComplete="new-password" />;
  return <Input {...text} />;
}
