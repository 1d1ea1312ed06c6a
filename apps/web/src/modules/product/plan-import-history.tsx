import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { planImportHistoryList, PlanPath, type PagedResult } from '@wander/contract';
import { api, errorMessageOf } from '../../lib/api';
import { crudKeys } from '../../crud/crud-api';
import type { Row } from '../../crud/crud-types';
import { searchBodyOf, type ListState } from '../../crud/list-state';
import { ResourceTable } from '../../crud/resource-table';
import { FormAlert } from '../../ui/form-alert';
import { Panel } from '../../ui/panel';

const resource = planImportHistoryList;

/**
 * The imports into one plan, newest first, server paged. Its paging stays on the page (not in the
 * URL): the plan page's URL belongs to the plan.
 */
export function PlanImportHistory({ planId }: { planId: string }) {
  const [state, setState] = useState<ListState>({
    page: 1,
    pageSize: resource.defaultPageSize,
    sort: null,
    filters: {},
  });
  const body = useMemo(() => {
    const base = searchBodyOf(resource, state);
    return {
      ...base,
      filterColumns: [
        ...base.filterColumns,
        { columnName: 'planId', filterValue: planId, operator: 'eq' as const },
      ],
    };
  }, [state, planId]);
  const query = useQuery({
    queryKey: crudKeys.search(resource.apiPath, body),
    queryFn: () => api.post<PagedResult<Row>>(PlanPath.history, body),
    placeholderData: keepPreviousData,
  });
  return (
    <Panel title="Import History">
      {query.isError && <FormAlert message={errorMessageOf(query.error)} />}
      <ResourceTable
        resource={resource}
        state={state}
        onStateChange={setState}
        data={query.data}
        loading={query.isFetching}
      />
    </Panel>
  );
}
