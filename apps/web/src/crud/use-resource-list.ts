import { useCallback, useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { AnyResourceDefinition, PagedResult } from '@wander/contract';
import { crudApi, crudKeys } from './crud-api';
import type { CrudEndpoints, Row } from './crud-types';
import { parseListState, searchBodyOf, writeListState, type ListState } from './list-state';

/**
 * A server-paged list: its state lives in the URL query (page, size, sort, f.<column>), the rows
 * come from `POST {search}` through react-query.
 */
export function useResourceList(resource: AnyResourceDefinition, endpoints: CrudEndpoints) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListState(params, resource), [params, resource]);
  const body = useMemo(() => searchBodyOf(resource, state), [resource, state]);
  const query = useQuery<PagedResult<Row>>({
    queryKey: crudKeys.search(resource.apiPath, body),
    queryFn: () => crudApi(endpoints).search(body),
    placeholderData: keepPreviousData,
  });
  const setState = useCallback(
    (next: ListState) => setParams((current) => writeListState(current, next), { replace: true }),
    [setParams],
  );
  return { state, setState, body, query };
}
