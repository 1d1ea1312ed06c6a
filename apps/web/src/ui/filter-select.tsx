import { Select } from 'antd';

/**
 * A list's one-value filter (status, type): clearable, labelled for screen readers, and null
 * when cleared. `options` are values shown as they are, or value/label pairs.
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
    <Select
      aria-label={props.label}
      allowClear
      placeholder={props.placeholder}
      style={{ width: props.width }}
      value={props.value ?? undefined}
      onChange={(value: string | undefined) => props.onChange(value ?? null)}
      options={props.options.map((o) => (typeof o === 'string' ? { label: o, value: o } : o))}
    />
  );
}

/** value/label pairs of a label map (e.g. wallet transaction kinds). */
export const optionsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
