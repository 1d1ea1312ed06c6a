import { Input } from 'antd';

/** A list's text filter that searches when Enter is pressed or the box is cleared. */
export function SearchBox(props: {
  label: string;
  value: string | null;
  onSearch: (value: string) => void;
}) {
  return (
    <Input.Search
      aria-label={props.label}
      placeholder={props.label}
      allowClear
      style={{ width: 200 }}
      defaultValue={props.value ?? ''}
      onSearch={(v) => props.onSearch(v.trim())}
    />
  );
}
