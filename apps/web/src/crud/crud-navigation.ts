import { useLocation, useNavigate } from 'react-router';
import type { AnyResourceDefinition } from '@wander/contract';
import { useSession } from '../lib/session/session';
import { hasPermission } from '../lib/access/permissions';
import type { CrudConfig, Row } from './crud-types';

/** What a list passes to the pages it opens: its query, to come back to the same page. */
export interface CrudLocationState {
  listSearch?: string;
}

export const listPath = (resource: AnyResourceDefinition, config?: CrudConfig) =>
  config?.listPath ?? `${resource.route}-list`;
export const newPath = (resource: AnyResourceDefinition) => `${resource.route}-new`;
export const editPath = (resource: AnyResourceDefinition, id: string) =>
  `${resource.route}-edit/${encodeURIComponent(id)}`;
export const detailPath = (resource: AnyResourceDefinition, id: string) =>
  `${resource.route}-detail/${encodeURIComponent(id)}`;

/** Navigation between list, new, edit and detail that keeps the list's page, filters and sort. */
export function useCrudNavigation(config: CrudConfig) {
  const { resource } = config;
  const navigate = useNavigate();
  const { profile } = useSession();
  const location = useLocation();
  const listSearch = (location.state as CrudLocationState | null)?.listSearch ?? '';
  const fromList = { state: { listSearch: location.search } satisfies CrudLocationState };
  const carry = { state: { listSearch } satisfies CrudLocationState };
  return {
    toList: () => navigate(`${listPath(resource, config)}${listSearch}`),
    toNew: () => navigate(newPath(resource), fromList),
    openRow: (row: Row) => {
      const custom = config.openRow?.(row, profile);
      if (custom) return navigate(custom, fromList);
      const id = String(row[resource.id]);
      const target =
        resource.rowClick === 'detail' ? detailPath(resource, id) : editPath(resource, id);
      navigate(target, fromList);
    },
    toEdit: (id: string) => navigate(editPath(resource, id), carry),
  };
}

/** The current user's permission for an action on the resource (platform admins have all). */
export function useCan(resource: AnyResourceDefinition, action: 'Create' | 'Update' | 'Delete') {
  const { profile } = useSession();
  if (action === 'Create' && resource.without.includes('create')) return false;
  if (action === 'Update' && resource.without.includes('update')) return false;
  if (action === 'Delete' && resource.without.includes('delete')) return false;
  return hasPermission(profile, resource.permission, action);
}

/** Whether the working company may change this record (CrudConfig.canChange; default yes). */
export function useCanChange(config: CrudConfig, row: Row | undefined): boolean {
  const { company, profile } = useSession();
  if (!config.canChange || !row) return true;
  return config.canChange(row, company.code ?? profile?.companies[0]?.entityCode ?? null);
}
