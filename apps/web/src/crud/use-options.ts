import { useQuery } from '@tanstack/react-query';
import { sortByLabel, type FieldDefinition, type SelectOption } from '@wander/contract';
import { crudKeys, fetchOptions } from './crud-api';

export interface OptionSource {
  path: string;
  query?: Record<string, string | undefined>;
}

/** The options of a select field: fixed ones, or a GetSelectList; always sorted by label. */
export function useFieldOptions(
  field: FieldDefinition,
  source: OptionSource | null | undefined,
): { options: SelectOption[]; loading: boolean } {
  const fixed = Array.isArray(field.options) ? field.options : null;
  const remote =
    source === undefined
      ? field.options && !Array.isArray(field.options)
        ? { path: field.options.apiPath }
        : null
      : source;
  const query = useQuery({
    queryKey: crudKeys.options(remote?.path ?? '', remote?.query),
    queryFn: () => fetchOptions(remote!.path, remote!.query),
    enabled: !!remote && !fixed,
    staleTime: 60_000,
  });
  if (fixed) return { options: sortByLabel(fixed), loading: false };
  return { options: query.data ?? [], loading: query.isFetching };
}
