import { useRef, useState } from 'react';
import { Button, Space } from 'antd';
import type { z } from 'zod';
import type { FieldDefinition } from '@wander/contract';
import { splitFormErrors, type ApiResult } from '../lib/api';
import { FormAlert } from '../ui/form-alert';
import type { FormValues, Row } from './crud-types';
import { isRequiredField, payloadOf } from './form-schema';

export interface LightResourceFormProps {
  schema: z.ZodObject;
  /** Text, textarea, number and switch fields (no selects). */
  fields: readonly FieldDefinition[];
  initialValues: FormValues;
  onSubmit: (body: FormValues) => Promise<ApiResult<Row>>;
  onSuccess: (result: ApiResult<Row>) => unknown;
  onCancel: () => void;
}

/** A native input that looks like antd's (for pages without room for antd's Input). */
export const NATIVE_INPUT_STYLE = {
  width: '100%',
  padding: '4px 11px',
  border: '1px solid #d9d9d9',
  borderRadius: 6,
  font: 'inherit',
  lineHeight: 1.5715,
} as const;

/**
 * A form from a resource's fields and schema with native inputs, for dialogs inside pages that
 * have no room for antd's Form: the contract's messages once a field was touched (or on Save),
 * server field errors on their fields and the rest above Save.
 */
export function LightResourceForm(props: LightResourceFormProps) {
  const { schema, fields } = props;
  const [values, setValues] = useState<FormValues>(props.initialValues);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  // One save at a time (issue 37): two submits in one tick both saw `saving` false. After a
  // success none at all: the dialog closes.
  const inFlight = useRef(false);
  const [formError, setFormError] = useState<string | null>(null);
  const body = payloadOf(schema, values);
  const parsed = schema.safeParse(body);
  const clientErrors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) clientErrors[String(issue.path[0])] ??= issue.message;
  }
  const errorOf = (key: string) =>
    (touched.has(key) && clientErrors[key]) || serverErrors[key] || undefined;
  const set = (key: string, value: unknown) => {
    setValues((v) => ({ ...v, [key]: value }));
    setServerErrors(({ [key]: _dropped, ...rest }) => rest);
  };
  const touch = (key: string) => setTouched((t) => new Set(t).add(key));

  return (
    <form
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        setTouched(new Set(fields.map((f) => f.key)));
        if (!parsed.success) {
          // A problem outside the shown fields still needs saying.
          const hidden = Object.entries(clientErrors).filter(
            ([key]) => !fields.some((f) => f.key === key),
          );
          setFormError(hidden.map(([, message]) => message).join(' ') || null);
          return;
        }
        if (inFlight.current) return;
        inFlight.current = true;
        setSaving(true);
        setFormError(null);
        let result;
        try {
          result = await props.onSubmit(body);
        } catch (error) {
          const split = splitFormErrors(
            error,
            fields.map((f) => f.key),
          );
          setServerErrors(Object.fromEntries(split.fields.map((f) => [f.name, f.errors[0]])));
          setFormError(split.formMessage);
          inFlight.current = false;
          setSaving(false);
          return;
        }
        await props.onSuccess(result);
      }}
    >
      {fields.map((field) => {
        const id = `light-form-${field.key}`;
        const error = errorOf(field.key);
        const value = values[field.key];
        const common = {
          id,
          'aria-invalid': !!error,
          onBlur: () => touch(field.key),
          placeholder: field.placeholder,
        };
        let input;
        if (field.input === 'switch') {
          input = (
            <input
              id={id}
              type="checkbox"
              role="switch"
              className="switch-input"
              checked={value === true}
              onChange={(e) => set(field.key, e.target.checked)}
            />
          );
        } else if (field.input === 'number') {
          input = (
            <input
              {...common}
              style={NATIVE_INPUT_STYLE}
              type="number"
              inputMode="decimal"
              value={value === null || value === undefined ? '' : String(value)}
              onChange={(e) =>
                set(field.key, e.target.value === '' ? null : Number(e.target.value))
              }
            />
          );
        } else if (field.input === 'textarea') {
          input = (
            <textarea
              {...common}
              style={NATIVE_INPUT_STYLE}
              rows={3}
              value={(value as string | null | undefined) ?? ''}
              onChange={(e) => set(field.key, e.target.value)}
            />
          );
        } else {
          input = (
            <input
              {...common}
              style={NATIVE_INPUT_STYLE}
              value={(value as string | null | undefined) ?? ''}
              onChange={(e) => set(field.key, e.target.value)}
            />
          );
        }
        return (
          <div key={field.key} style={{ marginBottom: 12 }}>
            <div style={{ marginBottom: 4 }}>
              {isRequiredField(schema, field.key) && field.input !== 'switch' && (
                <span aria-hidden style={{ color: '#ff4d4f' }}>
                  *{' '}
                </span>
              )}
              <label htmlFor={id}>{field.label}</label>
            </div>
            {input}
            {error && (
              <div role="alert" style={{ color: '#ff4d4f' }}>
                {error}
              </div>
            )}
          </div>
        );
      })}
      <FormAlert message={formError} />
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={saving}>
          Save
        </Button>
        <Button onClick={props.onCancel}>Cancel</Button>
      </Space>
    </form>
  );
}
