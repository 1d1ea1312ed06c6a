import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Form, Space } from 'antd';
import type { FieldDefinition } from '@wander/contract';
import { useApiCall } from '../lib/api/use-api-call';
import { FormAlert } from '../ui/form-alert';
import { zodRule } from '../ui/zod-rules';
import type { ApiResult } from '../lib/api';
import type { CrudConfig, FieldOverride, FormMode, FormValues, Row } from './crud-types';
import { FieldInput } from './field-input';
import { isListField, isRequiredField, payloadOf, schemaFor, shapeOf } from './form-schema';
import { useFieldOptions } from './use-options';

export interface ResourceFormProps {
  config: CrudConfig;
  mode: FormMode;
  id?: string;
  fields: readonly FieldDefinition[];
  initialValues: FormValues;
  /** Gets exactly the schema's keys; server field errors land on the fields. */
  onSubmit: (body: FormValues) => Promise<ApiResult<Row>>;
  /** After it the form takes no other save: the page leaves the form (the list, read mode). */
  onSuccess: (result: ApiResult<Row>) => unknown;
  onCancel?: () => void;
  submitText?: string;
  /** More buttons after Save / Cancel (Delete on an edit page). */
  actions?: ReactNode;
}

interface FieldItemProps {
  config: CrudConfig;
  mode: FormMode;
  id?: string;
  field: FieldDefinition;
  override?: FieldOverride;
}

function FieldItem({ config, mode, id, field, override }: FieldItemProps) {
  const schema = schemaFor(config.resource, mode);
  const form = Form.useFormInstance<FormValues>();
  const values = Form.useWatch([], form) as FormValues | undefined;
  const source = override?.options
    ? override.options({ values: values ?? {}, id, mode })
    : undefined;
  const { options, loading } = useFieldOptions(field, source);
  const disabled = mode === 'edit' && !!field.readOnlyOnEdit;
  const required = isRequiredField(schema, field.key) && field.input !== 'switch';
  return (
    <Form.Item
      label={field.label}
      name={field.key}
      // The asterisk is hidden on a disabled field (spec section 5).
      required={required && !disabled}
      rules={disabled ? [] : [zodRule(schema, field.key)]}
      valuePropName="value"
    >
      <FieldInput
        field={field}
        disabled={disabled}
        multiple={
          isListField(config.resource.create, field.key) ||
          isListField(config.resource.update, field.key)
        }
        options={options}
        optionsLoading={loading}
        textWhenNoOptions={override?.textWhenNoOptions}
        entity={config.resource.apiPath}
      />
    </Form.Item>
  );
}

/**
 * The generated form of a resource: inputs from `fields`, rules from the create or update schema
 * (the contract's messages, shown once a field was touched), select options sorted by label,
 * server field errors on their fields and the rest above the submit button. Enter submits.
 */
export function ResourceForm(props: ResourceFormProps) {
  const { config, mode, fields } = props;
  const [form] = Form.useForm<FormValues>();
  const schema = schemaFor(config.resource, mode);
  const call = useApiCall(props.onSubmit, { form });
  // One save at a time (issue 37): a second click, or Enter in a field, while the first was on
  // its way sent the create again ("... already exists"). After a success the form takes none at
  // all: every page leaves it then (the list opens, read mode or the dialog closes).
  const saving = useRef(false);
  const [busy, setBusy] = useState(false);
  const header = useMemo(
    () => config.form?.header?.({ setValues: (v) => form.setFieldsValue(v), mode }),
    [config.form, form, mode],
  );
  return (
    <Form
      form={form}
      layout="vertical"
      style={{ maxWidth: 640 }}
      initialValues={props.initialValues}
      validateTrigger={['onBlur', 'onChange']}
      onFinish={async () => {
        if (saving.current) return;
        saving.current = true;
        setBusy(true);
        // Fields outside the schema (a user's roles) go to a custom save as they are; a field
        // shown read-only on edit (a code) is not sent: the update takes no such field.
        const extra = fields
          .filter((f) => !(mode === 'edit' && f.readOnlyOnEdit))
          .map((f) => f.key)
          .filter((key) => !(key in shapeOf(schema)));
        const values = { ...props.initialValues, ...form.getFieldsValue(true) };
        const body = payloadOf(schema, values, extra);
        const result = await call.run(body);
        if (result !== undefined) return void (await props.onSuccess(result));
        saving.current = false;
        setBusy(false);
      }}
    >
      {header}
      {fields.map((field) => (
        <FieldItem
          key={field.key}
          config={config}
          mode={mode}
          id={props.id}
          field={field}
          override={config.form?.fields?.[field.key]}
        />
      ))}
      <FormAlert message={call.errorMessage} />
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={busy}>
          {props.submitText ?? 'Save'}
        </Button>
        {props.onCancel && <Button onClick={props.onCancel}>Cancel</Button>}
        {props.actions}
      </Space>
    </Form>
  );
}
