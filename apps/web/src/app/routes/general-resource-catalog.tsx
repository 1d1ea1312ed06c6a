import { currencyResource, settingsResource } from '@wander/contract';
import { CurrencyPredefinedPicker } from '../../modules/network/currency-predefined';
import type { CrudConfig, CrudRoute } from '../../crud/crud-types';
import { configIn } from '../../crud/plain-config';

/**
 * The General section's generic pages that need more than a resource's declaration, by route (only
 * the resources the spec asks more of). Loaded lazily with the generic pages; every section has a
 * catalog of its own (admin-resource-catalog, setup-resource-catalog, list-resource-catalog for the
 * read-only message lists, large-resource-catalog for the company profile), so a page loads only
 * what it needs. A plain resource's pages load its declaration alone
 * (app/routes/general-declarations.ts, crud/plain-resource.ts).
 */
export const GENERAL_CRUD_CATALOG = {
  '/general/setting': {
    resource: settingsResource,
    form: {
      fields: {
        settingName: {
          options: ({ id }) => ({
            path: 'network/Settings/GetSelectList',
            query: { settingId: id },
          }),
        },
        settingValue: {
          options: ({ values }) =>
            typeof values.settingName === 'string' && values.settingName
              ? {
                  path: 'network/Settings/GetValueOptions',
                  query: { settingName: values.settingName },
                }
              : null,
          textWhenNoOptions: true,
        },
      },
    },
  },
  '/general/currency': {
    resource: currencyResource,
    form: {
      header: ({ mode, setValues }) =>
        mode === 'create' ? <CurrencyPredefinedPicker onPick={setValues} /> : null,
    },
  },
} satisfies Record<string, CrudConfig>;

export function crudConfigOf(route: CrudRoute): CrudConfig | undefined {
  return configIn(GENERAL_CRUD_CATALOG, route);
}
