import { useSearchParams } from 'react-router';

type Value = string | number | null;

/**
 * List state kept in the URL query (reload and Back restore it). `set` merges a change, goes back
 * to page 1 unless the change names a page, and drops empty values and page 1 from the URL.
 */
export function useUrlState<T extends { page: number } & Record<string, Value>>(
  parse: (params: URLSearchParams) => T,
) {
  const [params, setParams] = useSearchParams();
  const state = parse(params);
  const set = (next: Partial<T>) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        const merged: Record<string, Value> = { ...state, page: 1, ...next };
        for (const [key, value] of Object.entries(merged)) {
          if (value === null || value === '' || (key === 'page' && value === 1)) out.delete(key);
          else out.set(key, String(value));
        }
        return out;
      },
      { replace: true },
    );
  return { state, set };
}

/** A page size from the URL if it is one of the list's options, else the first option. */
export function pageSizeOf(raw: string | null, options: readonly number[]) {
  return options.includes(Number(raw)) ? Number(raw) : options[0];
}
