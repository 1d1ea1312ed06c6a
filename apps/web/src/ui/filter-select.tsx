import { LightSelect } from './light/light-fields';

/**
 * A list's one-value filter (status, type): the browser's own select (no antd, issue 30: a phone
 * opens its native picker), labelled for screen readers; its first line, the placeholder ('All
 * statuses'), clears it to null. `options` are values shown as they are, or value/label pairs.
 */
export function FilterSelect(props: {
  label: string;
  placeholder: string;
  width: number;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  options: readonly string[] | { value: string; label: string }[];
}) {
  return (
    <LightSelect
      aria-label={props.label}
      style={{ width: props.width }}
      value={props.value ?? ''}
      onChange={(value) => props.onChange(value || null)}
      options={[
        { label: props.placeholder, value: '' },
        ...props.options.map((o) => (typeof o === 'string' ? { label: o, value: o } : o)),
      ]}
    />
  );
}

/** value/label pairs of a label map (e.g. wallet transaction kinds). */
export const optionsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
