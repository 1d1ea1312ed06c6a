import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SuccessMessage } from '@wander/contract';
import { errorMessageOf, type ApiResult } from '../lib/api';
import { confirmDialog, showMessage } from '../ui/dialogs';
import { crudApi, crudKeys } from './crud-api';
import { endpointsOf, type CrudConfig, type FormValues, type Row } from './crud-types';

/** The detail of one record (`GET {detail}`), when there is an id. */
export function useResourceDetail(config: CrudConfig, id: string | undefined) {
  const endpoints = endpointsOf(config);
  return useQuery({
    queryKey: crudKeys.detail(config.resource.apiPath, id ?? ''),
    queryFn: () => crudApi(endpoints).detail(id!),
    enabled: !!id,
  });
}

/** Create, update and delete with the spec's success messages; the resource's queries refresh. */
export function useCrudMutations(config: CrudConfig) {
  const queryClient = useQueryClient();
  const calls = crudApi(endpointsOf(config));
  const done = async (result: ApiResult<unknown>, fallback: string) => {
    await queryClient.invalidateQueries({ queryKey: crudKeys.all(config.resource.apiPath) });
    showMessage('success', result.message ?? fallback);
  };
  /** 'Are you sure to delete?' with Yes / No; resolves true once the delete went through. */
  const confirmThenDelete = async (remove: () => Promise<ApiResult<null>>) => {
    let deleted = false;
    await confirmDialog({
      onYes: async () => {
        try {
          await done(await remove(), SuccessMessage.deleted);
          deleted = true;
        } catch (error) {
          // A still-referenced record (409) and the like: say why, keep the record.
          showMessage('error', errorMessageOf(error));
        }
      },
    });
    return deleted;
  };
  return {
    create: (values: FormValues) => calls.create(values),
    update: (id: string, values: FormValues) =>
      config.update ? config.update(id, values) : calls.update(id, values),
    created: (result: ApiResult<Row>) => done(result, SuccessMessage.created),
    updated: (result: ApiResult<Row>) => done(result, SuccessMessage.updated),
    confirmDelete: (id: string) => confirmThenDelete(() => calls.remove(id)),
    confirmDeleteMany: (ids: string[]) =>
      confirmThenDelete(() =>
        config.deleteMany ? config.deleteMany(ids) : Promise.reject(new Error('Not supported')),
      ),
  };
}
