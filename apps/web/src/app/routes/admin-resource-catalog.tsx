import { lazy } from 'react';
import { apiLogResource, userResource } from '@wander/contract';
import { deleteUsers, updateUserWithRoles, USER_EDIT_FIELDS } from '../../modules/admin/user-calls';
import type { CrudConfig, CrudRoute } from '../../crud/crud-types';
import { configIn } from '../../crud/plain-config';

/** The generic pages' configuration of the admin section (users, logs); see general-resource-catalog. */
export const ADMIN_CRUD_CATALOG = {
  '/admin/user': {
    resource: userResource,
    listPath: '/admin/users',
    endpoints: {
      search: 'admin/Users/search',
      detail: (id) => `admin/Users/${encodeURIComponent(id)}`,
    },
    editFields: USER_EDIT_FIELDS,
    update: updateUserWithRoles,
    deleteMany: deleteUsers,
    // A platform admin's "Reset two-factor" (issue 25).
    detailExtra: lazy(() =>
      import('../../modules/admin/reset-two-factor-panel').then((m) => ({
        default: m.ResetTwoFactorPanel,
      })),
    ),
  },
  '/admin/log': {
    resource: apiLogResource,
    listPath: '/admin/logs',
    endpoints: { detail: (id) => `admin/ApiLogs/${encodeURIComponent(id)}` },
  },
} satisfies Record<string, CrudConfig>;

/** The admin section's generic-page configuration (users, logs). */
export function crudConfigOf(route: CrudRoute): CrudConfig | undefined {
  return configIn(ADMIN_CRUD_CATALOG, route);
}
