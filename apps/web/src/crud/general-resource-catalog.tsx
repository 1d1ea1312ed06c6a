import {
  bankMasterResource,
  currencyResource,
  itemTaxGroupResource,
  settingsResource,
  taxCodeResource,
  taxGroupResource,
  uomResource,
} from '@wander/contract';
import { CurrencyPredefinedPicker } from '../modules/network/currency-predefined';
import type { CrudConfig, CrudRoute } from './crud-types';
import { configIn } from './plain-config';

/**
 * The General section's generic pages: what they need beyond a resource's declaration, by route
 * (only the resources the spec asks more of), and the section's plain resources, whose declaration
 * alone is enough. Loaded lazily with the generic pages; every section has a catalog of its own
 * (admin-resource-catalog, setup-resource-catalog, list-resource-catalog for the read-only message
 * lists, large-resource-catalog for the company profile and countries), so a page loads only its
 * section's declarations.
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

const GENERAL_RESOURCES = [
  bankMasterResource,
  uomResource,
  taxCodeResource,
  taxGroupResource,
  itemTaxGroupResource,
];

export function crudConfigOf(route: CrudRoute): CrudConfig | undefined {
  return configIn(GENERAL_CRUD_CATALOG, GENERAL_RESOURCES, route);
}
