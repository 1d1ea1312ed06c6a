import { Descriptions } from 'antd';
import type { ColumnKind, FieldDefinition } from '@wander/contract';
import { renderValue } from './cell-format';
import type { CrudConfig, Row } from './crud-types';
import { useFieldOptions } from './use-options';
import { FileImage } from '../ui/file-image';
import { SafeHtml } from '../ui/safe-html';

function FieldValue({ field, value }: { field: FieldDefinition; value: unknown }) {
  const { options } = useFieldOptions(field, field.input === 'select' ? undefined : null);
  if (field.input === 'password') return <>••••••••</>;
  if (field.input === 'image') {
    return (
      <FileImage
        value={typeof value === 'string' ? value : null}
        alt={field.label}
        className="file-field__preview"
        fallback="-"
      />
    );
  }
  if (field.input === 'html') {
    return <SafeHtml html={typeof value === 'string' ? value : null} className="rich-text" />;
  }
  const label = (v: unknown) => options.find((o) => o.value === v)?.label ?? v;
  const shown = Array.isArray(value) ? value.map(label) : label(value);
  const kind: ColumnKind = field.input === 'switch' ? 'boolean' : 'text';
  return <>{renderValue(shown, kind)}</>;
}

/** Read mode of a record: every field with its label (select values shown by their label). */
export function ResourceDescriptions({
  config,
  row,
  fields,
}: {
  config: CrudConfig;
  row: Row;
  fields?: readonly FieldDefinition[];
}) {
  const shown = (fields ?? config.resource.fields).filter((f) => f.input !== 'password');
  return (
    <Descriptions column={1} bordered size="middle">
      {shown.map((field) => (
        <Descriptions.Item key={field.key} label={field.label}>
          <FieldValue field={field} value={row[field.key]} />
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}
