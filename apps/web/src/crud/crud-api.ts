import {
  sortByLabel,
  type PagedResult,
  type PagingRequest,
  type SelectOption,
} from '@wander/contract';
import { api, apiRequest } from '../lib/api';
import type { CrudEndpoints, FormValues, Row } from './crud-types';

/** The standard calls of spec section 7 for one resource. */
export function crudApi(endpoints: CrudEndpoints) {
  return {
    search: (body: PagingRequest) => api.post<PagedResult<Row>>(endpoints.search, body),
    detail: (id: string) => api.get<Row>(endpoints.detail(id)),
    create: (values: FormValues) =>
      apiRequest<Row>(endpoints.create, { method: 'POST', body: values }),
    update: (id: string, values: FormValues) =>
      apiRequest<Row>(endpoints.update(id), { method: 'PUT', body: values }),
    remove: (id: string) => apiRequest<null>(endpoints.remove(id), { method: 'DELETE' }),
  };
}

/** A GetSelectList (or any label/value list), options sorted by label (spec section 2). */
export async function fetchOptions(
  path: string,
  query?: Record<string, string | undefined>,
): Promise<SelectOption[]> {
  const options = await api.get<SelectOption[]>(path, { query });
  return sortByLabel(options);
}

/** Query keys: every list and detail of a resource sits under its API path. */
export const crudKeys = {
  all: (apiPath: string) => ['crud', apiPath] as const,
  search: (apiPath: string, body: PagingRequest) => ['crud', apiPath, 'search', body] as const,
  detail: (apiPath: string, id: string) => ['crud', apiPath, 'detail', id] as const,
  options: (path: string, query?: Record<string, string | undefined>) =>
    ['options', path, query ?? {}] as const,
};
