import { providerResource } from '@wander/contract';
import { lazy } from 'react';
import type { CrudConfig, CrudRoute } from '../../crud/crud-types';
import { configIn } from '../../crud/plain-config';

const KEEP_CREDENTIALS = 'Leave empty to keep the stored credentials';

/**
 * Setup > Product > Providers' generic pages (issue 27): a catalog of their own, so these screens
 * load only this declaration. The credentials are write-only: an edit that leaves them empty keeps
 * the stored ones, which the edit form says; the detail shows the account's balance, the
 * credentials' hint, Test connection and Sync now under the record.
 */
const SUPPLY_CATALOG = {
  '/setup/provider': {
    resource: providerResource,
    editFields: providerResource.fields.map((field) =>
      field.input === 'password' ? { ...field, placeholder: KEEP_CREDENTIALS } : field,
    ),
    detailExtra: lazy(() =>
      import('../../modules/supply/provider-status-panel').then((m) => ({
        default: m.ProviderStatusPanel,
      })),
    ),
  },
} satisfies Record<string, CrudConfig>;

export function crudConfigOf(route: CrudRoute): CrudConfig | undefined {
  return configIn(SUPPLY_CATALOG, route);
}
